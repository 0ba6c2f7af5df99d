// The bundle CDK uploads is a working function: it loads in plain Node with only its own folder (catalog included),
// and its handler answers function URL events. No database is reachable here, so the answers are the app's own:
// 503 for a write, and 503 from the health check.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '@partybox/catalog';
import { apiBundleBudgetBytes, bundleApi, checkedCatalogFileName, sourceMapFileOf, startupBytes, startupFiles } from '../src/api-bundle';

type Handler = (event: object, context: object) => Promise<{ statusCode: number; headers: Record<string, string>; body: string }>;

const event = (method: string, path: string, body?: unknown) => ({
  version: '2.0',
  rawPath: path,
  rawQueryString: '',
  headers: { host: 'abc.lambda-url.ap-south-1.on.aws', 'content-type': 'application/json', 'idempotency-key': 'bundle-test-key-0001' },
  requestContext: { http: { method, path, sourceIp: '203.0.113.9' } },
  ...(body !== undefined && { body: JSON.stringify(body), isBase64Encoded: false }),
});

describe('the bundled API', () => {
  const dir = mkdtempSync(join(tmpdir(), 'partybox-bundle-'));
  let handler: Handler;
  let out: string;
  let close: () => Promise<void>;

  beforeAll(async () => {
    // Lambda's role gives the SDK credentials (from the process environment); these only let it reach for the database.
    process.env.AWS_ACCESS_KEY_ID ??= 'bundle-test';
    process.env.AWS_SECRET_ACCESS_KEY ??= 'bundle-test';
    out = bundleApi(join(dir, 'api-lambda'));
    const bundle = (await import(pathToFileURL(join(out, 'index.mjs')).href)) as {
      createLambdaHandler(env: Record<string, string>): Promise<{ handler: Handler; app: { close(): Promise<void> } }>;
    };
    const built = await bundle.createLambdaHandler(lambdaEnv(out));
    handler = built.handler;
    close = () => built.app.close();
  });

  /** The function's environment for the bundle in `folder`. */
  const lambdaEnv = (folder: string) => ({
    CATALOG_DIR: join(folder, 'catalog'),
    // As in Lambda: the catalog checked when the bundle was built.
    CHECKED_CATALOG_FILE: join(folder, checkedCatalogFileName),
    // Nothing listens on port 9: the app starts without touching either service.
    DYNAMODB_ENDPOINT: 'http://127.0.0.1:9',
    COGNITO_ENDPOINT: 'http://127.0.0.1:9',
    COGNITO_USER_POOL_ID: 'ap-south-1_test',
    COGNITO_CLIENT_ID: 'client',
    // Given, so the start reads no secret from the pool (nothing answers there).
    COGNITO_CLIENT_SECRET: 'bundle-test-client-secret',
    RAZORPAY_KEY_ID: 'rzp_test_PartyBoxBundle1',
    RAZORPAY_KEY_SECRET: 'bundle-test-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'bundle-test-webhook-secret',
    AWS_REGION: 'ap-south-1',
    LOG_LEVEL: 'silent',
    ORDER_LINK_SECRET: 'a-test-secret-of-at-least-32-characters',
    WEB_DIST: join(dir, 'no-web'),
  });

  afterAll(async () => {
    await close?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a write it cannot count or store with 503, the customer message and the security headers', async () => {
    // The write budget is counted in the database before the body is read, so the answer is the outage's.
    const response = await handler(event('POST', '/api/contact', { firstName: '' }), {});
    expect(response.statusCode).toBe(503);
    expect(JSON.parse(response.body)).toEqual({
      error: 'unavailable',
      message: 'We could not save this right now. Please try again in a minute; trying again never saves twice.',
    });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('carries the catalog checked and resolved at build time (a cold start only parses it)', () => {
    expect(JSON.parse(readFileSync(join(out, checkedCatalogFileName), 'utf8'))).toEqual(loadCatalog());
  });

  it('reports an unreachable database from the health check', async () => {
    const response = await handler(event('GET', '/api/health'), {});
    expect(response.statusCode).toBe(503);
  });

  it('stays within its size budget, every byte of which a cold start reads and compiles', () => {
    expect(startupBytes(out)).toBeLessThanOrEqual(apiBundleBudgetBytes);
    // The password check's dictionaries (about 0.5 MB) are a chunk of their own, loaded at the first sign-up or reset.
    expect(readdirSync(join(out, 'chunks')).some((name) => name.startsWith('password-strength'))).toBe(true);
    expect(startupFiles(out).filter((file) => file.includes('password-strength'))).toEqual([]);
  });

  it('reads no Razorpay SDK, SNS or SES v2 client at start: each is a chunk imported at its first use', () => {
    const startup = startupFiles(out).map((file) => readFileSync(file, 'utf8'));
    for (const service of ['com.amazonaws.sns#', 'com.amazonaws.sesv2#']) {
      expect(startup.filter((code) => code.includes(service))).toEqual([]);
      expect(readdirSync(join(out, 'chunks')).some((name) => readFileSync(join(out, 'chunks', name), 'utf8').includes(service))).toBe(true);
    }
    expect(readdirSync(join(out, 'chunks')).some((name) => name.startsWith('razorpay-'))).toBe(true);
    expect(startupFiles(out).filter((file) => file.includes('razorpay-'))).toEqual([]);
  });

  it('reads no request validator at start: they are a chunk imported at the first request with a body', () => {
    // ajv's code for the checkout's lines: only in the generated validators (no schema has a schemaPath).
    const checkoutValidator = 'schemaPath:"#/properties/lines';
    expect(startupFiles(out).filter((file) => readFileSync(file, 'utf8').includes(checkoutValidator))).toEqual([]);
    const chunks = readdirSync(join(out, 'chunks')).filter((name) => name.startsWith('request-validators-'));
    expect(chunks.filter((name) => readFileSync(join(out, 'chunks', name), 'utf8').includes(checkoutValidator))).toHaveLength(1);
  });

  it('reads no account form check at start: they are a chunk imported at the first sign-in, sign-up or reset', () => {
    // ajv's code for the account forms' password field: only in the generated account validators.
    const passwordCheck = 'schemaPath:"#/properties/password';
    expect(startupFiles(out).filter((file) => readFileSync(file, 'utf8').includes(passwordCheck))).toEqual([]);
    const chunks = readdirSync(join(out, 'chunks')).filter((name) => readFileSync(join(out, 'chunks', name), 'utf8').includes(passwordCheck));
    expect(chunks.length).toBeGreaterThan(0);
  });

  it('starts and answers without those chunks on disk (they are not read before their first use)', async () => {
    const copy = join(dir, 'without-lazy-chunks');
    cpSync(out, copy, { recursive: true });
    for (const name of readdirSync(join(copy, 'chunks'))) {
      const code = readFileSync(join(copy, 'chunks', name), 'utf8');
      if (
        name.startsWith('razorpay-') ||
        name.startsWith('request-validators-') ||
        code.includes('com.amazonaws.sns#') ||
        code.includes('com.amazonaws.sesv2#')
      )
        rmSync(join(copy, 'chunks', name));
    }
    const bundle = (await import(pathToFileURL(join(copy, 'index.mjs')).href)) as {
      createLambdaHandler(env: Record<string, string>): Promise<{ handler: Handler; app: { close(): Promise<void> } }>;
    };
    const built = await bundle.createLambdaHandler(lambdaEnv(copy));
    try {
      expect((await built.handler(event('GET', '/api/health'), {})).statusCode).toBe(503);
    } finally {
      await built.app.close();
    }
  });

  it("carries no ajv: Fastify's compilers and fast-json-stringify's validator are stood in for (lambda-stand-ins/without-ajv.cjs)", () => {
    // ajv's own message when a schema is added twice; in every build of ajv's core.
    expect(startupFiles(out).filter((file) => readFileSync(file, 'utf8').includes('schema with key or id'))).toEqual([]);
  });

  it('carries no source map: the map is written beside the folder, kept with the build for reading stack traces', () => {
    expect(readdirSync(out).filter((name) => name.endsWith('.map'))).toEqual([]);
    expect(readFileSync(join(out, 'index.mjs'), 'utf8').includes('sourceMappingURL')).toBe(false);
    expect(existsSync(sourceMapFileOf(out))).toBe(true);
  });

  it("leaves the local server's OpenAPI page out (apps/api/openapi.json is the reference)", async () => {
    const response = await handler(event('GET', '/api/openapi.json'), {});
    expect(response.statusCode).toBe(404);
  });
});
