// What the team needs to make and send the box, against cognito-local and dynalite started here: the order page holds
// every detail of the party the customer saved, internal notes (stored once per request, never shown to the customer),
// the packing slips of a day's orders still to deliver (with each box's own contents), search by name, and an inbox
// item on its own.
import { loadCatalog } from '@partybox/catalog';
import { apiPaths } from '@partybox/contracts';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import type { AdminOrderDetail, AdminOrderPage, InboxItem, PackingSlips } from '@partybox/contracts/operations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { placeOrder as placeThroughCheckout, signedIn } from './support/checkout';
import { newKey } from './support/harness';
import { customer, daysFromToday, everyPartyDetail, operator } from './support/operations';

let harness: AccountsHarness;
let staff: Browser;
let shopper: Browser;
let shopperPhone: string;

beforeAll(async () => {
  harness = await startAccountsHarness();
  staff = await operator(harness, newPhone(), 'Priya Shah');
  shopperPhone = newPhone();
  shopper = await customer(harness, shopperPhone, 'Kavya Menon');
}, 120_000);
afterAll(async () => harness?.close());

/** The last day the calendar offers for a party on `partyDate` (the party's own, when the shop delivers then). */
async function lastDeliveryDay(partyDate: string): Promise<string> {
  const answer = await shopper.get(apiPaths.deliveryCalendar.href(partyDate));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DeliveryCalendarView>().days.findLast((day) => day.status === 'open')!.date;
}

/** Places an order for a party on `eventDate`, delivered on `deliveryDate` (default: the calendar's first open day). */
async function place(
  eventDate: string,
  party: Record<string, unknown> = everyPartyDetail,
  name = 'Kavya Menon',
  deliveryDate?: string,
  deliverySlot = 'midday',
) {
  return placeThroughCheckout(signedIn(shopper), {
    party: { name, phone: shopperPhone, email: 'kavya@example.com', eventDate, ...party },
    delivery: { fullName: name, phone: shopperPhone, ...(deliveryDate && { deliveryDate, deliverySlot }) },
  });
}

const detail = async (orderNumber: string) => {
  const response = await staff.get(`/api/admin/orders/${orderNumber}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOrderDetail>();
};

describe('the order page', () => {
  it('shows every detail of the party the customer saved, and that the box is personalised', async () => {
    const { orderNumber } = await place(daysFromToday(20));
    const order = await detail(orderNumber);
    expect(order.party).toEqual({
      occasion: 'Birthday',
      guestName: 'Kavya Menon',
      phone: shopperPhone,
      email: 'kavya@example.com',
      eventTime: '16:30',
      guests: 25,
      age: 7,
      favoriteColor: 'Teal',
      venue: 'Palm Court clubhouse',
      venueType: 'Club / Lounge',
      returnGiftQty: 25,
      entertainment: 'Magician',
      decorName: 'Aarav',
      cakeDetails: 'Chocolate, 2 kg',
      notes: 'Deliver before 3 pm',
    });
    expect(order.personalised).toBe(true);
    expect(order.history[0]).toMatchObject({ summary: 'Placed by the customer' });
  });

  it('a party without a decor name or cake details is not personalised', async () => {
    const { orderNumber } = await place(daysFromToday(21), { decorName: '', cakeDetails: '' });
    expect((await detail(orderNumber)).personalised).toBe(false);
  });
});

describe('team notes', () => {
  it('keeps who wrote what and when, stores a retried note once, and never shows it on the status page', async () => {
    const placed = await place(daysFromToday(22));
    const url = `/api/admin/orders/${placed.orderNumber}/notes`;
    const key = newKey('note');
    const first = await staff.post(url, { text: '  Grandma will receive the box  ' }, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    const retry = await staff.post(url, { text: 'Grandma will receive the box' }, { 'idempotency-key': key });
    expect(retry.statusCode, retry.body).toBe(200);
    await staff.post(url, { text: 'Called: wants teal balloons', forPacking: true }, { 'idempotency-key': newKey('note') });
    const order = await detail(placed.orderNumber);
    expect(order.notes.map((note) => note.text)).toEqual(['Grandma will receive the box', 'Called: wants teal balloons']);
    // Only the note marked for packing goes on the slip.
    expect(order.notes.map((note) => note.forPacking === true)).toEqual([false, true]);
    expect(order.notes[0]).toMatchObject({ by: 'Priya Shah', at: expect.any(String) });
    // A note is not a move: the version is unchanged, so no operator's open page goes stale.
    expect(order.version).toBe(0);

    const status = await new Browser(harness).get(`/api/orders/by-number/${placed.orderNumber}`, { 'order-access-token': placed.accessToken });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.body).not.toContain('Grandma');
    expect(status.body).not.toContain('teal balloons');
  });

  it('refuses an empty note naming the field, and a customer or a visitor', async () => {
    const { orderNumber } = await place(daysFromToday(23));
    const url = `/api/admin/orders/${orderNumber}/notes`;
    const empty = await staff.post(url, { text: '   ' }, { 'idempotency-key': newKey('note') });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ field: 'text', message: 'Write the note (up to 1,000 characters)' }]);
    expect((await shopper.post(url, { text: 'hi' }, { 'idempotency-key': newKey('note') })).statusCode).toBe(403);
    expect((await new Browser(harness).post(url, { text: 'hi' }, { 'idempotency-key': newKey('note') })).statusCode).toBe(401);
    expect((await detail(orderNumber)).notes).toEqual([]);
  });
});

describe('packing slips', () => {
  it("lists every order going out that day not yet delivered or cancelled, packed ones too, in placement order, with each box's own contents", async () => {
    const party = daysFromToday(30);
    // The day the boxes go out, before the party: the slips go by it, not by the party's date.
    const day = await lastDeliveryDay(daysFromToday(29));
    // Slots of the shop's calendar (four orders each), so the day takes all five.
    const onTheDay = (slot: string) => place(party, everyPartyDetail, 'Kavya Menon', day, slot);
    const [placed, confirmed, packed, delivered, cancelled] = [
      await onTheDay('midday'),
      await onTheDay('morning'),
      await onTheDay('evening'),
      await onTheDay('morning'),
      await onTheDay('evening'),
    ];
    await place(party, everyPartyDetail, 'Kavya Menon', await lastDeliveryDay(party));
    const moves = async (orderNumber: string, steps: readonly string[]) => {
      for (const [version, to] of steps.entries()) {
        const move = await staff.post(`/api/admin/orders/${orderNumber}/status`, {
          to,
          expectedVersion: version,
          ...(to === 'cancelled' && { reason: 'Asked to' }),
        });
        expect(move.statusCode, move.body).toBe(200);
      }
    };
    await moves(confirmed.orderNumber, ['confirmed']);
    await moves(packed.orderNumber, ['confirmed', 'packed']);
    await moves(delivered.orderNumber, ['confirmed', 'packed', 'out-for-delivery', 'delivered']);
    await moves(cancelled.orderNumber, ['cancelled']);
    const response = await staff.get(`/api/admin/slips?date=${day}`);
    expect(response.statusCode, response.body).toBe(200);
    const slips = response.json<PackingSlips>();
    expect(slips.date).toBe(day);
    expect(slips.orders.map((order) => [order.orderNumber, order.status])).toEqual([
      [placed.orderNumber, 'placed'],
      [confirmed.orderNumber, 'confirmed'],
      [packed.orderNumber, 'packed'],
    ]);
    expect(slips.orders[0]!.deliverySlot).toMatchObject({ date: day, slotId: 'midday' });
    expect(slips.orders[0]!.eventDate).toBe(party);
    expect(slips.orders[0]!.party.decorName).toBe('Aarav');
    expect(slips.orders[0]!.delivery.address).toContain('Mumbai');
    const box = slips.orders[0]!.boxes[0]!;
    expect(box.contents).toEqual(loadCatalog().themes.find((theme) => theme.id === box.themeId)!.contents);
  });

  it('asks for a date', async () => {
    const response = await staff.get('/api/admin/slips?date=tomorrow');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'date', message: 'Choose the delivery day (YYYY-MM-DD)' }]);
  });
});

describe('search by name', () => {
  it('finds orders by part of the customer name, whatever the case, on any date', async () => {
    const { orderNumber } = await place(daysFromToday(40), everyPartyDetail, 'Zoya Qureshi');
    const found = await staff.get('/api/admin/orders?q=zoya%20QUR');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json<AdminOrderPage>().items.map((item) => item.orderNumber)).toEqual([orderNumber]);
    // Each row names what the team makes and when it goes out (the slot the customer booked, as on the order page).
    const row = found.json<AdminOrderPage>().items[0]!;
    const order = await detail(orderNumber);
    expect(row.themeNames).toEqual(order.boxes.map((box) => box.themeName));
    expect(row.deliverySlot).toMatchObject({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), slotId: expect.any(String), label: expect.any(String) });
    expect(order.deliverySlot).toEqual(row.deliverySlot);
    const none = await staff.get('/api/admin/orders?q=Nobody%20Here');
    expect(none.json<AdminOrderPage>().items).toEqual([]);
    const short = await staff.get('/api/admin/orders?q=z');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0]).toMatchObject({ field: 'q' });
  });
});

describe('an inbox item', () => {
  it('opens on its own with every field; an unknown one is 404', async () => {
    const sent = await new Browser(harness).post(
      '/api/customizations',
      {
        name: 'Kabir Shah',
        phone: '9820011111',
        email: 'kabir@example.com',
        eventDate: daysFromToday(25),
        occasion: 'Birthday',
        themeName: 'Pirates',
        guestCount: 30,
      },
      { 'idempotency-key': newKey('form') },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: string }>();
    const response = await staff.get(`/api/admin/inbox/custom/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const item = response.json<InboxItem>();
    expect(item).toMatchObject({ id, kind: 'custom', from: 'Kabir Shah', phone: '9820011111', email: 'kabir@example.com', handled: false });
    expect(item.fields).toContainEqual({ label: 'Guests', value: '30' });
    expect((await staff.get('/api/admin/inbox/custom/00000000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await shopper.get(`/api/admin/inbox/custom/${id}`)).statusCode).toBe(403);
  });
});
