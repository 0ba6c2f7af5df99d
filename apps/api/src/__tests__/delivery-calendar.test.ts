// The delivery calendar on the real stack (dynalite started here): the customer's calendar, the checks of a choice
// naming the field, the reservation made when the order is placed (one conditional write: 20 racing customers on two
// server instances get one place), a cancel giving the place back, and the cut-off moving the earliest date. The hold
// a saved choice takes until the order is placed has its own suite (delivery-holds.test.ts).
import { apiPaths, wireHeaders } from '@partybox/contracts';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCheckout, guest, placeOrder, readyCheckout } from './support/checkout';
import { realCatalog, startHarness, type Harness } from './support/harness';

// Thursday 3 Dec takes 3 orders a day (3 a slot); Friday 4 Dec is closed for a festival; the party is on Saturday 5 Dec.
const calendar = {
  ...realCatalog().calendar,
  ordersPerDay: 3,
  slots: realCatalog().calendar.slots.map((slot) => ({ ...slot, capacity: 3 })),
  blockedDates: [{ date: '2026-12-04', reason: 'Fully booked for Diwali' }],
};
// 21 Nov 2026 in Mumbai: 12:00 (before the 18:00 cut-off) unless a test moves it.
let now = new Date('2026-11-21T12:00:00+05:30');
let h: Harness;
let second: FastifyInstance;

beforeAll(async () => {
  h = await startHarness({}, { now: () => now, calendar });
  // A second server process's app on the same database: the counters are the database's, not a process's.
  second = await h.server({}, { now: () => now, dispatch: false });
  await second.ready();
}, 60_000);
afterAll(async () => {
  await second?.close();
  await h?.close();
});

const party = { eventDate: '2026-12-05' };
const onDay = (date: string, slot = 'midday') => ({ party, delivery: { deliveryDate: date, deliverySlot: slot } });
const calendarOf = async (app: FastifyInstance, partyDate?: string) => {
  const answer = await app.inject({ method: 'GET', url: apiPaths.deliveryCalendar.href(partyDate) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DeliveryCalendarView>();
};
const dayOf = async (app: FastifyInstance, date: string, partyDate?: string) => (await calendarOf(app, partyDate)).days.find((day) => day.date === date);
const booked = async (date: string) => ((await h.get(h.tables.deliveryDay.name, { Date: date }))?.Orders as Set<string> | undefined)?.size ?? 0;

describe('the customer’s calendar', () => {
  it('lists the booking window with why each other day cannot be chosen, and no day after the party', async () => {
    const view = await calendarOf(h.app, party.eventDate);
    expect(view).toMatchObject({ today: '2026-11-21', earliest: '2026-11-26', latest: '2027-01-20' });
    expect(view.days.find((day) => day.date === '2026-11-25')).toMatchObject({ status: 'too-soon' });
    expect(view.days.find((day) => day.date === '2026-11-26')).toMatchObject({ status: 'open' });
    expect(view.days.find((day) => day.date === '2026-12-04')).toMatchObject({ status: 'blocked', reason: 'Fully booked for Diwali' });
    expect(view.days.find((day) => day.date === '2026-12-06')).toMatchObject({ status: 'after-party-date', reason: 'After your party on Sat 5 Dec' });
    expect(view.days.find((day) => day.date === '2026-11-30')).toMatchObject({ status: 'closed-weekday', reason: "We don't deliver on Mondays" });
  });
});

describe('the delivery step', () => {
  it('refuses a blocked date and a date after the party, naming the field', async () => {
    const send = guest(h.app);
    const start = await send('POST', apiPaths.checkouts, { lines: [{ themeId: 'superhero', addons: [], quantity: 1 }] });
    const { id, version } = start.json<{ id: string; version: number }>();
    const save = (deliveryDate: string) =>
      send(
        'PATCH',
        apiPaths.checkout.href(id),
        {
          version,
          customization: { name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', eventDate: party.eventDate },
          delivery: {
            fullName: 'Asha Rao',
            phone: '9820098200',
            addressLine1: '4 Sea Breeze',
            city: 'Mumbai',
            state: 'Maharashtra',
            pincode: '400050',
            deliveryDate,
            deliverySlot: 'midday',
          },
        },
        { 'idempotency-key': `delivery-step-${deliveryDate}-000000` },
      );
    const blocked = await save('2026-12-04');
    expect(blocked.statusCode, blocked.body).toBe(400);
    expect(blocked.json().fields).toEqual([{ field: 'delivery.deliveryDate', message: 'Fri 4 Dec is not available: Fully booked for Diwali' }]);
    const late = await save('2026-12-06');
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().fields).toEqual([{ field: 'delivery.deliveryDate', message: 'Choose a delivery date on or before your party on Sat 5 Dec' }]);
  });

  it('moves the earliest date on by a day once the cut-off has passed', async () => {
    now = new Date('2026-11-21T17:59:00+05:30');
    expect((await calendarOf(h.app)).earliest).toBe('2026-11-26');
    now = new Date('2026-11-21T18:00:00+05:30');
    try {
      expect((await calendarOf(h.app)).earliest).toBe('2026-11-27');
      expect(await dayOf(h.app, '2026-11-26')).toMatchObject({
        status: 'too-soon',
        reason: 'We need 5 days to make your box: the earliest delivery is Fri 27 Nov',
      });
      const send = guest(h.app);
      const start = await send('POST', apiPaths.checkouts, { lines: [{ themeId: 'superhero', addons: [], quantity: 1 }] });
      const { id, version } = start.json<{ id: string; version: number }>();
      const refused = await send(
        'PATCH',
        apiPaths.checkout.href(id),
        {
          version,
          delivery: {
            fullName: 'Asha Rao',
            phone: '9820098200',
            addressLine1: '4 Sea Breeze',
            city: 'Mumbai',
            state: 'Maharashtra',
            pincode: '400050',
            deliveryDate: '2026-11-26',
            deliverySlot: 'morning',
          },
        },
        { 'idempotency-key': 'delivery-after-cut-off-0001' },
      );
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().fields).toEqual([{ field: 'delivery.deliveryDate', message: 'Choose Fri 27 Nov or later: we need 5 days to make your box' }]);
    } finally {
      now = new Date('2026-11-21T12:00:00+05:30');
    }
  });
});

describe('the reservation when the order is placed', () => {
  it('gives the last place of a day to one of 20 customers racing on two server instances, and tells the 19 others the day is full', async () => {
    const day = '2026-12-03';
    await placeOrder(guest(h.app), onDay(day, 'morning'));
    await placeOrder(guest(second), onDay(day, 'evening'));
    // Both instances see the two bookings: one place is left.
    expect(await booked(day)).toBe(2);
    expect((await dayOf(second, day))?.status).toBe('open');

    // A saved choice holds the place for holdMinutes (delivery-holds.test.ts): each racer saved it in turn once the hold
    // before had ended, and now every hold has ended and all 20 place their orders at once.
    const racers: { send: ReturnType<typeof guest>; view: Awaited<ReturnType<typeof readyCheckout>> }[] = [];
    try {
      for (let i = 0; i < 20; i++) {
        const send = guest(i % 2 === 0 ? h.app : second);
        racers.push({ send, view: await readyCheckout(send, onDay(day)) });
        now = new Date(now.getTime() + calendar.holdMinutes * 60_000);
      }
    } catch (error) {
      now = new Date('2026-11-21T12:00:00+05:30');
      throw error;
    }
    const answers = await Promise.all(racers.map(({ send, view }) => completeCheckout(send, view.id, { total: view.total })));
    now = new Date('2026-11-21T12:00:00+05:30');
    const placed = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.json()).toMatchObject({
        error: 'delivery_unavailable',
        fields: [{ field: 'delivery.deliveryDate', message: 'Thu 3 Dec is fully booked: choose another day' }],
      });
    }
    expect(await booked(day)).toBe(3);
    expect(placed[0]!.json().order.deliverySlot).toEqual({ date: day, slotId: 'midday', label: '12-3 pm' });
    expect(await dayOf(h.app, day)).toMatchObject({ status: 'full', reason: 'Fully booked' });
    expect(await dayOf(second, day)).toMatchObject({ status: 'full' });
  }, 120_000);

  it('counts a checkout completed twice at once, or again later, as one booking', async () => {
    const day = '2026-12-01';
    const send = guest(h.app);
    const view = await readyCheckout(send, onDay(day));
    const answers = await Promise.all(Array.from({ length: 5 }, () => completeCheckout(send, view.id, { total: view.total })));
    expect(new Set(answers.map((answer) => answer.json().order.orderNumber)).size).toBe(1);
    expect((await completeCheckout(send, view.id, { total: view.total })).statusCode).toBe(200);
    expect(await booked(day)).toBe(1);
  });

  it('gives the place back when the order is cancelled, once however often the cancel is asked', async () => {
    const day = '2026-12-02';
    const orders: Awaited<ReturnType<typeof placeOrder>>[] = [];
    for (const slot of ['morning', 'midday', 'evening']) orders.push(await placeOrder(guest(h.app), onDay(day, slot)));
    expect(await booked(day)).toBe(3);
    expect(await dayOf(h.app, day)).toMatchObject({ status: 'full' });
    // The order's pages say when it arrives: the status page and the order read back.
    const headers = { [wireHeaders.orderAccessToken]: orders[1]!.accessToken };
    const status = await h.app.inject({ method: 'GET', url: apiPaths.orderStatus.href(orders[1]!.orderNumber), headers });
    expect(status.json()).toMatchObject({ deliverySlot: { date: day, slotId: 'midday', label: '12-3 pm' }, cancelDeadline: '2026-11-29T18:30:00.000Z' });
    const read = await h.app.inject({ method: 'GET', url: apiPaths.order.href(orders[1]!.id), headers });
    expect(read.json().deliverySlot).toEqual({ date: day, slotId: 'midday', label: '12-3 pm' });
    const cancel = () =>
      h.app.inject({
        method: 'POST',
        url: apiPaths.orderCancel.href(orders[1]!.orderNumber),
        headers: { 'content-type': 'application/json', [wireHeaders.orderAccessToken]: orders[1]!.accessToken },
        payload: JSON.stringify({ reason: 'Party moved' }),
      });
    expect((await cancel()).statusCode).toBe(200);
    await cancel();
    expect(await booked(day)).toBe(2);
    expect(await dayOf(h.app, day)).toMatchObject({ status: 'open', slots: [{ available: true }, { available: true }, { available: true }] });
    const again = await placeOrder(guest(second), onDay(day, 'midday'));
    expect(again.deliverySlot).toEqual({ date: day, slotId: 'midday', label: '12-3 pm' });
    expect(await booked(day)).toBe(3);
  });

  it('keeps an order placed before the calendar working: no slot ("to be agreed"), the deadline from the party date, a cancel that frees nothing', async () => {
    const day = '2026-11-27';
    const order = await placeOrder(guest(h.app), onDay(day, 'morning'));
    // An order stored before this release has no DeliverySlot, and held no place.
    const [item] = (await h.scan(h.tables.order.name)).filter((o) => o.OrderNumber === order.orderNumber);
    await h.rewriteOrder(item!.IdempotencyKey as string, ({ DeliverySlot: _slot, ...older }) => older);
    const headers = { [wireHeaders.orderAccessToken]: order.accessToken };
    const status = await h.app.inject({ method: 'GET', url: apiPaths.orderStatus.href(order.orderNumber), headers });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().deliverySlot).toBeUndefined();
    // 48 hours before the start of the party day (5 Dec) in Mumbai.
    expect(status.json().cancelDeadline).toBe('2026-12-02T18:30:00.000Z');
    const cancelled = await h.app.inject({
      method: 'POST',
      url: apiPaths.orderCancel.href(order.orderNumber),
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'Plans changed' }),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Its checkout's place stays where it was: this order no longer names it.
    expect(await booked(day)).toBe(1);
  });
});
