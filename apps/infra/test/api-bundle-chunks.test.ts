// A chunk the bundle imports at first use that is missing from a deploy says so by name when it is first needed, and
// costs nothing before: the Razorpay SDK's chunk is deleted from a bundle built as deployed, the function starts, and
// a reconciliation pass (which asks Razorpay for disputes) logs the failed import. Run in a child process, as Lambda
// runs the bundle, against a dynalite started here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient, createTables, embeddedConnection, localCredentials, startDynalite } from '@partybox/api';
import { bundleApi, checkedCatalogFileName } from '../src/api-bundle';

describe('the bundle without its Razorpay chunk', () => {
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

  it('starts, then names the missing Razorpay SDK in the log at the first call to Razorpay', () => {
    const driver = join(dir, 'reconcile.mjs');
    writeFileSync(
      driver,
      `const { handler, reconcileEvent } = await import(${JSON.stringify(pathToFileURL(join(out, 'index.mjs')).href)});
const answer = await handler(reconcileEvent, {});
process.stdout.write('ANSWER ' + answer.statusCode + ' ' + answer.body + '\\n');
process.exit(0);
`,
    );
    const run = spawnSync(process.execPath, [driver], {
      encoding: 'utf8',
      env: {
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
      },
    });
    const lines = run.stdout.split('\n');
    // The pass itself ends (disputes are tried again at the next pass); the start never needed the chunk.
    expect(lines).toContain('ANSWER 200 {"reconciled":0}');
    const logged = lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg?: string; err?: { message?: string } });
    const failure = logged.find((entry) => entry.msg === 'reconciliation of disputes failed; the next pass tries again');
    expect(failure?.err?.message).toMatch(
      /^The Razorpay SDK \(razorpay\) could not be loaded \(Cannot find module '.*razorpay-\w+\.mjs'.*\); the deployed bundle is incomplete or broken: redeploy it/,
    );
  });
});
