// `pnpm bench:api`: a load run on loopback against every single-put write endpoint of the real store process with its
// embedded database; checks that every acknowledged write is stored exactly once, and prints beside each endpoint the
// rate of raw conditional PutItem calls of the same records to the same kind of database (the ceiling). Figures, not verdicts.
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
/** How long each raw put rate is measured. */
const ceilingSeconds = Number(process.env.BENCH_SECONDS ?? 5);
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

async function startStore(dataDir: string, port: number, extraEnv: Record<string, string> = {}) {
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
      ...extraEnv,
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

/** Loads one store (a port) or several (autocannon spreads its connections over the URLs in turn). */
async function load(port: number | number[], endpoint: keyof typeof bodies, amount = requestsPerEndpoint) {
  const urls = [port].flat().map((p) => `http://127.0.0.1:${p}`);
  const started = performance.now();
  let last = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        // autocannon takes an array of URLs at run time; its types only say string.
        url: (urls.length === 1 ? urls[0] : urls) as string,
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
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // autocannon ends a run of a fixed amount on its next one-second tick: time the run by its last answer instead.
    instance.on('response', () => (last = performance.now()));
  });
  const seconds = (last - started) / 1000;
  const acknowledged = (result['2xx'] as number) ?? 0;
  return {
    endpoint,
    // Requests over the run's own timing: autocannon's figures count whole seconds, too coarse for an 8 s run.
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    acknowledged,
  };
}

/** Every item of a table in the (stopped) store's data folder, counted, and one of them as a template. */
async function readStored(dataDir: string) {
  const database = await startDynalite({ dataDir });
  const db = createDocumentClient(embeddedConnection(database, 'ap-south-1'));
  const counts: Record<string, number> = {};
  const templates: Record<string, Record<string, unknown>> = {};
  for (const [endpoint, table] of Object.entries(tableOf)) {
    let count = 0;
    let start: Record<string, unknown> | undefined;
    do {
      const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
      count += page.Count ?? 0;
      if (page.Items?.[0]) templates[endpoint] ??= page.Items[0];
      start = page.LastEvaluatedKey;
    } while (start);
    counts[endpoint] = count;
  }
  db.destroy();
  await database.stop();
  return { counts, templates };
}

/**
 * The raw put rate for one endpoint's records: conditional PutItem calls from this process to dynalite (also in this
 * process, as in the store), of items shaped exactly like the ones the endpoint stored (`template`, with fresh keys),
 * into the same table with the same key, index and condition. What the API adds to a write is the difference.
 */
async function directPutRate(endpoint: keyof typeof bodies, template: Record<string, unknown>): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'partybox-bench-direct-'));
  const database = await startDynalite({ dataDir });
  const db = createDocumentClient(embeddedConnection(database, 'ap-south-1'));
  await createTables(db, '');
  const keyName = endpoint === 'subscriptions' ? 'email' : 'IdempotencyKey';
  const fresh = () =>
    endpoint === 'subscriptions'
      ? { ...template, email: `bench-${randomUUID()}@example.com` }
      : { ...template, IdempotencyKey: randomUUID(), id: randomUUID() };
  let done = 0;
  const until = Date.now() + ceilingSeconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < until) {
        await db.send(
          new PutCommand({
            TableName: tableOf[endpoint],
            Item: fresh(),
            ConditionExpression: 'attribute_not_exists(#key)',
            ExpressionAttributeNames: { '#key': keyName },
          }),
        );
        done++;
      }
    }),
  );
  db.destroy();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
  return done / ceilingSeconds;
}

const dataDir = mkdtempSync(join(tmpdir(), 'partybox-bench-'));
const endpoints = Object.keys(bodies) as (keyof typeof bodies)[];
const port = await freePort();

// 1. Warm-up: every endpoint once, so none pays for the process's start, and records to shape the raw puts on.
let stop = await startStore(dataDir, port);
const warmed: Record<string, number> = {};
for (const endpoint of endpoints) warmed[endpoint] = (await load(port, endpoint, warmUpRequests)).acknowledged;
await stop();
const { templates } = await readStored(dataDir);

// 2. For each endpoint: its raw put rate just before, its API run, its raw put rate just after. The machine is shared
// and its load drifts within seconds, so each endpoint is compared with the mean of the two raw rates around it.
// (The store sits idle while the raw puts run against their own dynalite.)
const before: Record<string, number> = {};
const after: Record<string, number> = {};
stop = await startStore(dataDir, port);
for (const endpoint of endpoints) warmed[endpoint] = (warmed[endpoint] ?? 0) + (await load(port, endpoint, warmUpRequests)).acknowledged;
const runs: Awaited<ReturnType<typeof load>>[] = [];
for (const endpoint of endpoints) {
  before[endpoint] = await directPutRate(endpoint, templates[endpoint]!);
  runs.push(await load(port, endpoint));
  after[endpoint] = await directPutRate(endpoint, templates[endpoint]!);
}
await stop();
const { counts: stored } = await readStored(dataDir);
rmSync(dataDir, { recursive: true, force: true });

console.log(
  `\nbench:api on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${connections} connections, ${requestsPerEndpoint} requests per endpoint after ${2 * warmUpRequests} warm-up requests, embedded dynalite; raw puts for ${ceilingSeconds} s just before and after each endpoint`,
);
console.log('endpoint        req/s  raw puts/s (before, after)  % of raw  p50 ms  p99 ms  errors  acknowledged  stored  equal');
const acknowledgedOf = (run: (typeof runs)[number]) => run.acknowledged + (warmed[run.endpoint] ?? 0);
for (const run of runs) {
  const kept = stored[run.endpoint] ?? 0;
  const raw = ((before[run.endpoint] ?? 0) + (after[run.endpoint] ?? 0)) / 2;
  const rawText = `${raw.toFixed(0)} (${before[run.endpoint]!.toFixed(0)}, ${after[run.endpoint]!.toFixed(0)})`;
  console.log(
    `${run.endpoint.padEnd(14)} ${run.rps.toFixed(0).padStart(6)}  ${rawText.padStart(26)} ${`${((100 * run.rps) / raw).toFixed(0)}%`.padStart(9)} ${String(run.p50).padStart(7)} ${String(run.p99).padStart(7)} ${String(run.errors).padStart(7)} ${String(acknowledgedOf(run)).padStart(13)} ${String(kept).padStart(7)}  ${kept === acknowledgedOf(run) ? 'yes' : 'NO'}`,
  );
}
const mismatches = runs.filter((run) => stored[run.endpoint] !== acknowledgedOf(run)).length;

// 3. One store, then two side by side, on one dynalite outside them (here in this process, on its worker thread), as
// several servers share DynamoDB: each instance warmed up, then the same load spread over the instances' ports.
const sharedDir = mkdtempSync(join(tmpdir(), 'partybox-bench-shared-'));
const shared = await startDynalite({ dataDir: join(sharedDir, 'dynamodb') });
const sharedDb = createDocumentClient(embeddedConnection(shared, 'ap-south-1'));
await createTables(sharedDb, '');
const scale: Record<number, Awaited<ReturnType<typeof load>>[]> = {};
let scaleAcknowledged = 0;
for (const instances of [1, 2]) {
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const stops = await Promise.all(
    ports.map((p) =>
      startStore(sharedDir, p, {
        DYNAMODB_ENDPOINT: shared.endpoint,
        AWS_ACCESS_KEY_ID: 'partybox-local',
        AWS_SECRET_ACCESS_KEY: 'partybox-local',
        COGNITO_DATA_DIR: join(sharedDir, `cognito-${p}`),
      }),
    ),
  );
  for (const endpoint of endpoints) for (const p of ports) scaleAcknowledged += (await load(p, endpoint, warmUpRequests)).acknowledged;
  scale[instances] = [];
  for (const endpoint of endpoints) scale[instances].push(await load(ports, endpoint));
  scaleAcknowledged += scale[instances].reduce((sum, run) => sum + run.acknowledged, 0);
  await Promise.all(stops.map((stopOne) => stopOne()));
}
let sharedStored = 0;
for (const table of Object.values(tableOf)) {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await sharedDb.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start, Select: 'COUNT' }));
    sharedStored += page.Count ?? 0;
    start = page.LastEvaluatedKey;
  } while (start);
}
sharedDb.destroy();
await shared.stop();
rmSync(sharedDir, { recursive: true, force: true });

console.log(
  `\none store, then two side by side, on one shared dynalite (${connections} connections spread over the stores, ${requestsPerEndpoint} requests per endpoint)`,
);
console.log('endpoint        1: req/s  p50  p99   2: req/s  p50  p99   2 ÷ 1  errors');
for (const [index, one] of scale[1]!.entries()) {
  const two = scale[2]![index]!;
  console.log(
    `${one.endpoint.padEnd(14)} ${one.rps.toFixed(0).padStart(9)} ${String(one.p50).padStart(4)} ${String(one.p99).padStart(4)} ${two.rps.toFixed(0).padStart(10)} ${String(two.p50).padStart(4)} ${String(two.p99).padStart(4)} ${(two.rps / one.rps).toFixed(2).padStart(7)} ${String(one.errors + two.errors).padStart(7)}`,
  );
}
console.log(`acknowledged ${scaleAcknowledged}, stored ${sharedStored}: ${scaleAcknowledged === sharedStored ? 'equal' : 'NOT EQUAL'}`);
process.exitCode = mismatches || scaleAcknowledged !== sharedStored ? 1 : 0;
