// How an order's item is stored (modules/orders/order-packing.ts): the bulky attributes nothing queries are packed into
// one compressed binary attribute, so each write of the order costs 1 write unit instead of 3; orders stored before
// (every attribute plain, or packed in an earlier format) read the same and are packed by their first change.
import { deflateRawSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { customer, daysFromToday, operator, placeOrder } from './support/operations';
import { currentPackingFormat, packingDictionaries } from '../modules/orders/order-packing-dictionaries';
import { packedAttributes } from '../modules/orders/order-packing';

let harness: AccountsHarness;
let staff: Browser;
let shopper: Browser;
let shopperPhone: string;

beforeAll(async () => {
  harness = await startAccountsHarness();
  staff = await operator(harness, newPhone(), 'Priya Shah');
  shopperPhone = newPhone();
  shopper = await customer(harness, shopperPhone);
}, 120_000);
afterAll(async () => harness?.close());

const raw = async (key: string) =>
  (await harness.db.send(new GetCommand({ TableName: harness.tables.order.name, Key: { IdempotencyKey: key }, ConsistentRead: true }))).Item!;
/** The item's size as DynamoDB counts it, near enough: names and values, a binary value by its bytes. */
const sizeOf = (item: Record<string, unknown>) =>
  Object.entries(item).reduce((sum, [name, value]) => sum + name.length + (value instanceof Uint8Array ? value.length : JSON.stringify(value).length), 0);
const detail = async (orderNumber: string) => (await staff.get(`/api/admin/orders/${orderNumber}`)).json<AdminOrderDetail>();

describe('an order as stored', () => {
  it('keeps its history, messages, lines and ledger packed in one binary attribute, under 1 KB, and answers them as before', async () => {
    const placed = await placeOrder(shopper, { eventDate: daysFromToday(15), phone: shopperPhone });
    const moved = await staff.post(`/api/admin/orders/${placed.orderNumber}/status`, { to: 'confirmed', expectedVersion: 0 });
    expect(moved.statusCode, moved.body).toBe(200);

    const item = await raw(placed.id);
    expect(item.Packed).toBeInstanceOf(Uint8Array);
    for (const name of ['History', 'Outbox', 'Lines', 'SearchTerms', 'AccessTokenHash', 'id', 'CustomerName', 'SearchName'])
      expect(item, name).not.toHaveProperty(name);
    // What the indexes and the console's filter read stays plain.
    expect(item).toMatchObject({ OrderNumber: placed.orderNumber, Status: 'confirmed', Version: 1, PaymentMethod: 'cod' });
    expect(sizeOf(item)).toBeLessThan(1024);

    const shown = await detail(placed.orderNumber);
    expect(shown.history.map((entry) => entry.to)).toEqual(['placed', 'confirmed']);
    expect(shown).toMatchObject({ status: 'confirmed', version: 1, customerName: 'Asha Rao' });
    expect((await shopper.get(`/api/orders/${placed.id}`)).json()).toMatchObject({ status: 'confirmed' });
  });

  it('reads an order stored with every attribute plain, and its first change packs them', async () => {
    const placed = await placeOrder(shopper, { eventDate: daysFromToday(16), phone: shopperPhone });
    const { Packed: _packed, ...plain } = (await harness.scan(harness.tables.order.name)).find((o) => o.OrderNumber === placed.orderNumber)!;
    // As the API wrote orders before packing: the same attributes, none packed.
    await harness.db.send(new DeleteCommand({ TableName: harness.tables.order.name, Key: { IdempotencyKey: placed.id } }));
    await harness.db.send(new PutCommand({ TableName: harness.tables.order.name, Item: plain }));
    expect((await raw(placed.id)).History).toHaveLength(1);
    expect(await detail(placed.orderNumber)).toMatchObject({ status: 'placed', version: 0 });

    const moved = await staff.post(`/api/admin/orders/${placed.orderNumber}/status`, { to: 'confirmed', expectedVersion: 0 });
    expect(moved.statusCode, moved.body).toBe(200);
    const item = await raw(placed.id);
    expect(item.Packed).toBeInstanceOf(Uint8Array);
    for (const name of ['History', 'Outbox', 'Lines', 'Ledger', 'SearchTerms']) expect(item, name).not.toHaveProperty(name);
    expect((await detail(placed.orderNumber)).history.map((entry) => entry.to)).toEqual(['placed', 'confirmed']);
    // Still found by what was plain before (its search terms, now packed, by the search table's items).
    const found = (await staff.get(`/api/admin/orders?q=${placed.orderNumber.slice(-6)}`)).json<{ items: { orderNumber: string }[] }>();
    expect(found.items.map((order) => order.orderNumber)).toContain(placed.orderNumber);
  });

  it('reads an order packed by the release before (format 1), and its next change packs it in the current format', async () => {
    const lines = [{ themeId: 'superhero', addons: ['neonSign'], quantity: 1 }];
    const placed = await placeOrder(shopper, { eventDate: daysFromToday(19), phone: shopperPhone, lines });
    const confirmed = await staff.post(`/api/admin/orders/${placed.orderNumber}/status`, { to: 'confirmed', expectedVersion: 0 });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // As the release before stored it: the delivery slot, the contact's phone and the party's date plain, the rest
    // packed in format 1 (with format 1's dictionary).
    const order = (await harness.get(harness.tables.order.name, { IdempotencyKey: placed.id }))!;
    const sinceFormat2 = ['DeliverySlot', 'ContactPhone', 'EventDate'];
    const formerlyPacked = [...packedAttributes].filter((name) => !sinceFormat2.includes(name) && order[name] !== undefined);
    const packedV1 = deflateRawSync(JSON.stringify(Object.fromEntries(formerlyPacked.map((name) => [name, order[name]]))), {
      dictionary: packingDictionaries.get(1)!,
    });
    const plain = Object.fromEntries(Object.entries(order).filter(([name]) => !formerlyPacked.includes(name) && name !== 'id'));
    await harness.db.send(new PutCommand({ TableName: harness.tables.order.name, Item: { ...plain, Packed: Buffer.concat([Buffer.from([1]), packedV1]) } }));
    expect(await raw(placed.id)).toMatchObject({ ContactPhone: shopperPhone, EventDate: daysFromToday(19) });

    const before = await detail(placed.orderNumber);
    expect(before).toMatchObject({ status: 'confirmed', version: 1, eventDate: daysFromToday(19), deliverySlot: placed.deliverySlot });
    expect(before.history.map((entry) => entry.to)).toEqual(['placed', 'confirmed']);
    expect(before.boxes[0]!.addons.map((addon) => addon.key)).toEqual(['neonSign']);

    const moved = await staff.post(`/api/admin/orders/${placed.orderNumber}/status`, { to: 'packed', expectedVersion: 1 });
    expect(moved.statusCode, moved.body).toBe(200);
    const item = await raw(placed.id);
    expect((item.Packed as Uint8Array)[0]).toBe(currentPackingFormat);
    for (const name of sinceFormat2) expect(item, name).not.toHaveProperty(name);
    expect(await detail(placed.orderNumber)).toMatchObject({ status: 'packed', eventDate: daysFromToday(19), deliverySlot: placed.deliverySlot });
  });
});
