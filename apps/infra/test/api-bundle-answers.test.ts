// The bundle as deployed answers with a real database behind it: built by bundleApi (the stand-ins and the trimmed
// SDK schemas of api-bundle.ts included), loaded in a child process the way Lambda loads it (AWS_LAMBDA_FUNCTION_NAME
// set, so the app is built in INIT), and called with function URL events against a dynalite started here. Each stand-in
// on its own throws a message naming what was left out.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIPv6 } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentClient, createTables, embeddedConnection, localCredentials, startDynalite } from '@partybox/api';
import { bundleApi, checkedCatalogFileName, sdkSchemas, standIns, startupFiles } from '../src/api-bundle';

/** The part of ip-address that @fastify/rate-limit uses (and the stand-in's refusals). */
interface IpAddress {
  Address6: new (address: string) => {
    isMapped4(): boolean;
    to4(): { correctForm(): string };
    startAddress(): { correctForm(): string };
    correctForm(): string;
  };
  Address4: new (address: string) => unknown;
}

interface Answer {
  statusCode: number;
  body: string;
}

const event = (path: string, query = '', sourceIp = '203.0.113.9') => ({
  version: '2.0',
  rawPath: path,
  rawQueryString: query,
  headers: { host: 'abc.lambda-url.ap-south-1.on.aws' },
  requestContext: { http: { method: 'GET', path, sourceIp } },
});

const dir = mkdtempSync(join(tmpdir(), 'partybox-answers-'));
let out: string | undefined;
/** The bundle built for this file (once). */
const bundleDir = () => (out ??= bundleApi(join(dir, 'api-lambda')));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the bundle as deployed, with a database', () => {
  let database: Awaited<ReturnType<typeof startDynalite>>;

  beforeAll(async () => {
    bundleDir();
    database = await startDynalite({ dataDir: join(dir, 'dynamodb') });
    const db = createDocumentClient(embeddedConnection(database, 'ap-south-1'));
    await createTables(db, 'answers-');
    db.destroy();
  }, 120_000);

  afterAll(async () => {
    await database?.stop();
  });

  /** Starts the bundle in a fresh process with `tablePrefix`, sends `events` one after another; the answers and the log lines. */
  function run(events: object[], tablePrefix = 'answers-'): { answers: Answer[]; log: Record<string, unknown>[] } {
    const driver = join(dir, 'invoke.mjs');
    writeFileSync(
      driver,
      `const { handler } = await import(${JSON.stringify(pathToFileURL(join(bundleDir(), 'index.mjs')).href)});
for (const event of ${JSON.stringify(events)}) process.stdout.write('ANSWER ' + JSON.stringify(await handler(event, {})) + '\\n');
process.exit(0);
`,
    );
    const child = spawnSync(process.execPath, [driver], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        AWS_LAMBDA_FUNCTION_NAME: 'partybox-answers-test',
        AWS_REGION: 'ap-south-1',
        AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
        AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        CATALOG_DIR: join(bundleDir(), 'catalog'),
        CHECKED_CATALOG_FILE: join(bundleDir(), checkedCatalogFileName),
        WEB_DIST: join(dir, 'no-web'),
        DYNAMODB_ENDPOINT: database.endpoint,
        TABLE_PREFIX: tablePrefix,
        COGNITO_ENDPOINT: 'http://127.0.0.1:9',
        COGNITO_USER_POOL_ID: 'ap-south-1_answers',
        COGNITO_CLIENT_ID: 'answers',
        COGNITO_CLIENT_SECRET: 'answers-client-secret',
        RAZORPAY_KEY_ID: 'rzp_test_PartyBoxAnswers1',
        RAZORPAY_KEY_SECRET: 'answers-key-secret',
        RAZORPAY_WEBHOOK_SECRET: 'answers-webhook-secret',
        ORDER_LINK_SECRET: 'a-test-secret-of-at-least-32-characters',
        LOG_LEVEL: 'warn',
      },
    });
    const lines = child.stdout.split('\n');
    if (child.status !== 0) throw new Error(`the bundle exited with ${child.status}:\n${child.stdout}\n${child.stderr}`);
    return {
      answers: lines.filter((line) => line.startsWith('ANSWER ')).map((line) => JSON.parse(line.slice('ANSWER '.length)) as Answer),
      log: lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>),
    };
  }

  it('answers the health check and a read of the delivery calendar, from an IPv4 and an IPv6 address', () => {
    const { answers } = run([event('/api/health'), event('/api/delivery-calendar'), event('/api/delivery-calendar', '', '2001:db8:85a3::8a2e:370:7334')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(JSON.parse(answers[0]!.body)).toEqual({ ok: true });
    // The booking window's days, read from the delivery days table (a BatchGet) and written by the route's serialiser.
    const calendar = JSON.parse(answers[1]!.body) as { days: { date: string }[] };
    expect(calendar.days.length).toBeGreaterThan(0);
    expect(calendar.days[0]!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(answers[2]!.body).toBe(answers[1]!.body);
  });

  it('still names an SDK error whose class is not registered (ResourceNotFoundException, from a missing table)', () => {
    // No table has this prefix: DescribeTable is refused with an error the trimmed DynamoDB client has no class for.
    const { answers, log } = run([event('/api/health')], 'missing-');
    expect(answers[0]!.statusCode).toBe(503);
    const failure = log.find((entry) => entry.msg === 'health check failed') as { err?: { name?: string; message?: string; $fault?: string } };
    expect(failure?.err).toMatchObject({ name: 'ResourceNotFoundException', $fault: 'client' });
    expect(failure?.err?.message).toMatch(/non-existent table|not found/i);
  });

  it("reads no code that is stood in for: pino's transports, safe-regex2's parser, the SDK's unreached schemas", () => {
    const startup = startupFiles(bundleDir())
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // thread-stream's own message, one of ret's, an SSM error and a shape nothing in the API reaches.
    for (const leftOut of [
      'the worker has exited',
      'options or stack must be Root or Group token',
      'AutomationDefinitionNotFoundException',
      'InventoryDeletionSummary',
    ])
      expect(startup.includes(leftOut), leftOut).toBe(false);
    // What the API needs stays: the one SSM operation, and the error class it tests with instanceof.
    for (const kept of ['GetParametersByPath', 'ConditionalCheckFailedException']) expect(startup.includes(kept), kept).toBe(true);
  });
});

describe('the stand-ins', () => {
  const load = createRequire(import.meta.url);
  const standInFiles = [...new Set(standIns.map((standIn) => standIn.path))];
  const addressStandIn = standIns.find((standIn) => standIn.request === 'ip-address')!.path;

  it('each throws a message that names what was left out of the bundle and where', () => {
    expect(standInFiles.length).toBe(6);
    const leftOut = /left out of the API's Lambda bundle \(apps\/infra\/src\/api-bundle\.ts/;
    for (const file of standInFiles.filter((path) => !/address6|plugin-version-check/.test(path))) {
      const loaded = load(file) as ((pattern?: unknown) => unknown) | { parse: (address: string) => unknown };
      const standIn = typeof loaded === 'function' ? loaded : loaded.parse;
      expect(() => standIn('10.0.0.0'), file).toThrow(leftOut);
    }
    const { Address4, Address6 } = load(addressStandIn) as IpAddress;
    expect(() => (new Address6('2001:db8::1') as unknown as { isTeredo(): boolean }).isTeredo()).toThrow(/Address6\.isTeredo of ip-address is left out/);
    expect(() => new Address4('192.0.2.1')).toThrow(leftOut);
  });

  it("answers Fastify's plugin version check as semver does, for the ranges the bundled plugins give, and refuses any other", () => {
    const fastifyRequire = createRequire(createRequire(load.resolve('@partybox/api')).resolve('fastify'));
    const real = fastifyRequire('semver') as { satisfies(version: string, range: string): boolean };
    const stoodIn = load(standIns.find((standIn) => standIn.request === 'semver')!.path) as typeof real & { gt(a: string, b: string): boolean };
    const fastifyVersion = (fastifyRequire('./package.json') as { version: string }).version;
    for (const version of [fastifyVersion, '5.0.0', '5.99.1', '4.29.0', '6.0.0', '10.2.3'])
      for (const range of ['5.x', '5', '5.x.x', '5.X', '4.x', '6.x', ' 5.x '])
        expect(stoodIn.satisfies(version, range), `${version} in ${range}`).toBe(real.satisfies(version, range));
    // The ranges of the plugins in the bundle (fastify-plugin's metadata, `fastify: "…"`) are all of that form.
    const bundled = startupFiles(bundleDir()).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\bfastify:"([^"]+)"/g)].map((match) => match[1]!));
    expect(bundled.length).toBeGreaterThan(0);
    for (const range of bundled) expect(stoodIn.satisfies(fastifyVersion, range), range).toBe(true);
    for (const range of ['^5.1.0', '>=5.0.0', '5.x || 6.x']) expect(() => stoodIn.satisfies(fastifyVersion, range)).toThrow(/semver is left out/);
    expect(() => stoodIn.satisfies('5.1.0-rc.1', '5.x')).toThrow(/semver is left out/);
    expect(() => stoodIn.gt('5.1.0', '5.0.0')).toThrow(/semver\.gt: semver is left out/);
  });

  it("keys an IPv6 client as @fastify/rate-limit does with ip-address: its network's first address, or the IPv4 inside", () => {
    const rateLimitRequire = createRequire(createRequire(load.resolve('@partybox/api')).resolve('@fastify/rate-limit'));
    const real = rateLimitRequire('ip-address') as IpAddress;
    const stoodIn = load(addressStandIn) as IpAddress;
    // @fastify/rate-limit's normalizeIP, for an address Node's isIPv6 accepts.
    const key = (lib: IpAddress, ip: string, subnet: number) => {
      const address = new lib.Address6(ip);
      if (address.isMapped4()) return address.to4().correctForm();
      return subnet < 128 ? new lib.Address6(`${ip}/${subnet}`).startAddress().correctForm() : address.correctForm();
    };
    const addresses = ['::', '::1', '2001:DB8:0:0:1:0:0:1', '2001:0db8:0000:0000:0000:ff00:0042:8329', '::ffff:192.0.2.128', '::192.0.2.128', 'fe80::1%eth0'];
    addresses.push('1:0:0:2:0:0:0:3', '0:0:1:0:0:0:0:0', '1:2:3:4:5:6:7:8', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff', '64:ff9b::192.0.2.33');
    // Groups of zeros and not, in every arrangement of eight, written short and long.
    for (let bits = 0; bits < 256; bits++) {
      const groups = Array.from({ length: 8 }, (_, i) => ((bits >> i) & 1 ? ((i * 7919 + bits * 31) % 0xffff) + 1 : 0));
      addresses.push(groups.map((group) => group.toString(16)).join(':'), groups.map((group) => group.toString(16).padStart(4, '0').toUpperCase()).join(':'));
    }
    expect(addresses.every((ip) => isIPv6(ip))).toBe(true);
    for (const ip of addresses)
      for (const subnet of [0, 1, 15, 16, 17, 56, 64, 100, 127, 128]) expect(key(stoodIn, ip, subnet), `${ip}/${subnet}`).toBe(key(real, ip, subnet));
  });

  it("the router's check answers only for find-my-way's own patterns, as the real one does", () => {
    const stoodIn = load(standIns.find((standIn) => standIn.request === 'safe-regex2')!.path) as (pattern: RegExp) => boolean;
    // The real check, from the router's own dependencies.
    const routerRequire = createRequire(createRequire(createRequire(load.resolve('@partybox/api')).resolve('fastify')).resolve('find-my-way'));
    const real = routerRequire('safe-regex2') as (pattern: RegExp) => boolean;
    const source = readFileSync(routerRequire.resolve('find-my-way'), 'utf8');
    const own = [...source.matchAll(/^const \w+_REGEXP = (\/.+\/[a-z]*)$/gm)].map((match) => new Function(`return ${match[1]}`)() as RegExp);
    expect(own).toHaveLength(3);
    for (const pattern of own) expect([stoodIn(pattern), real(pattern)]).toEqual([true, true]);
    expect(() => stoodIn(/^\/orders\/(\d+)$/)).toThrow(/a route with the regular expression/);
  });

  it('the SDK errors kept registered include every one the API tests with instanceof', () => {
    const apiSource = join(load.resolve('@partybox/api'), '..');
    const files = spawnSync('git', ['ls-files', '*.ts', ':!**/__tests__/**'], { cwd: apiSource, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
    const testedByClass = files.flatMap((file) =>
      [...readFileSync(join(apiSource, file), 'utf8').matchAll(/instanceof (\w+(?:Exception|Error))\b/g)].map((match) => match[1]!),
    );
    const fromSdk = testedByClass.filter((name) =>
      files.some((file) => new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '@aws-sdk/`).test(readFileSync(join(apiSource, file), 'utf8'))),
    );
    expect(fromSdk).toContain('ConditionalCheckFailedException');
    for (const name of fromSdk) expect(sdkSchemas.keep, name).toContain(name);
  });
});
