// Starts the real stack for a test file: dynalite on a loopback port chosen at run time, the tables, and the app.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, ScanCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { loadCatalog, type Catalog } from '@partybox/catalog';
import { Ajv } from 'ajv';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createDocumentClient } from '../../platform/db/client';
import { createTables } from '../../platform/db/create-tables';
import { embeddedConnection, startDynalite, type EmbeddedDatabase } from '../../platform/db/embedded';
import { tablesFor, type Tables } from '../../platform/db/tables';
import type { OutboxMessageRecord } from '../../platform/db/records';
import { Repository } from '../../platform/db/repository';
import { defaultSmsLimits, type Config } from '../../platform/env/env';
import { MessageMarks } from '../../modules/messages/message-marks';
import { createServer } from '../../server';

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
  /** Every item of a table (strongly consistent). */
  scan(table: string): Promise<Record<string, unknown>[]>;
  /** One item by its key (for most tables `{ IdempotencyKey }`). */
  get(table: string, key: Record<string, unknown>): Promise<Record<string, unknown> | undefined>;
  close(): Promise<void>;
}

/** What a test may pass to the server besides the configuration: a clock it controls. */
export interface HarnessOptions {
  readonly now?: () => Date;
  /** The delivery calendar to serve, over testCatalog's. */
  readonly calendar?: Partial<Catalog['calendar']>;
}

/** Starts dynalite (on disk in a temp folder, so it can be stopped and restarted), creates the tables, builds the app. */
export async function startHarness(overrides: Partial<Config> = {}, options: HarnessOptions = {}): Promise<Harness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'partybox-api-test-'));
  const dynalite = await startDynalite({ dataDir });
  const db = createDocumentClient(embeddedConnection(dynalite, 'ap-south-1'));
  const config = testConfig(overrides);
  await createTables(db, config.tablePrefix);
  // The outbox dispatcher stays off: tests that read records back expect them as written (dispatcher tests run their own).
  const catalog = testCatalog(options.calendar);
  const app = await createServer({ config, db, catalog, now: options.now ?? (() => fixedNow), dispatch: false });
  await app.ready();
  return {
    app,
    catalog,
    db,
    tables: tablesFor(config.tablePrefix),
    dynalite,
    scan: async (table) => ((await db.send(new ScanCommand({ TableName: table, ConsistentRead: true }))).Items ?? []) as Record<string, unknown>[],
    get: async (table, key) => (await db.send(new GetCommand({ TableName: table, Key: key, ConsistentRead: true }))).Item,
    close: async () => {
      await app.close();
      db.destroy();
      await dynalite.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A record's outbox as the dispatcher sees it: each message with its sending state (lease, sent, attempts), which lives
 * in the message's own mark item (modules/messages/message-marks.ts), not on the record.
 */
export async function currentOutbox(h: Pick<Harness, 'db' | 'tables'>, outbox: unknown): Promise<OutboxMessageRecord[]> {
  return new MessageMarks(new Repository(h.db), h.tables.messageMark).current(outbox as OutboxMessageRecord[] | undefined);
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
