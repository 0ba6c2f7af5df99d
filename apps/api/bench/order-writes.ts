// `pnpm bench:api`, first part: the DynamoDB write units one paid order costs over its whole life, through the real
// API on dynalite: a guest's checkout, payment through the embedded Razorpay sandbox (the checkout handler's report and
// the webhooks), an operator moving it confirmed → packed → out for delivery → delivered, and every text and e-mail
// sent by the dispatcher (a round after each step, as its schedule would). Prints the units by phase and by table,
// beside the README's figure. See write-meter.ts for how the units are counted.
import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths, wireHeaders } from '@partybox/contracts';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createDocumentClient } from '../src/platform/db/client';
import { createTables } from '../src/platform/db/create-tables';
import { embeddedConnection, startDynalite } from '../src/platform/db/embedded';
import { openIdentity } from '../src/modules/accounts';
import { openGateway } from '../src/modules/payments';
import { createServer } from '../src/server';
import { realCatalog, testConfig } from '../src/__tests__/support/harness';
import { WriteMeter, type MeteredWrite } from './write-meter';

/** The README's figure before this bench existed (apps/infra/README.md, "Cost and scale"): 4 writes an order. */
const readmeUnitsPerOrder = 700;
/** The goal (issue 25): at most this many write units for a paid order's whole life. */
const goalUnits = 60;
const orders = Number(process.env.BENCH_ORDERS ?? 3);
/** BENCH_SIGNED_IN=1: each order placed by a signed-in customer (signed up before counting) instead of a guest. */
const signedIn = Boolean(process.env.BENCH_SIGNED_IN);
/** The box's add-ons (BENCH_ADDONS=cupcakeToppers,neonSign): none by default, the figure the README compares. */
const addons = (process.env.BENCH_ADDONS ?? '').split(',').filter(Boolean);

type Send = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;

/** A browser over inject: keeps the cookies the server sets. */
function browser(app: FastifyInstance): Send {
  const cookies = new Map<string, string>();
  return async (method, url, body, headers = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await app.inject({
      method,
      url,
      headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...(cookie && { cookie }), ...headers },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
    });
    for (const set of response.cookies as { name: string; value: string }[]) cookies.set(set.name, set.value);
    return response;
  };
}

function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
  if (response.statusCode !== status) throw new Error(`${what}: answered ${response.statusCode}, not ${status}: ${response.body}`);
}

let keys = 0;
const newKey = (label: string) => `${label}-${Date.now().toString(36)}-${++keys}`.padEnd(16, '0');

async function main() {
  const folder = mkdtempSync(join(tmpdir(), 'partybox-bench-writes-'));
  const database = await startDynalite({ dataDir: join(folder, 'dynamodb') });
  const connection = embeddedConnection(database, 'ap-south-1');
  const meter = new WriteMeter(new DynamoDBClient({ region: connection.region, endpoint: connection.endpoint!, credentials: connection.credentials! }));
  const db = meter.instrument(createDocumentClient(connection));
  await createTables(db, '');
  const gateway = await openGateway(
    { mode: 'embedded', dataDir: join(folder, 'razorpay') },
    { webhookTiming: { retryBaseMs: 50, maxAttempts: 4, timeoutMs: 5000 } },
  );
  const identity = await openIdentity({ mode: 'embedded', dataDir: join(folder, 'cognito'), region: 'ap-south-1' });
  identity.onSms(() => undefined);
  // The sandbox posts its webhooks from this machine, which here stands for Razorpay's own addresses: in production
  // their posts are not counted against the webhook budget (RAZORPAY_WEBHOOK_ADDRESSES), so neither are they here.
  const defaults = testConfig();
  const config = testConfig({
    authLimits: { perPhone: 50, perAddress: 1000, windowSeconds: 900 },
    rateLimits: { ...defaults.rateLimits, webhookSources: ['127.0.0.1', '::1'] },
  });
  const app = await createServer({ config, db, catalog: realCatalog(), payments: gateway, identity, dispatch: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  await gateway.setWebhookUrl(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}${apiPaths.razorpayWebhook}`);
  const sandbox = gateway.sandbox!;
  const code = (phone: string, kind: string) =>
    (
      JSON.parse(readFileSync(join(folder, 'cognito', 'db', `${identity.identity.userPoolId}.json`), 'utf8')) as {
        Users: Record<string, Record<string, string>>;
      }
    ).Users[`+91${phone}`]![kind]!;

  // The operator signs in before anything is counted: their session is not the order's cost.
  const staffPhone = '9820011111';
  await identity.identity.addOperator(staffPhone, 'Priya Nair');
  const staff = browser(app);
  expectStatus(
    await staff('POST', apiPaths.auth.resetPassword, { phone: staffPhone, code: code(staffPhone, 'ConfirmationCode'), password: 'party time tonight' }),
    200,
    'reset',
  );
  expectStatus(await staff('POST', apiPaths.auth.signIn, { phone: staffPhone, password: 'party time tonight' }), 200, 'sign-in');
  expectStatus(await staff('POST', apiPaths.auth.signInCode, { code: code(staffPhone, 'MFACode') }), 200, 'sign-in code');

  const texts = async () => {
    const phase = meter.phase;
    meter.phase = `${phase}: texts`;
    await app.sendPendingMessages();
    meter.phase = phase;
  };
  // Customers sign up and sign in before anything is counted too: their accounts are not an order's cost.
  const customers: Send[] = [];
  for (let n = 0; signedIn && n < orders; n++) {
    const phone = `98200${String(30_000 + n)}`;
    const customer = browser(app);
    expectStatus(await customer('POST', apiPaths.auth.signUp, { name: 'Asha Rao', phone, email: '', password: 'party time tonight' }), 200, 'sign-up');
    expectStatus(await customer('POST', apiPaths.auth.confirm, { phone, code: code(phone, 'ConfirmationCode') }), 200, 'confirm');
    expectStatus(await customer('POST', apiPaths.auth.signIn, { phone, password: 'party time tonight' }), 200, 'customer sign-in');
    expectStatus(await customer('POST', apiPaths.auth.signInCode, { code: code(phone, 'MFACode') }), 200, 'customer sign-in code');
    customers.push(customer);
  }
  const counted = meter.writes.length;
  for (let n = 0; n < orders; n++) {
    const shopper = customers[n] ?? browser(app);
    meter.phase = 'checkout';
    const started = await shopper('POST', apiPaths.checkouts, { lines: [{ themeId: 'superhero', addons, quantity: 1 }] });
    expectStatus(started, 201, 'start checkout');
    const view = started.json<{ id: string; version: number }>();
    // The party three weeks ahead, delivered on the first day and slot the calendar offers for it (as the page does).
    const eventDate = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const calendar = (await shopper('GET', apiPaths.deliveryCalendar.href(eventDate))).json<DeliveryCalendarView>();
    const day = calendar.days.find((candidate) => candidate.status === 'open' && candidate.slots.some((slot) => slot.available));
    if (!day) throw new Error(`the delivery calendar offers no day for a party on ${eventDate}`);
    const steps = {
      customization: { name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', eventDate },
      delivery: {
        fullName: 'Asha Rao',
        phone: '9820098200',
        email: 'asha@example.com',
        addressLine1: '4 Sea Breeze, Hill Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400050',
        deliveryDate: day.date,
        deliverySlot: day.slots.find((slot) => slot.available)!.id,
      },
      payment: { method: 'upi' },
    };
    const saved = await shopper('PATCH', apiPaths.checkout.href(view.id), { version: view.version, ...steps }, { 'idempotency-key': newKey('patch') });
    expectStatus(saved, 200, 'save checkout');
    meter.phase = 'place';
    const done = await shopper(
      'POST',
      apiPaths.checkoutComplete.href(view.id),
      { total: saved.json<{ total: number }>().total },
      { 'idempotency-key': newKey('complete') },
    );
    expectStatus(done, 201, 'complete');
    const { order, accessToken, payment } = done.json<{ order: { orderNumber: string }; accessToken: string; payment: { gatewayOrderId: string } }>();
    await texts();

    meter.phase = 'pay';
    const paid = sandbox.controls.payOrder(payment.gatewayOrderId, { method: 'upi', vpa: 'success@razorpay' });
    const signature = createHmac('sha256', sandbox.keySecret).update(`${payment.gatewayOrderId}|${paid.id}`).digest('hex');
    const verified = await shopper(
      'POST',
      apiPaths.orderPaymentVerify.href(order.orderNumber),
      { razorpay_order_id: payment.gatewayOrderId, razorpay_payment_id: paid.id, razorpay_signature: signature },
      { [wireHeaders.orderAccessToken]: accessToken },
    );
    expectStatus(verified, 200, 'verify payment');
    await sandbox.controls.webhooksSettled();
    await texts();

    let version = (await staff('GET', apiPaths.admin.order.href(order.orderNumber))).json<{ version: number }>().version;
    for (const to of ['confirmed', 'packed', 'out-for-delivery', 'delivered']) {
      meter.phase = to;
      const moved = await staff('POST', apiPaths.admin.orderStatus.href(order.orderNumber), { to, expectedVersion: version });
      expectStatus(moved, 200, to);
      version = moved.json<{ version: number }>().version;
      await texts();
    }
  }
  const writes = meter.writes.slice(counted);
  if (process.env.BENCH_DETAIL) await printLargestOrder(db);
  await app.close();
  await gateway.close();
  await identity.close();
  db.destroy();
  await database.stop();
  rmSync(folder, { recursive: true, force: true });
  report(writes);
}

/** The attributes of the largest order item, largest first: what each of its writes pays for. */
async function printLargestOrder(db: ReturnType<typeof createDocumentClient>): Promise<void> {
  const { Items = [] } = await db.send(new ScanCommand({ TableName: 'PartyBoxOrders' }));
  const sized = Items.map((item) => ({ item, bytes: JSON.stringify(item).length })).sort((a, b) => b.bytes - a.bytes);
  const largest = sized[0]?.item ?? {};
  console.table(
    Object.entries(largest)
      .map(([name, value]) => ({
        attribute: name,
        bytes: name.length + JSON.stringify(value).length,
        ...(process.env.BENCH_DETAIL === 'values' && { value: JSON.stringify(value) }),
      }))
      .sort((a, b) => b.bytes - a.bytes),
  );
}

const total = (writes: MeteredWrite[]) => writes.reduce((sum, w) => sum + w.tableUnits + Object.values(w.indexUnits).reduce((a, b) => a + b, 0), 0);
const indexTotal = (writes: MeteredWrite[]) => writes.reduce((sum, w) => sum + Object.values(w.indexUnits).reduce((a, b) => a + b, 0), 0);

function report(writes: MeteredWrite[]): void {
  const perOrder = (units: number) => (units / orders).toFixed(1);
  const group = (by: (w: MeteredWrite) => string) => {
    const rows = new Map<string, MeteredWrite[]>();
    for (const w of writes) rows.set(by(w), [...(rows.get(by(w)) ?? []), w]);
    return [...rows].map(([name, ws]) => ({
      [by === phaseOf ? 'phase' : 'table']: name,
      writes: ws.length / orders,
      'table units': perOrder(ws.reduce((s, w) => s + w.tableUnits, 0)),
      'index units': perOrder(indexTotal(ws)),
      'units / order': perOrder(total(ws)),
      'largest item (B)': Math.max(...ws.map((w) => w.itemBytes)),
    }));
  };
  // BENCH_DETAIL=1: every write of the first order, to see where the units go.
  if (process.env.BENCH_DETAIL) {
    console.table(
      writes.slice(0, writes.length / orders).map((w) => ({
        phase: w.phase,
        table: w.table,
        command: w.command,
        bytes: w.itemBytes,
        units: w.tableUnits,
        indexes: Object.entries(w.indexUnits)
          .filter(([, units]) => units > 0)
          .map(([index, units]) => `${index} ${units}`)
          .join(', '),
        ...(w.refused && { refused: 'condition failed' }),
        from: w.from,
      })),
    );
  }
  console.log(
    `\nDynamoDB write units per paid order (${orders} orders ${signedIn ? 'of signed-in customers' : 'of guests'}: checkout, pay by UPI in the sandbox, confirmed → delivered, every text sent)`,
  );
  console.table(group(phaseOf));
  console.table(group((w) => w.table));
  const reported = writes.filter((w) => w.reported !== undefined);
  const agree = reported.filter((w) => w.reported === w.tableUnits).length;
  console.log(`dynalite's ConsumedCapacity (table only, never the indexes) agrees with the computed table units on ${agree} of ${reported.length} writes.`);
  const units = total(writes) / orders;
  const limits = total(writes.filter((w) => w.table.endsWith('Limits'))) / orders;
  console.log(
    `Write units per paid order${signedIn ? ' (signed in)' : ''}: ${units.toFixed(1)} (of which ${limits.toFixed(1)} rate-limit and SMS counters); the goal is at most ${goalUnits}; the issue's measurement before: about ${readmeUnitsPerOrder}.`,
  );
}

function phaseOf(write: MeteredWrite): string {
  return write.phase;
}

await main();
