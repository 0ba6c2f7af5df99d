// The one API test harness: the real stack for a test file, dynalite on a loopback port chosen at run time, the tables
// and the app, with cognito-local and the Razorpay sandbox when a suite needs them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, PutCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { packOrder, unpackOrder } from '../../modules/orders/order-packing';
import { loadCatalog, type Catalog } from '@partybox/catalog';
import { Ajv } from 'ajv';
import { apiPaths } from '@partybox/contracts';
import { e164Phone } from '@partybox/contracts/phone';
import type { RazorpaySandbox } from '@partybox/razorpay-sandbox';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createDocumentClient } from '../../platform/db/client';
import { createTables } from '../../platform/db/create-tables';
import { embeddedConnection, startDynalite, type EmbeddedDatabase } from '../../platform/db/embedded';
import { tablesFor, type Tables } from '../../platform/db/tables';
import type { OrderRecord, OutboxMessageRecord } from '../../platform/db/records';
import { Repository } from '../../platform/db/repository';
import { defaultSmsLimits, type Config } from '../../platform/env/env';
import { openIdentity, type OpenIdentity } from '../../modules/accounts/identity/open-identity';
import { MessageMarks, type RecordMarks } from '../../modules/messages/message-marks';
import type { MessageSender } from '../../modules/messages/senders';
import { openGateway, type EmbeddedOptions, type OpenGateway } from '../../modules/payments/open-gateway';
import { createServer, type ServerDeps } from '../../server';

/** A fixed clock: 21 November 2026, midday in Mumbai. The earliest bookable event date is then 2026-11-26. */
export const fixedNow = new Date('2026-11-21T06:30:00.000Z');

let catalog: Catalog | undefined;
/** The real catalog, loaded once per test file. */
export function realCatalog(): Catalog {
  return (catalog ??= loadCatalog());
}

/** A configuration for tests; the database target is unused because the test passes its own client. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    database: { mode: 'endpoint', endpoint: 'http://127.0.0.1:9', region: 'ap-south-1' },
    tablePrefix: '',
    rateLimits: { checkoutWrites: 10_000, formWrites: 10_000, orderReads: 10_000 },
    trustProxy: false,
    webDist: join(tmpdir(), 'partybox-no-web-dist'),
    logLevel: 'silent',
    orderLinkSecret: 'a-test-secret-for-order-links-0123456789',
    // Suites about other behaviour text the same few numbers many times; the SMS caps have their own tests.
    smsLimits: { ...defaultSmsLimits, dailyPerNumber: 100_000, signInReserve: 0, hourlyBudget: 1_000_000, resendCooldownSeconds: 0, textsPerOrder: 1000 },
    ...overrides,
  };
}

/** One line the server logged, parsed (with `logs: true`). */
export type LogLine = { msg?: string; [key: string]: unknown };

/**
 * The catalog the suites' servers use: the real one, but with room for every order on any day. Suites about other
 * behaviour book many orders on one day; the calendar's capacities have their own tests (delivery-calendar.test.ts),
 * which pass their own calendar.
 */
export function testCatalog(calendar?: Partial<Catalog['calendar']>): Catalog {
  const real = realCatalog();
  const roomy = { ...real.calendar, ordersPerDay: 10_000, slots: real.calendar.slots.map((slot) => ({ ...slot, capacity: 10_000 })) };
  return { ...real, calendar: { ...roomy, ...calendar } };
}

export interface Harness {
  readonly app: FastifyInstance;
  /** The catalog the app serves (testCatalog, or the test's calendar over it). */
  readonly catalog: Catalog;
  readonly db: DynamoDBDocumentClient;
  readonly tables: Tables;
  readonly dynalite: EmbeddedDatabase;
  /** Every line the server logged, parsed (empty unless started with `logs: true`, or with accounts or payments). */
  readonly logs: LogLine[];
  /** Every item of a table (strongly consistent). */
  scan(table: string): Promise<Record<string, unknown>[]>;
  /** One item by its key (for most tables `{ IdempotencyKey }`). */
  get(table: string, key: Record<string, unknown>): Promise<Record<string, unknown> | undefined>;
  /**
   * Stores an order again as `change` leaves it (its packed attributes packed again): what time passing or an older
   * release would have left, for tests that need an order's day moved or an attribute it did not have then.
   */
  rewriteOrder(key: string, change: (order: Record<string, unknown>) => Record<string, unknown>): Promise<void>;
  /** Another app on this harness's database and catalog (closed by the test): `config` over the test configuration. */
  server(config?: Partial<Config>, deps?: Partial<Omit<ServerDeps, 'config'>>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** What a test may pass to the server besides the configuration: a clock it controls, the parts it needs. */
export interface HarnessOptions {
  readonly now?: () => Date;
  /** Start cognito-local in-process (the embedded mode) and give the app customer accounts. */
  readonly accounts?: boolean;
  /** Start the embedded Razorpay sandbox and listen on a loopback port, the sandbox's webhooks pointed at the app. */
  readonly payments?: { readonly webhookTiming?: EmbeddedOptions['webhookTiming'] };
  /** Keep the server's log lines in `logs` (at level info). */
  readonly logs?: boolean;
  /** Where customer messages go (default: the log). */
  readonly sender?: MessageSender;
  /** The delivery calendar to serve, over testCatalog's. */
  readonly calendar?: Partial<Catalog['calendar']>;
}

/** The harness with accounts: the emulator and the codes it texted. */
export interface IdentityParts {
  readonly identity: OpenIdentity;
  /** The code the emulator holds for a 10-digit phone: the sign-up/reset code or the sign-in (MFA) code. */
  code(phone: string, kind: 'ConfirmationCode' | 'MFACode'): string;
}

/** The harness with payments: the gateway the app uses and its sandbox's controls. */
export interface GatewayParts {
  readonly gateway: OpenGateway;
  readonly sandbox: RazorpaySandbox;
}

/** What cognito-local stores of each user of a pool (its data folder's `db/<pool>.json`), by username (E.164 phone). */
export function emulatorUsers(dataDir: string, userPoolId: string): Record<string, Record<string, string>> {
  return (JSON.parse(readFileSync(join(dataDir, 'db', `${userPoolId}.json`), 'utf8')) as { Users: Record<string, Record<string, string>> }).Users;
}

/** An app on `db` (any client, even one that reaches no database) with the test configuration under `config`; closed by the test. */
export function serverOn(
  db: DynamoDBDocumentClient,
  config: Partial<Config> = {},
  deps: Partial<Omit<ServerDeps, 'config' | 'db'>> = {},
): Promise<FastifyInstance> {
  return createServer({ config: testConfig(config), db, catalog: testCatalog(), ...deps });
}

/**
 * Starts dynalite (on disk in a temp folder, so it can be stopped and restarted), creates the tables, and builds the app,
 * with cognito-local (`accounts`) and the Razorpay sandbox (`payments`) when asked. The one place a test stack is built.
 */
export async function startHarness(overrides?: Partial<Config>, options?: HarnessOptions & { accounts?: false; payments?: undefined }): Promise<Harness>;
export async function startHarness(
  overrides: Partial<Config>,
  options: HarnessOptions & { accounts: true; payments?: undefined },
): Promise<Harness & IdentityParts>;
export async function startHarness(
  overrides: Partial<Config>,
  options: HarnessOptions & { payments: object },
): Promise<Harness & GatewayParts & Partial<IdentityParts>>;
export async function startHarness(overrides: Partial<Config> = {}, options: HarnessOptions = {}): Promise<Harness & Partial<IdentityParts & GatewayParts>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'partybox-api-test-'));
  const dynalite = await startDynalite({ dataDir: join(dataDir, 'dynamodb') });
  const db = createDocumentClient(embeddedConnection(dynalite, 'ap-south-1'));
  const withLog = options.logs || options.accounts || options.payments;
  const config = testConfig({ ...(withLog && { logLevel: 'info', authLimits: { perPhone: 50, perAddress: 1000, windowSeconds: 900 } }), ...overrides });
  await createTables(db, config.tablePrefix);
  const identity = options.accounts ? await openIdentity({ mode: 'embedded', dataDir: join(dataDir, 'cognito'), region: 'ap-south-1' }) : undefined;
  const gateway = options.payments
    ? await openGateway(
        { mode: 'embedded', dataDir: join(dataDir, 'razorpay') },
        { webhookTiming: options.payments.webhookTiming ?? { retryBaseMs: 50, maxAttempts: 4, timeoutMs: 5000 } },
      )
    : undefined;
  const logs: LogLine[] = [];
  const logStream = withLog ? { write: (line: string) => void logs.push(JSON.parse(line) as LogLine) } : undefined;
  // The outbox dispatcher stays off: tests that read records back expect them as written (dispatcher tests run their own).
  const catalog = testCatalog(options.calendar);
  const app = await createServer({
    config,
    db,
    catalog,
    now: options.now ?? (() => fixedNow),
    dispatch: false,
    ...(logStream && { logStream }),
    ...(identity && { identity }),
    ...(gateway && { payments: gateway }),
    ...(options.sender && { sender: options.sender }),
  });
  if (gateway) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    await gateway.setWebhookUrl(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${apiPaths.razorpayWebhook}`);
  } else {
    await app.ready();
  }
  return {
    app,
    catalog,
    db,
    tables: tablesFor(config.tablePrefix),
    dynalite,
    logs,
    ...(identity && {
      identity,
      code: (phone: string, kind: 'ConfirmationCode' | 'MFACode') => {
        const code = emulatorUsers(join(dataDir, 'cognito'), identity.identity.userPoolId)[e164Phone(phone)]?.[kind];
        if (!code) throw new Error(`no ${kind} stored for ${phone}`);
        return code;
      },
    }),
    ...(gateway && { gateway, sandbox: gateway.sandbox! }),
    // Order items as the API reads them (their packed attributes unpacked: modules/orders/order-packing.ts).
    scan: async (table) =>
      ((await db.send(new ScanCommand({ TableName: table, ConsistentRead: true }))).Items ?? []).map((item) => unpackOrder<Record<string, unknown>>(item)!),
    get: async (table, key) => unpackOrder<Record<string, unknown>>((await db.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item),
    rewriteOrder: async (key, change) => {
      const table = tablesFor(config.tablePrefix).order.name;
      const item = unpackOrder<Record<string, unknown>>(
        (await db.send(new GetCommand({ TableName: table, Key: { IdempotencyKey: key }, ConsistentRead: true }))).Item,
      );
      if (!item) throw new Error(`no order ${key}`);
      await db.send(new PutCommand({ TableName: table, Item: packOrder(change(item) as unknown as OrderRecord) }));
    },
    server: (more = {}, { db: other = db, ...deps } = {}) => serverOn(other, more, { catalog, ...deps }),
    close: async () => {
      await app.close();
      await gateway?.close();
      await identity?.close();
      db.destroy();
      await dynalite.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a stack once for the test file (or the describe block it is called in) and stops it after: the object it
 * answers stands for the started one, so a test reads `h.app` as if it held the harness itself.
 */
export function useHarness<H extends { close(): Promise<void> }>(start: () => Promise<H>, timeoutMs?: number): H {
  let started: H | undefined;
  beforeAll(async () => {
    started = await start();
  }, timeoutMs);
  afterAll(() => started?.close());
  return new Proxy({} as H, {
    get: (_target, key) => {
      if (!started) throw new Error(`the harness is not started yet: read ${String(key)} inside a test or hook`);
      return Reflect.get(started, key);
    },
  });
}

/**
 * Messages as the dispatcher sees them: each with its sending state (sent, attempts, given up, skipped), which lives in
 * its record's mark item (modules/messages/message-marks.ts), not on the record. The messages may be of several
 * records: each one's item is found by the message ids it names.
 */
export async function currentOutbox(h: Pick<Harness, 'db' | 'tables' | 'scan'>, outbox: unknown): Promise<OutboxMessageRecord[]> {
  const marks = new MessageMarks(new Repository(h.db), h.tables.messageMark);
  const items = (await h.scan(h.tables.messageMark.name)) as unknown as RecordMarks[];
  const itemOf = (id: string) => items.find((item) => item.Sent?.[id] !== undefined || item.States?.[id] !== undefined);
  return Promise.all(
    ((outbox ?? []) as OutboxMessageRecord[]).map(async (message) => (await marks.current(itemOf(message.Id)?.MessageId ?? 'none', [message])).outbox[0]!),
  );
}

/** A server-made id: a UUIDv7. */
export const serverIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let counter = 0;
/** A fresh, valid Idempotency-Key. */
export function newKey(label = 'key'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 10)}`.slice(0, 64).padEnd(16, '0');
}

/** POSTs JSON with an Idempotency-Key (pass `key: null` to leave the header out). */
export function post(app: FastifyInstance, url: string, body: unknown, key: string | null = newKey()): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(key !== null && { 'idempotency-key': key }) },
    payload: JSON.stringify(body),
  });
}

const ajv = new Ajv({ allErrors: true, strict: true });
/** The ajv errors of `item` against a record schema from contracts, or [] when it conforms. */
export function schemaErrors(schema: object, item: unknown): string[] {
  const validate = ajv.compile(schema);
  return validate(item) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** The type of every attribute, recursively, so tests can check numbers stayed numbers. */
export function typesOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(typesOf);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesOf(v)]));
  return typeof value;
}
