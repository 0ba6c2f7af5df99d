// `pnpm bench:api`: a load run on loopback against every single-put write endpoint of the real store process (the
// delivery step is a checkout PATCH: its record's put plus the checkout's read and conditional update), on a
// dynalite outside it (as DynamoDB is in AWS); checks that every acknowledged write is stored exactly once, and prints
// beside each endpoint the rate of raw conditional PutItem calls of the same records to that same database (the
// ceiling), and the CPU each side spends per write. Figures, not verdicts.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import autocannon from 'autocannon';
import { createDocumentClient } from '../src/platform/db/client';
import { createTables } from '../src/platform/db/create-tables';
import { embeddedConnection, startDynalite } from '../src/platform/db/embedded';
import { tableNames } from '../src/platform/db/records';
import { benchWebhooks } from './webhook-load';

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
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return Object.assign(stop, { pid: child.pid! });
}

/** CPU time (user + system, ms) a process has used so far, all its threads together (Linux /proc; NaN elsewhere). */
function processCpuMs(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat, after the command name in parentheses, in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

/** CPU time (ms) this process has used so far: autocannon's, or the raw puts' client and database. */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

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
/** The endpoints' requests: a POST of a fresh body, except the delivery step, a PATCH of an open checkout of its own. */
const checkoutEndpoint = 'deliveries';
/** Checkouts opened before a run (their id, which is also the guest's cookie), one per delivery save of the run. */
const openCheckouts: string[] = [];

/** Opens `count` checkouts on the store at `url` (not measured: the run saves each one's delivery step once). */
async function prepareCheckouts(url: string, count: number): Promise<void> {
  const body = JSON.stringify({ lines: [{ themeId: 'glow', addons: [], quantity: 1 }] });
  let left = count;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (left-- > 0) {
        const response = await fetch(`${url}/api/checkouts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
        if (response.status !== 201) throw new Error(`POST /api/checkouts answered ${response.status}`);
        openCheckouts.push(((await response.json()) as { id: string }).id);
      }
    }),
  );
}

/** One request of `endpoint`, as autocannon sends it. */
function requestOf(endpoint: keyof typeof bodies, request: autocannon.Request): autocannon.Request {
  if (endpoint !== checkoutEndpoint) {
    return {
      ...request,
      method: 'POST',
      path: `/api/${endpoint}`,
      headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify(bodies[endpoint]()),
    };
  }
  const id = openCheckouts.pop();
  if (!id) throw new Error('bench: ran out of open checkouts');
  return {
    ...request,
    method: 'PATCH',
    path: `/api/checkouts/${id}`,
    headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID(), cookie: `pb_checkout=${id}` },
    body: JSON.stringify({ version: 0, delivery: bodies.deliveries() }),
  };
}

/** Requests per endpoint sent before measuring, so no endpoint pays for the process's start (see README). */
const warmUpRequests = Number(process.env.BENCH_WARMUP ?? 500);

/** Loads one store (a port) or several (autocannon spreads its connections over the URLs in turn). */
async function load(port: number | number[], endpoint: keyof typeof bodies, amount = requestsPerEndpoint, storePid?: number) {
  const urls = [port].flat().map((p) => `http://127.0.0.1:${p}`);
  if (endpoint === checkoutEndpoint) await prepareCheckouts(urls[0]!, amount);
  const generatorCpuBefore = ownCpuMs();
  const storeCpuBefore = storePid === undefined ? NaN : processCpuMs(storePid);
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
        requests: [{ setupRequest: (request) => requestOf(endpoint, request) }],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // autocannon ends a run of a fixed amount on its next one-second tick: time the run by its last answer instead.
    instance.on('response', () => (last = performance.now()));
  });
  const seconds = (last - started) / 1000;
  const acknowledged = (result['2xx'] as number) ?? 0;
  const total = result.requests.total;
  return {
    endpoint,
    /** CPU ms per request: autocannon's (the load generator), and the store's (server and its database together). */
    generatorCpu: (ownCpuMs() - generatorCpuBefore) / total,
    storeCpu: storePid === undefined ? NaN : (processCpuMs(storePid) - storeCpuBefore) / total,
    // Requests over the run's own timing: autocannon's figures count whole seconds, too coarse for an 8 s run.
    rps: result.requests.total / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    acknowledged,
  };
}

/** A dynalite outside the stores (on a worker thread of this process), with the API's tables, as DynamoDB is in AWS. */
async function sharedDatabase() {
  const dir = mkdtempSync(join(tmpdir(), 'partybox-bench-shared-'));
  const database = await startDynalite({ dataDir: join(dir, 'dynamodb') });
  const db = createDocumentClient(embeddedConnection(database, 'ap-south-1'));
  await createTables(db, '');
  return {
    dir,
    db,
    /** Starts a store process on `port` that uses this database. */
    store: (port: number) =>
      startStore(dir, port, {
        DYNAMODB_ENDPOINT: database.endpoint,
        AWS_ACCESS_KEY_ID: 'partybox-local',
        AWS_SECRET_ACCESS_KEY: 'partybox-local',
        COGNITO_DATA_DIR: join(dir, `cognito-${port}`),
        RAZORPAY_SANDBOX_DATA_DIR: join(dir, `razorpay-${port}`),
      }),
    async stop() {
      db.destroy();
      await database.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** How many items each endpoint's table holds. */
async function countStored(db: DynamoDBDocumentClient): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [endpoint, table] of Object.entries(tableOf)) {
    let start: Record<string, unknown> | undefined;
    counts[endpoint] = 0;
    do {
      const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start, Select: 'COUNT' }));
      counts[endpoint] += page.Count ?? 0;
      start = page.LastEvaluatedKey;
    } while (start);
  }
  return counts;
}

/** One item each endpoint stored, to shape the raw puts on. */
async function storedTemplates(db: DynamoDBDocumentClient): Promise<Record<string, Record<string, unknown>>> {
  const templates: Record<string, Record<string, unknown>> = {};
  for (const [endpoint, table] of Object.entries(tableOf)) {
    const page = await db.send(new ScanCommand({ TableName: table, Limit: 1 }));
    if (!page.Items?.[0]) throw new Error(`the warm-up stored nothing in ${table}`);
    templates[endpoint] = page.Items[0];
  }
  return templates;
}

/**
 * The raw put rate for one endpoint's records: conditional PutItem calls from this process, through the same document
 * client the store uses, to the very database and table the store writes to (so both meet the same data and the same
 * LevelDB state), of items shaped exactly like the ones the endpoint stored (`template`, with fresh keys), with the
 * same key, index and condition. What the API adds to a write is the difference.
 */
async function directPutRate(db: DynamoDBDocumentClient, endpoint: keyof typeof bodies, template: Record<string, unknown>) {
  const keyName = endpoint === 'subscriptions' ? 'email' : 'IdempotencyKey';
  const fresh = () =>
    endpoint === 'subscriptions'
      ? { ...template, email: `bench-${randomUUID()}@example.com` }
      : { ...template, IdempotencyKey: randomUUID(), id: randomUUID() };
  let done = 0;
  const cpuBefore = ownCpuMs();
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
  // The database's thread is in this process too: the CPU per put is the client's and the database's together.
  return { rate: done / ceilingSeconds, cpu: (ownCpuMs() - cpuBefore) / done, done };
}

const endpoints = Object.keys(bodies) as (keyof typeof bodies)[];

// 1. One store on a database of its own outside it. Warm-up: every endpoint, so none pays for the process's start,
// and records to shape the raw puts on.
const database = await sharedDatabase();
const port = await freePort();
const stop = await database.store(port);
const warmed: Record<string, number> = {};
for (const endpoint of endpoints) warmed[endpoint] = (await load(port, endpoint, 2 * warmUpRequests)).acknowledged;
const templates = await storedTemplates(database.db);

// 2. For each endpoint: its raw put rate just before, its API run, its raw put rate just after. The machine is shared
// and its load drifts within seconds, so each endpoint is compared with the mean of the two raw rates around it.
// (The store sits idle while the raw puts run.)
const before: Record<string, number> = {};
const after: Record<string, number> = {};
const rawCpu: Record<string, number> = {};
const rawPuts: Record<string, number> = {};
const runs: Awaited<ReturnType<typeof load>>[] = [];
for (const endpoint of endpoints) {
  const first = await directPutRate(database.db, endpoint, templates[endpoint]!);
  runs.push(await load(port, endpoint, requestsPerEndpoint, stop.pid));
  const second = await directPutRate(database.db, endpoint, templates[endpoint]!);
  before[endpoint] = first.rate;
  after[endpoint] = second.rate;
  rawCpu[endpoint] = (first.cpu + second.cpu) / 2;
  rawPuts[endpoint] = first.done + second.done;
}
// Counted before the webhook run, whose checkouts store party and delivery records of their own.
const stored = await countStored(database.db);
// 3. The Razorpay webhook: signed events, each one conditional UpdateItem of its order (see webhook-load.ts).
const webhook = await benchWebhooks(`http://127.0.0.1:${port}`, join(database.dir, `razorpay-${port}`, 'razorpay-sandbox.json'), { connections });
await stop();
await database.stop();

console.log(
  `\nbench:api on ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${connections} connections, ${requestsPerEndpoint} requests per endpoint after ${2 * warmUpRequests} warm-up requests, one store on a dynalite outside it; raw puts to that same database for ${ceilingSeconds} s just before and after each endpoint`,
);
console.log('endpoint        req/s  raw puts/s (before, after)  % of raw  p50 ms  p99 ms  errors  acknowledged + raw  stored  equal');
// What the table must hold: every acknowledged write (warm-up and run) and every raw put.
const acknowledgedOf = (run: (typeof runs)[number]) => run.acknowledged + (warmed[run.endpoint] ?? 0);
const expectedOf = (run: (typeof runs)[number]) => acknowledgedOf(run) + (rawPuts[run.endpoint] ?? 0);
for (const run of runs) {
  const kept = stored[run.endpoint] ?? 0;
  const raw = ((before[run.endpoint] ?? 0) + (after[run.endpoint] ?? 0)) / 2;
  const rawText = `${raw.toFixed(0)} (${before[run.endpoint]!.toFixed(0)}, ${after[run.endpoint]!.toFixed(0)})`;
  console.log(
    `${run.endpoint.padEnd(14)} ${run.rps.toFixed(0).padStart(6)}  ${rawText.padStart(26)} ${`${((100 * run.rps) / raw).toFixed(0)}%`.padStart(9)} ${String(run.p50).padStart(7)} ${String(run.p99).padStart(7)} ${String(run.errors).padStart(7)} ${`${acknowledgedOf(run)} + ${rawPuts[run.endpoint] ?? 0}`.padStart(18)} ${String(kept).padStart(7)}  ${kept === expectedOf(run) ? 'yes' : 'NO'}`,
  );
}
// Where the CPU goes: on two cores, the API's run and the raw puts both keep the cores busy, so the ratio of rates is
// close to the inverse ratio of CPU spent per write (see the API README, "Bench: where the time goes").
console.log(
  '\nCPU per write, ms (user + system, every thread): API = load generator and database (this process) + store; raw = client and database (this process)',
);
console.log('endpoint        generator+db   store   API total   raw put   raw ÷ API');
for (const run of runs) {
  const api = run.generatorCpu + run.storeCpu;
  const raw = rawCpu[run.endpoint] ?? NaN;
  console.log(
    `${run.endpoint.padEnd(14)} ${run.generatorCpu.toFixed(2).padStart(13)} ${run.storeCpu.toFixed(2).padStart(7)} ${api.toFixed(2).padStart(11)} ${raw.toFixed(2).padStart(9)} ${`${((100 * raw) / api).toFixed(0)}%`.padStart(11)}`,
  );
}
const mismatches = runs.filter((run) => stored[run.endpoint] !== expectedOf(run)).length;

// 3. One store, then two side by side, on one dynalite outside them (here in this process, on its worker thread), as
// several servers share DynamoDB: each instance warmed up, then the same load spread over the instances' ports.
const scaleDatabase = await sharedDatabase();
const scale: Record<number, Awaited<ReturnType<typeof load>>[]> = {};
let scaleAcknowledged = 0;
for (const instances of [1, 2]) {
  const ports = await Promise.all(Array.from({ length: instances }, () => freePort()));
  const stops = await Promise.all(ports.map((p) => scaleDatabase.store(p)));
  for (const endpoint of endpoints) for (const p of ports) scaleAcknowledged += (await load(p, endpoint, warmUpRequests)).acknowledged;
  scale[instances] = [];
  for (const endpoint of endpoints) scale[instances].push(await load(ports, endpoint));
  scaleAcknowledged += scale[instances].reduce((sum, run) => sum + run.acknowledged, 0);
  await Promise.all(stops.map((stopOne) => stopOne()));
}
const sharedStored = Object.values(await countStored(scaleDatabase.db)).reduce((sum, count) => sum + count, 0);
await scaleDatabase.stop();

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

const meanRaw = endpoints.reduce((sum, endpoint) => sum + ((before[endpoint] ?? 0) + (after[endpoint] ?? 0)) / 2, 0) / endpoints.length;
console.log('\nendpoint        req/s  raw puts/s (mean of all)  % of raw  p50 ms  p99 ms  errors');
console.log(
  `${'webhook'.padEnd(14)} ${webhook.rps.toFixed(0).padStart(6)}  ${meanRaw.toFixed(0).padStart(24)} ${`${((100 * webhook.rps) / meanRaw).toFixed(0)}%`.padStart(9)} ${String(webhook.p50).padStart(7)} ${String(webhook.p99).padStart(7)} ${String(webhook.errors).padStart(7)}`,
);
