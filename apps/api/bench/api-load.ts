// `pnpm bench:api`: a load run on loopback against the write endpoints of the real store process with its
// embedded database; then checks that every acknowledged write is stored exactly once, and prints beside it the
// rate of direct PutItem calls to the same kind of database from this machine (the ceiling). Figures, not verdicts.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { createDocumentClient } from '../src/db/client';
import { createTables } from '../src/db/create-tables';
import { embeddedConnection, startDynalite } from '../src/db/embedded';
import { tableNames } from '../src/db/records';

const requestsPerEndpoint = Number(process.env.BENCH_REQUESTS ?? 5000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 16);
const entry = fileURLToPath(new URL('../src/index.ts', import.meta.url));
/** BENCH_PROFILE=<folder>: the store process writes a V8 CPU profile there (see README, "Where the time goes"). */
const profileDir = process.env.BENCH_PROFILE;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startStore(dataDir: string, port: number) {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      RATE_LIMIT_CHECKOUT: '1000000',
      RATE_LIMIT_FORMS: '1000000',
      WEB_DIST: join(dataDir, 'no-web'),
    },
    stdio: 'inherit',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

const bodies = {
  contact: () => ({ firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Do you deliver to Powai?' }),
  deliveries: () => ({
    fullName: 'Asha Rao',
    phone: '9820098200',
    addressLine1: '12 Hill Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    country: 'India',
  }),
  subscriptions: () => ({ email: `bench-${randomUUID()}@example.com` }),
  suggestions: () => ({ themeName: 'Bollywood Night', guestName: 'Asha', phone: '9820098200', guestCount: 40 }),
  customizations: () => ({ themeIds: ['glow'], name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', eventDate: '2027-06-05', guestCount: 25 }),
} as const;
const tableOf = {
  contact: tableNames.contact,
  deliveries: tableNames.delivery,
  subscriptions: tableNames.subscriber,
  suggestions: tableNames.suggestion,
  customizations: tableNames.customization,
} as const;
/** Requests per endpoint sent before measuring, so no endpoint pays for the process's start (see README). */
const warmUpRequests = Number(process.env.BENCH_WARMUP ?? 500);

async function load(port: number, endpoint: keyof typeof bodies, amount = requestsPerEndpoint) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    // A fixed number of requests, so every response is counted (a timed run drops the ones in flight at the end).
    amount,
    requests: [
      {
        method: 'POST',
        path: `/api/${endpoint}`,
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'checkout-id': randomUUID() },
          body: JSON.stringify(bodies[endpoint]()),
        }),
      },
    ],
  });
  const acknowledged = (result['2xx'] as number) ?? 0;
  return {
    endpoint,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    acknowledged,
  };
}

async function countStored(dataDir: string) {
  const database = await startDynalite({ dataDir });
  const db = createDocumentClient(embeddedConnection(database, 'ap-south-1'));
  const counts: Record<string, number> = {};
  for (const [endpoint, table] of Object.entries(tableOf)) {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new ScanCommand({ TableName: table, Select: 'COUNT', ExclusiveStartKey: start }));
      count += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
    counts[endpoint] = count;
  }
  db.destroy();
  await database.stop();
  return counts;
}

async function directPutRate(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'partybox-bench-direct-'));
  const database = await startDynalite({ dataDir });
  const db = createDocumentClient(embeddedConnection(database, 'ap-south-1'));
  await createTables(db, '');
  let done = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        const id = randomUUID();
        await db.send(
          new PutCommand({
            TableName: tableNames.contact,
            // The same shape of item and condition as the API's writes: keyed by the Idempotency-Key, with its id index.
            Item: {
              IdempotencyKey: randomUUID(),
              id,
              Name: 'Asha',
              Surname: 'Rao',
              Phone: 9820098200,
              Email: 'asha@example.com',
              Messaged: 'Hello',
              CreatedAt: new Date().toISOString(),
            },
            ConditionExpression: 'attribute_not_exists(IdempotencyKey)',
          }),
        );
        done++;
      }
    }),
  );
  db.destroy();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return done / seconds;
}

// The ceiling is measured before and after the API runs and averaged, since the machine's load drifts during a run.
const ceilingBefore = await directPutRate();
const dataDir = mkdtempSync(join(tmpdir(), 'partybox-bench-'));
const port = await freePort();
const stop = await startStore(dataDir, port);
const endpoints = Object.keys(bodies) as (keyof typeof bodies)[];
const warmed: Record<string, number> = {};
for (const endpoint of endpoints) warmed[endpoint] = (await load(port, endpoint, warmUpRequests)).acknowledged;
const runs: Awaited<ReturnType<typeof load>>[] = [];
for (const endpoint of endpoints) runs.push(await load(port, endpoint));
await stop();
const stored = await countStored(dataDir);
rmSync(dataDir, { recursive: true, force: true });
const ceilingAfter = await directPutRate();
const ceiling = (ceilingBefore + ceilingAfter) / 2;

console.log(
  `\nbench:api on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${connections} connections, ${requestsPerEndpoint} requests per endpoint, embedded dynalite (ceiling measured for ${seconds} s)`,
);
console.log('endpoint        req/s  % ceiling  p50 ms  p99 ms  errors  acknowledged  stored  equal');
const acknowledgedOf = (run: (typeof runs)[number]) => run.acknowledged + (warmed[run.endpoint] ?? 0);
for (const run of runs) {
  const kept = stored[run.endpoint] ?? 0;
  console.log(
    `${run.endpoint.padEnd(14)} ${run.rps.toFixed(0).padStart(6)} ${`${((100 * run.rps) / ceiling).toFixed(0)}%`.padStart(10)} ${String(run.p50).padStart(7)} ${String(run.p99).padStart(7)} ${String(run.errors).padStart(7)} ${String(acknowledgedOf(run)).padStart(13)} ${String(kept).padStart(7)}  ${kept === acknowledgedOf(run) ? 'yes' : 'NO'}`,
  );
}
console.log(
  `ceiling: direct PutItem to dynalite from this machine: ${ceiling.toFixed(0)} puts/s (${ceilingBefore.toFixed(0)} before, ${ceilingAfter.toFixed(0)} after; acknowledged and stored include the ${warmUpRequests} warm-up writes per endpoint)`,
);
const mismatches = runs.filter((run) => stored[run.endpoint] !== acknowledgedOf(run)).length;
process.exitCode = mismatches ? 1 : 0;
