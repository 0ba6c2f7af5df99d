// A chunk the bundle imports at first use that is missing from a deploy says so by name when it is first needed, and
// costs nothing before: the Razorpay SDK's chunk is deleted from a bundle built as deployed, the function starts, and
// a reconciliation pass (which asks Razorpay for disputes) logs the failed import; the request validators' chunk
// checks the first body, then, deleted, a body is answered 500 with the failed import in the log; so is a session
// cookie once jose's chunk is deleted. Run in a child process, as Lambda
// runs the bundle, against a dynalite started here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient, createTables, embeddedConnection, localCredentials, startDynalite } from '@partybox/api';
import { bundleApi, checkedCatalogFileName } from '../src/api-bundle';

describe('the bundle without the chunks it imports at first use', () => {
  const dir = mkdtempSync(join(tmpdir(), 'partybox-chunks-'));
  let out: string;
  let database: Awaited<ReturnType<typeof startDynalite>>;

  beforeAll(async () => {
    out = bundleApi(join(dir, 'api-lambda'));
    const razorpayChunks = readdirSync(join(out, 'chunks')).filter((name) => name.startsWith('razorpay-'));
    expect(razorpayChunks).toHaveLength(1);
    for (const name of razorpayChunks) rmSync(join(out, 'chunks', name));
    database = await startDynalite({ dataDir: join(dir, 'dynamodb') });
    const db = createDocumentClient(embeddedConnection(database, 'ap-south-1'));
    await createTables(db, 'chunks-');
    db.destroy();
  }, 120_000);

  afterAll(async () => {
    await database?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The function's environment, as Lambda gives it, for the bundle in `out` and the dynalite started here. */
  const bundleEnv = () => ({
    PATH: process.env.PATH,
    AWS_LAMBDA_FUNCTION_NAME: 'partybox-chunks-test',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    CATALOG_DIR: join(out, 'catalog'),
    CHECKED_CATALOG_FILE: join(out, checkedCatalogFileName),
    WEB_DIST: join(dir, 'no-web'),
    DYNAMODB_ENDPOINT: database.endpoint,
    TABLE_PREFIX: 'chunks-',
    COGNITO_ENDPOINT: 'http://127.0.0.1:9',
    COGNITO_USER_POOL_ID: 'ap-south-1_chunks',
    COGNITO_CLIENT_ID: 'chunks',
    COGNITO_CLIENT_SECRET: 'chunks-client-secret',
    RAZORPAY_KEY_ID: 'rzp_test_PartyBoxChunks1',
    RAZORPAY_KEY_SECRET: 'chunks-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'chunks-webhook-secret',
    ORDER_LINK_SECRET: 'a-test-secret-of-at-least-32-characters',
    LOG_LEVEL: 'warn',
  });

  /** Runs `code` (after `const bundle = await import(index.mjs)`) in a process of its own, as Lambda runs it; its stdout lines. */
  const runInBundle = (name: string, code: string) => {
    const driver = join(dir, name);
    writeFileSync(driver, `const bundle = await import(${JSON.stringify(pathToFileURL(join(out, 'index.mjs')).href)});\n${code}\nprocess.exit(0);\n`);
    return spawnSync(process.execPath, [driver], { encoding: 'utf8', env: bundleEnv() }).stdout.split('\n');
  };

  /** The JSON lines of the function's log. */
  const logged = (lines: string[]) =>
    lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string } });

  it('starts, then names the missing Razorpay SDK in the log at the first call to Razorpay', () => {
    const lines = runInBundle(
      'reconcile.mjs',
      `const answer = await bundle.handler(bundle.reconcileEvent, {});
process.stdout.write('ANSWER ' + answer.statusCode + ' ' + answer.body + '\\n');`,
    );
    // The pass itself ends (disputes are tried again at the next pass); the start never needed the chunk.
    expect(lines).toContain('ANSWER 200 {"reconciled":0}');
    const failure = logged(lines).find((entry) => entry.msg === 'reconciliation of disputes failed; the next pass tries again');
    expect(failure?.err?.message).toMatch(
      /^The Razorpay SDK \(razorpay\) could not be loaded \(Cannot find module '.*razorpay-\w+\.mjs'.*\); the deployed bundle is incomplete or broken: redeploy it/,
    );
  });

  /** Posts `body` to the contact form's endpoint as a function URL event in a process of its own: its stdout lines, `ANSWER <status> <body>` among them. */
  const postContact = (name: string, body: object) =>
    runInBundle(
      name,
      `const answer = await bundle.handler({
  version: '2.0', rawPath: '/api/contact', rawQueryString: '',
  headers: { host: 'abc.lambda-url.ap-south-1.on.aws', 'content-type': 'application/json', 'idempotency-key': 'chunks-test-key-${name.replace(/\\W/g, '-')}' },
  requestContext: { http: { method: 'POST', path: '/api/contact', sourceIp: '203.0.113.9' } },
  body: ${JSON.stringify(JSON.stringify(body))}, isBase64Encoded: false,
}, {});
process.stdout.write('ANSWER ' + answer.statusCode + ' ' + answer.body + '\\n');`,
    );
  const answerOf = (lines: string[]) => lines.find((line) => line.startsWith('ANSWER '));

  it("checks a body with the request validators' chunk, imported at the first request that carries one", () => {
    const answer = answerOf(postContact('contact.mjs', { firstName: '' }));
    expect(answer).toMatch(/^ANSWER 400 /);
    const fields = (JSON.parse(answer!.slice('ANSWER 400 '.length)) as { fields: { field: string; message: string }[] }).fields;
    expect(fields).toContainEqual({ field: 'firstName', message: 'Enter your first name' });
  });

  it('answers 500 and names the missing request validators in the log, never taking the body as checked', () => {
    const chunks = readdirSync(join(out, 'chunks')).filter((name) => name.startsWith('request-validators-'));
    expect(chunks).toHaveLength(1);
    for (const name of chunks) rmSync(join(out, 'chunks', name));
    const lines = postContact('contact-without-validators.mjs', {});
    expect(answerOf(lines)).toMatch(/^ANSWER 500 /);
    expect(logged(lines).map((entry) => entry.err?.message)).toContainEqual(
      expect.stringMatching(
        /^The request validators \(@partybox\/contracts, platform\/http\/request-validators\.ts\) could not be loaded \(Cannot find module '.*request-validators-\w+\.mjs'.*\); the deployed bundle is incomplete or broken: redeploy it/,
      ),
    );
  });

  it('answers 500 and names the missing token checker (jose) in the log, never taking a session for signed out', () => {
    const joseChunks = readdirSync(join(out, 'chunks')).filter((name) => readFileSync(join(out, 'chunks', name), 'utf8').includes('ERR_JWKS_NO_MATCHING_KEY'));
    expect(joseChunks).toHaveLength(1);
    for (const name of joseChunks) rmSync(join(out, 'chunks', name));
    // Shaped as an access token (a JOSE header, three segments), so the server checks its signature.
    const segment = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const token = `${segment({ alg: 'RS256', kid: 'chunks' })}.${segment({ sub: 'someone', token_use: 'access' })}.c2lnbmF0dXJl`;
    const lines = runInBundle(
      'me-without-jose.mjs',
      `const answer = await bundle.handler({
  version: '2.0', rawPath: '/api/auth/me', rawQueryString: '', cookies: ['pb_access=${token}'],
  headers: { host: 'abc.lambda-url.ap-south-1.on.aws' },
  requestContext: { http: { method: 'GET', path: '/api/auth/me', sourceIp: '203.0.113.9' } },
}, {});
process.stdout.write('ANSWER ' + answer.statusCode + ' ' + answer.body + '\\n');`,
    );
    expect(answerOf(lines)).toMatch(/^ANSWER 500 /);
    expect(logged(lines).map((entry) => entry.err?.message)).toContainEqual(
      expect.stringMatching(
        /^The token checker \(jose\) could not be loaded \(Cannot find module '.*\.mjs'.*\); the deployed bundle is incomplete or broken: redeploy it/,
      ),
    );
  });
});
