// The console's orders and the customer's status page against cognito-local and dynalite started here: concurrent
// changes (one wins, one 409), lists by event date with filters, search and cursors (Queries only, never a Scan),
// the status page by owner, access token or link token, the customer's cancel and its deadline, older orders.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths } from '@partybox/contracts';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import type { AdminOrderDetail, AdminOrderPage, CustomerOrderStatus } from '@partybox/contracts/operations';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backfill } from '../modules/orders/backfill';
import { linkTokenFor } from '../modules/orders/link-token';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { testConfig } from './support/harness';
import { customer, daysFromToday, operator, placeOrder } from './support/operations';

let harness: AccountsHarness;
let staff: Browser;
let shopper: Browser;
let shopperPhone: string;
const linkSecret = testConfig().orderLinkSecret!;

beforeAll(async () => {
  harness = await startAccountsHarness();
  staff = await operator(harness, newPhone(), 'Priya Shah');
  shopperPhone = newPhone();
  shopper = await customer(harness, shopperPhone);
}, 120_000);
afterAll(async () => harness?.close());

const detail = async (orderNumber: string) => (await staff.get(`/api/admin/orders/${orderNumber}`)).json<AdminOrderDetail>();
const list = async (query: string) => {
  const response = await staff.get(`/api/admin/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOrderPage>();
};

describe('operators changing orders', () => {
  it('of two concurrent changes of one order, one wins and the other gets 409; the history has one change', async () => {
    const { orderNumber } = await placeOrder(shopper, { eventDate: daysFromToday(14), phone: shopperPhone });
    const second = await operator(harness, newPhone(), 'Ravi Kumar');
    const [a, b] = await Promise.all([
      staff.post(`/api/admin/orders/${orderNumber}/status`, { to: 'confirmed', expectedVersion: 0 }),
      second.post(`/api/admin/orders/${orderNumber}/status`, { to: 'cancelled', expectedVersion: 0, reason: 'Out of stock' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const order = await detail(orderNumber);
    // The refusal names whose change won and what it was.
    expect(loser.json()).toEqual({
      error: 'conflict',
      message: `This order was changed by someone else meanwhile. ${order.history[1]!.summary}. Reload it to see the change.`,
    });
    expect(order.version).toBe(1);
    expect(order.history).toHaveLength(2);
    expect(order.history[0]).toMatchObject({ by: 'Customer', change: 'placed', to: 'placed', summary: 'Placed by the customer' });
    expect(['confirmed', 'cancelled']).toContain(order.status);
    expect(order.history[1]).toMatchObject({
      change: 'status',
      from: 'placed',
      to: order.status,
      by: order.status === 'confirmed' ? 'Priya Shah' : 'Ravi Kumar',
    });
  });

  it('refuses moves the lifecycle forbids, naming the field, and writes nothing; a retried change is answered, not doubled', async () => {
    const { orderNumber } = await placeOrder(shopper, { eventDate: daysFromToday(15), phone: shopperPhone });
    const skip = await staff.post(`/api/admin/orders/${orderNumber}/status`, { to: 'delivered', expectedVersion: 0 });
    expect(skip.statusCode).toBe(400);
    expect(skip.json().fields).toEqual([{ field: 'to', message: 'An order that is placed cannot be moved to delivered.' }]);
    const noReason = await staff.post(`/api/admin/orders/${orderNumber}/status`, { to: 'cancelled', expectedVersion: 0, reason: '  ' });
    expect(noReason.json().fields).toEqual([{ field: 'reason', message: 'Give a reason for cancelling the order.' }]);
    const collected = await staff.post(`/api/admin/orders/${orderNumber}/payment`, { to: 'collected-on-delivery', expectedVersion: 0 });
    expect(collected.json().fields[0]).toMatchObject({ field: 'to', message: expect.stringContaining('only once the order is delivered') });
    const badBody = await staff.post(`/api/admin/orders/${orderNumber}/status`, { to: 'shipped', expectedVersion: -1 });
    expect(badBody.statusCode).toBe(400);
    expect(
      badBody
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['expectedVersion', 'to']);
    expect((await detail(orderNumber)).version).toBe(0);

    const confirm = { to: 'confirmed', expectedVersion: 0 };
    expect((await staff.post(`/api/admin/orders/${orderNumber}/status`, confirm)).statusCode).toBe(200);
    const retried = await staff.post(`/api/admin/orders/${orderNumber}/status`, confirm);
    expect(retried.statusCode).toBe(200);
    expect(retried.json<AdminOrderDetail>().history).toHaveLength(2);
    expect(retried.json<AdminOrderDetail>().nextStatuses).toEqual(['packed', 'cancelled']);
  });

  it('puts each change and the messages it causes in the order in one write, and marks the order as having messages to send', async () => {
    const { orderNumber } = await placeOrder(shopper, { eventDate: daysFromToday(16), phone: shopperPhone, email: 'asha@example.com' });
    const [placed] = (await harness.scan(harness.tables.order.name)).filter((item) => item.OrderNumber === orderNumber);
    expect(placed).toMatchObject({ Status: 'placed', Version: 0, MessagesPending: 'pending', History: [{ By: 'Customer', Change: 'placed', To: 'placed' }] });
    expect((placed!.Outbox as { Event: string; Channel: string; To: string }[]).map((m) => `${m.Event} ${m.Channel} ${m.To}`)).toEqual([
      // A cash order's first text says what to pay on delivery (placed-cod).
      `placed-cod sms +91${shopperPhone}`,
      'placed-cod email asha@example.com',
      'team-new-order team operators',
    ]);
    await staff.post(`/api/admin/orders/${orderNumber}/status`, { to: 'cancelled', expectedVersion: 0, reason: 'Venue closed' });
    const [cancelled] = (await harness.scan(harness.tables.order.name)).filter((item) => item.OrderNumber === orderNumber);
    expect(cancelled).toMatchObject({ Status: 'cancelled', Version: 1, CancelReason: 'Venue closed', MessagesPending: 'pending' });
    // The customer's text and e-mail in the cancellation's own write; no alert to the team about its own cancellation.
    expect((cancelled!.Outbox as { Event: string; Channel: string; Reason?: string }[]).slice(3)).toEqual([
      expect.objectContaining({ Event: 'cancelled', Channel: 'sms', Reason: 'Venue closed' }),
      expect.objectContaining({ Event: 'cancelled', Channel: 'email', Reason: 'Venue closed' }),
    ]);
  });
});

describe('the order list', () => {
  let numbers: Record<string, string>;
  /** Five days the shop delivers on, from 40 days on, each the party's day and its delivery day. */
  const dates: Record<'d40' | 'd41' | 'd42' | 'd43' | 'd44', string> = { d40: '', d41: '', d42: '', d43: '', d44: '' };
  let window = '';
  const phoneA = newPhone();

  beforeAll(async () => {
    // Days chosen so these orders are the only ones in their own window of days (the other tests' boxes go out on the
    // calendar's first open day); the console lists by the day a box goes out.
    const calendar = await shopper.get(apiPaths.deliveryCalendar.href());
    const open = calendar
      .json<DeliveryCalendarView>()
      .days.filter((day) => day.status === 'open' && day.date >= daysFromToday(40))
      .map((day) => day.date);
    for (const [index, key] of (['d40', 'd41', 'd42', 'd43', 'd44'] as const).entries()) dates[key] = open[index]!;
    window = `from=${dates.d40}&to=${dates.d44}`;
    numbers = {};
    for (const [key, eventDate] of Object.entries(dates)) {
      const placed = await placeOrder(shopper, {
        eventDate,
        deliveryDate: eventDate,
        phone: key === 'd42' ? phoneA : shopperPhone,
        paymentMethod: key === 'd43' ? 'upi' : 'cod',
      });
      numbers[key] = placed.orderNumber;
    }
    await staff.post(`/api/admin/orders/${numbers.d41}/status`, { to: 'confirmed', expectedVersion: 0 });
  }, 60_000);

  it('lists by event date, upcoming first, page by page with an opaque cursor, through Queries only', async () => {
    const send = vi.spyOn(harness.db, 'send');
    const first = await list(`?${window}&limit=2`);
    expect(first.items.map((o) => o.orderNumber)).toEqual([numbers.d40, numbers.d41]);
    expect(first.items[0]).toMatchObject({
      eventDate: dates.d40,
      customerName: 'Asha Rao',
      phone: shopperPhone,
      status: 'placed',
      paymentMethod: 'cod',
    });
    const second = await list(`?${window}&limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((o) => o.orderNumber)).toEqual([numbers.d42, numbers.d43]);
    const third = await list(`?${window}&limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((o) => o.orderNumber)).toEqual([numbers.d44]);
    expect(third.nextCursor).toBeUndefined();
    const commands = send.mock.calls.map(([command]) => command.constructor.name);
    send.mockRestore();
    expect(commands.length).toBeGreaterThan(0);
    expect(commands.filter((name) => name !== 'QueryCommand' && name !== 'GetCommand')).toEqual([]);
  });

  it('starts at today by default, so boxes already gone out are left out, and lists by the day each goes out', async () => {
    const all = await list('?limit=100');
    const days = all.items.map((o) => o.deliverySlot?.date ?? o.eventDate);
    expect(days.every((day) => day >= daysFromToday(0))).toBe(true);
    expect(days).toEqual([...days].sort());
  });

  it('filters by status, payment method and dates, and searches by order number or phone', async () => {
    expect((await list(`?${window}&status=confirmed`)).items.map((o) => o.orderNumber)).toEqual([numbers.d41]);
    expect((await list(`?${window}&status=placed`)).items.map((o) => o.orderNumber)).toEqual([numbers.d40, numbers.d42, numbers.d43, numbers.d44]);
    expect((await list(`?${window}&paymentMethod=upi`)).items.map((o) => o.orderNumber)).toEqual([numbers.d43]);
    expect((await list(`?from=${dates.d42}&to=${dates.d43}`)).items.map((o) => o.orderNumber)).toEqual([numbers.d42, numbers.d43]);
    expect((await list(`?q=${numbers.d44!.toLowerCase()}`)).items.map((o) => o.orderNumber)).toEqual([numbers.d44]);
    expect((await list(`?q=%2B91${phoneA}`)).items.map((o) => o.orderNumber)).toEqual([numbers.d42]);
    expect((await list(`?q=${shopperPhone}&${window}&status=placed&paymentMethod=upi`)).items.map((o) => o.orderNumber)).toEqual([numbers.d43]);
  });

  it('names each bad parameter', async () => {
    const response = await staff.get('/api/admin/orders?status=lost&from=tomorrow&paymentMethod=gold&q=h&limit=500&cursor=bm9wZQ');
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['from', 'limit', 'paymentMethod', 'q', 'status']);
    const cursor = await staff.get(`/api/admin/orders?cursor=${Buffer.from('{"Scan":"x"}').toString('base64url')}`);
    expect(cursor.json().fields).toEqual([{ field: 'cursor', message: expect.stringContaining('no longer valid') }]);
  });
});

describe("the customer's status page", () => {
  it('answers the owner, the access token and the link token, and 404 to anyone else', async () => {
    const placed = await placeOrder(shopper, { eventDate: daysFromToday(18), phone: shopperPhone });
    const url = `/api/orders/by-number/${placed.orderNumber}`;
    const stranger = new Browser(harness);
    const asOwner = await shopper.get(url);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json<CustomerOrderStatus>()).toMatchObject({
      orderNumber: placed.orderNumber,
      status: 'placed',
      eventDate: daysFromToday(18),
      total: placed.total,
      cancellable: true,
      timeline: [{ status: 'placed' }],
    });
    expect((await stranger.request('GET', url, undefined, { 'order-access-token': placed.accessToken })).statusCode).toBe(200);
    const link = linkTokenFor(linkSecret, placed.orderNumber);
    expect((await stranger.request('GET', url, undefined, { 'order-access-token': link })).statusCode).toBe(200);
    expect((await stranger.get(url)).statusCode).toBe(404);
    expect((await stranger.request('GET', url, undefined, { 'order-access-token': linkTokenFor('another-secret', placed.orderNumber) })).statusCode).toBe(404);
    const someoneElse = await customer(harness, newPhone(), 'Someone Else');
    expect((await someoneElse.get(url)).statusCode).toBe(404);
    expect((await stranger.get('/api/orders/by-number/PB-000000-NOSUCH')).statusCode).toBe(404);

    await staff.post(`/api/admin/orders/${placed.orderNumber}/status`, { to: 'confirmed', expectedVersion: 0 });
    const confirmed = (await shopper.get(url)).json<CustomerOrderStatus>();
    expect(confirmed.status).toBe('confirmed');
    expect(confirmed.timeline.map((step) => step.status)).toEqual(['placed', 'confirmed']);
  });

  it('lets the customer cancel before the deadline, once; refuses after it or once out for delivery', async () => {
    const placed = await placeOrder(shopper, { eventDate: daysFromToday(19), phone: shopperPhone });
    const cancelUrl = `/api/orders/by-number/${placed.orderNumber}/cancel`;
    const cancelled = await shopper.post(cancelUrl, { reason: 'Party postponed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Party postponed', cancellable: false });
    const again = await shopper.post(cancelUrl, { reason: 'Party postponed' });
    expect(again.statusCode).toBe(200);
    const history = (await detail(placed.orderNumber)).history;
    expect(history.slice(1)).toEqual([
      {
        at: expect.any(String),
        by: 'Customer',
        change: 'status',
        from: 'placed',
        to: 'cancelled',
        reason: 'Party postponed',
        summary: 'Cancelled by the customer: Party postponed',
      },
    ]);

    // Time passes: the delivery (and the party) is tomorrow, so the 48 hours before the delivery day have begun.
    const late = await placeOrder(shopper, { eventDate: daysFromToday(20), phone: shopperPhone });
    const [item] = (await harness.scan(harness.tables.order.name)).filter((o) => o.OrderNumber === late.orderNumber);
    const tomorrow = daysFromToday(1);
    await harness.rewriteOrder(item!.IdempotencyKey as string, (order) => ({
      ...order,
      EventDate: tomorrow,
      EventSort: `${tomorrow}#${late.orderNumber}`,
      DeliverySlot: { ...(order.DeliverySlot as object), Date: tomorrow },
    }));
    const refused = await shopper.post(`/api/orders/by-number/${late.orderNumber}/cancel`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'conflict', message: 'Orders can be cancelled up to 48 hours before delivery; please call us instead.' });

    const shipped = await placeOrder(shopper, { eventDate: daysFromToday(20), phone: shopperPhone });
    for (const [to, version] of [
      ['confirmed', 0],
      ['packed', 1],
      ['out-for-delivery', 2],
    ] as const) {
      expect((await staff.post(`/api/admin/orders/${shipped.orderNumber}/status`, { to, expectedVersion: version })).statusCode).toBe(200);
    }
    const tooLate = await shopper.post(`/api/orders/by-number/${shipped.orderNumber}/cancel`, {});
    expect(tooLate.json()).toEqual({ error: 'conflict', message: 'This order is out for delivery and can no longer be cancelled.' });
  });
});

describe('orders stored before the console', () => {
  it('read as placed at version 0 once the upgrade gave them their search items, and their first change writes the history and what the list needs', async () => {
    const placed = await placeOrder(shopper, { eventDate: daysFromToday(17), phone: shopperPhone });
    const [item] = (await harness.scan(harness.tables.order.name)).filter((o) => o.OrderNumber === placed.orderNumber);
    // As the API wrote orders before this change.
    const legacy = { ...item! };
    for (const name of [
      'Version',
      'History',
      'Outbox',
      'MessagesPending',
      'MessagesDueAt',
      'Listed',
      'EventDate',
      'EventSort',
      'CustomerName',
      'ContactPhone',
      'ContactEmail',
      // Orders before the console were also before the delivery calendar: no slot, so listed on the party's date.
      'DeliverySlot',
    ]) {
      delete legacy[name];
    }
    // Keyed by the client's Idempotency-Key, as orders were before the checkout: found by id through the byId index.
    await harness.db.send(new DeleteCommand({ TableName: harness.tables.order.name, Key: { IdempotencyKey: item!.IdempotencyKey } }));
    await harness.db.send(
      new PutCommand({ TableName: harness.tables.order.name, Item: { ...legacy, IdempotencyKey: 'legacy-client-key-0001', Status: 'received' } }),
    );
    // Nor had they search items: an order is found by its number through those, which the upgrade's backfill writes.
    for (const term of (await harness.scan(harness.tables.orderSearch.name)).filter((t) => t.OrderKey === item!.IdempotencyKey)) {
      await harness.db.send(new DeleteCommand({ TableName: harness.tables.orderSearch.name, Key: { TermHead: term.TermHead, Term: term.Term } }));
    }
    expect((await staff.get(`/api/admin/orders/${placed.orderNumber}`)).statusCode).toBe(404);
    await backfill(harness.db, harness.tables);
    const before = await detail(placed.orderNumber);
    expect(before).toMatchObject({
      status: 'placed',
      version: 0,
      history: [{ by: 'Shop', change: 'placed', to: 'placed', summary: 'Placed by the shop' }],
      nextStatuses: ['confirmed', 'cancelled'],
    });
    expect((await shopper.get(`/api/orders/${placed.id}`)).json().status).toBe('placed');
    const changed = await staff.post(`/api/admin/orders/${placed.orderNumber}/status`, { to: 'confirmed', expectedVersion: 0 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'confirmed', version: 1, eventDate: daysFromToday(17), customerName: 'Asha Rao', phone: shopperPhone });
    expect(changed.json<AdminOrderDetail>().history.map((entry) => entry.to)).toEqual(['placed', 'confirmed']);
    expect((await list(`?q=${placed.orderNumber}`)).items).toHaveLength(1);
    expect((await list(`?from=${daysFromToday(17)}&to=${daysFromToday(17)}&status=confirmed`)).items.map((o) => o.orderNumber)).toContain(placed.orderNumber);
  });
});
