// `pnpm bench:cold`: start to first response of the API's Lambda bundle as deployed (api-bundle.ts), in fresh
// processes, beside `node -e ''` on the same machine. Each process loads `index.mjs` the way Lambda's Node runtime does
// (AWS_LAMBDA_FUNCTION_NAME set, so the app is built by the entry's top-level await, as in INIT), then calls the
// handler with a function URL event for GET /api/health, which reads the orders table of a dynalite started here
// (outside the timed processes, as DynamoDB is outside Lambda). Timed from spawn to the answer on stdout. Settings come
// from the environment (no SETTINGS_PATH: the SSM calls of a real cold start are not in these figures). Each process
// also reports the CPU time it spent until the answer, which a busy machine moves far less. Figures, not verdicts: a
// busy machine moves them all, so BENCH_BASELINE=<folder of an earlier bundle, as api-bundle.ts wrote
// it> times that bundle in the same rounds (each round: node -e '', this bundle, the baseline), with
// BENCH_BASELINE_NODE_OPTIONS (default --enable-source-maps, as it was deployed before).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDocumentClient, createTables, embeddedConnection, localCredentials, startDynalite } from '@partybox/api';
import { apiBundleBudgetBytes, bundleApi, checkedCatalogFileName, startupBytes, startupFiles } from '../src/api-bundle';

const runs = Number(process.env.BENCH_RUNS ?? 10);

const baseline = process.env.BENCH_BASELINE;
const baselineNodeOptions = process.env.BENCH_BASELINE_NODE_OPTIONS ?? '--enable-source-maps';

/** The driver that does what Lambda's runtime does with a bundle: import it (INIT), then call its handler with the event. */
function driverFor(folder: string, name: string, bundle: string): string {
  const driver = join(folder, name);
  writeFileSync(
    driver,
    `const { handler } = await import(${JSON.stringify(pathToFileURL(join(bundle, 'index.mjs')).href)});
const answer = await handler({ version: '2.0', rawPath: '/api/health', rawQueryString: '', headers: { host: 'abc.lambda-url.ap-south-1.on.aws' },
  requestContext: { http: { method: 'GET', path: '/api/health', sourceIp: '203.0.113.9' } } }, {});
const cpu = process.cpuUsage();
process.stdout.write(answer.statusCode + ' ' + (cpu.user + cpu.system));
process.exit(0);
`,
  );
  return driver;
}

/** Milliseconds from spawning `args` until it writes its first byte to stdout (or exits, with `untilExit`). */
function timed(args: string[], env: NodeJS.ProcessEnv, untilExit = false): Promise<{ ms: number; out: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    let ms: number | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      ms ??= performance.now() - started;
      out += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`${args.join(' ')} exited with ${code}: ${out}`));
      else resolve({ ms: untilExit || ms === undefined ? performance.now() - started : ms, out });
    });
  });
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
  return `median ${(median / 1000).toFixed(3)} s, spread ${(sorted[0]! / 1000).toFixed(3)}–${(sorted.at(-1)! / 1000).toFixed(3)} s`;
}

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'partybox-bench-cold-'));
  const out = bundleApi(join(folder, 'api-lambda'));
  const indexBytes = statSync(join(out, 'index.mjs')).size;
  const atStart = startupBytes(out);
  const staticChunks = startupFiles(out).length - 1;
  // Every code file of the function, the chunks loaded at first use included (not the catalog's JSON).
  const codeFiles = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.mjs'));
  const allBytes = codeFiles.reduce((sum, name) => sum + statSync(join(out, name)).size, 0);
  const database = await startDynalite({ dataDir: join(folder, 'dynamodb') });
  const db = createDocumentClient(embeddedConnection(database, 'ap-south-1'));
  await createTables(db, 'cold-');
  db.destroy();
  const driver = driverFor(folder, 'invoke.mjs', out);
  const baselineDriver = baseline && driverFor(folder, 'invoke-baseline.mjs', baseline);
  const env = {
    PATH: process.env.PATH,
    AWS_LAMBDA_FUNCTION_NAME: 'partybox-bench-cold',
    AWS_REGION: 'ap-south-1',
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    CATALOG_DIR: join(out, 'catalog'),
    CHECKED_CATALOG_FILE: join(out, checkedCatalogFileName),
    WEB_DIST: join(folder, 'no-web-dist'),
    DYNAMODB_ENDPOINT: database.endpoint,
    TABLE_PREFIX: 'cold-',
    // Nothing listens on port 9: the app starts without calling the user pool.
    COGNITO_ENDPOINT: 'http://127.0.0.1:9',
    COGNITO_USER_POOL_ID: 'ap-south-1_bench',
    COGNITO_CLIENT_ID: 'bench',
    // Given, so no DescribeUserPoolClient at start: in Lambda that one call (about one round trip to Cognito) is not in these figures.
    COGNITO_CLIENT_SECRET: 'bench-client-secret',
    RAZORPAY_KEY_ID: 'rzp_test_PartyBoxBenchCold',
    RAZORPAY_KEY_SECRET: 'bench-key-secret',
    RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret',
    ORDER_LINK_SECRET: 'a-bench-secret-of-at-least-32-characters',
    LOG_LEVEL: 'error',
  };
  const bare: number[] = [];
  const cold: number[] = [];
  const before: number[] = [];
  // CPU time (user + system) each process spent until its answer: less moved than the wall clock by other processes
  // on a shared machine, so the fairer comparison there; the goal is the wall clock.
  const coldCpu: number[] = [];
  const beforeCpu: number[] = [];
  const firstResponse = async (script: string, environment: NodeJS.ProcessEnv, cpu: number[]) => {
    const { ms, out } = await timed([script], environment);
    const [answer, cpuMicros] = out.split(' ');
    if (answer !== '200') throw new Error(`GET /api/health answered ${out}, not 200`);
    cpu.push(Number(cpuMicros) / 1000);
    return ms;
  };
  for (let i = 0; i < runs; i++) {
    bare.push((await timed(['-e', ''], env, true)).ms);
    cold.push(await firstResponse(driver, env, coldCpu));
    if (baselineDriver)
      before.push(
        await firstResponse(
          baselineDriver,
          {
            ...env,
            CATALOG_DIR: join(baseline!, 'catalog'),
            CHECKED_CATALOG_FILE: join(baseline!, checkedCatalogFileName),
            NODE_OPTIONS: baselineNodeOptions,
          },
          beforeCpu,
        ),
      );
  }
  await database.stop();
  if (process.env.BENCH_KEEP) console.log(folder, JSON.stringify(env));
  else rmSync(folder, { recursive: true, force: true });
  // Decimal megabytes, as the goal (under 1 MB) is stated.
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
  console.log(
    `\nThe API's Lambda bundle: a cold start reads ${mb(atStart)} (index.mjs ${mb(indexBytes)} and the ${staticChunks} chunks it imports; budget ${mb(apiBundleBudgetBytes)}; goal under 1 MB)`,
  );
  console.log(`all ${codeFiles.length} code files, with the chunks read at first use: ${mb(allBytes)}`);
  console.log(`start to first response (GET /api/health, ${runs} fresh processes): ${summary(cold)}; CPU time ${summary(coldCpu)}`);
  if (baseline)
    console.log(`the baseline bundle ${baseline} (${baselineNodeOptions || 'no NODE_OPTIONS'}):  ${summary(before)}; CPU time ${summary(beforeCpu)}`);
  console.log(`node -e '' on the same machine (${runs} processes):                ${summary(bare)}`);
  console.log(
    `the bundle's own share (median difference): ${((median(cold) - median(bare)) / 1000).toFixed(3)} s; goal: at most 0.45 s start to first response`,
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
}

await main();
