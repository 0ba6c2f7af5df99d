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
      RATE_LIMIT_MAX: '1000000',
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
} as const;
const tableOf = { contact: tableNames.contact, deliveries: tableNames.delivery, subscriptions: tableNames.subscriber } as const;

async function load(port: number, endpoint: keyof typeof bodies) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    // A fixed number of requests, so every response is counted (a timed run drops the ones in flight at the end).
    amount: requestsPerEndpoint,
    requests: [
      {
        method: 'POST',
        path: `/api/${endpoint}`,
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
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
            Item: { id, Name: 'Asha', Surname: 'Rao', Phone: 9820098200, Email: 'asha@example.com', Messaged: 'Hello', CreatedAt: new Date().toISOString() },
            ConditionExpression: 'attribute_not_exists(id)',
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

const dataDir = mkdtempSync(join(tmpdir(), 'partybox-bench-'));
const port = await freePort();
const stop = await startStore(dataDir, port);
const runs = [];
for (const endpoint of Object.keys(bodies) as (keyof typeof bodies)[]) runs.push(await load(port, endpoint));
await stop();
const stored = await countStored(dataDir);
rmSync(dataDir, { recursive: true, force: true });
const ceiling = await directPutRate();

console.log(
  `\nbench:api on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${connections} connections, ${requestsPerEndpoint} requests per endpoint, embedded dynalite (ceiling measured for ${seconds} s)`,
);
console.log('endpoint        req/s    p50 ms  p99 ms  errors  acknowledged  stored  equal');
for (const run of runs) {
  const kept = stored[run.endpoint] ?? 0;
  console.log(
    `${run.endpoint.padEnd(14)} ${run.rps.toFixed(0).padStart(6)} ${String(run.p50).padStart(8)} ${String(run.p99).padStart(7)} ${String(run.errors).padStart(7)} ${String(run.acknowledged).padStart(13)} ${String(kept).padStart(7)}  ${kept === run.acknowledged ? 'yes' : 'NO'}`,
  );
}
console.log(`ceiling: direct PutItem to dynalite from this machine: ${ceiling.toFixed(0)} puts/s`);
const mismatches = runs.filter((run) => stored[run.endpoint] !== run.acknowledged).length;
process.exitCode = mismatches ? 1 : 0;
