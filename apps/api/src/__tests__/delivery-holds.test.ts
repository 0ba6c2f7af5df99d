// The hold a checkout takes on the delivery day and slot it saved, on the real stack (dynalite started here, a clock
// the tests move): it counts against the place for everyone else and not for the holder, ends after the calendar's
// holdMinutes, moves with the checkout's choice (one checkout never holds two places), becomes the booking when the
// order is placed, and a retried save holds once. Races run on two server instances sharing the database.
import { apiPaths } from '@partybox/contracts';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import type { CheckoutView } from '@partybox/contracts/checkout';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeCheckout, deliveryDetails, guest, partyDetails, patchCheckout, startCheckout, type Send } from './support/checkout';
import { newKey, realCatalog, startHarness, type Harness } from './support/harness';

// One box a slot, three a day; a hold lasts 10 minutes. 21 Nov 2026, 12:00 in Mumbai: Thu 26 Nov is the first open day.
const calendar = { ...realCatalog().calendar, ordersPerDay: 3, holdMinutes: 10, slots: realCatalog().calendar.slots.map((slot) => ({ ...slot, capacity: 1 })) };
const start = new Date('2026-11-21T12:00:00+05:30');
let now = start;
const later = (minutes: number) => (now = new Date(now.getTime() + minutes * 60_000));
let h: Harness;
let second: FastifyInstance;

beforeAll(async () => {
  h = await startHarness({}, { now: () => now, calendar });
  second = await h.server({}, { now: () => now, dispatch: false });
  await second.ready();
}, 60_000);
afterAll(async () => {
  await second?.close();
  await h?.close();
});
beforeEach(() => {
  now = start;
});

interface Customer {
  readonly send: Send;
  view: CheckoutView;
}

/** A guest with a checkout holding a box and its party saved. */
async function customer(app: FastifyInstance = h.app): Promise<Customer> {
  const send = guest(app);
  const started = await startCheckout(send);
  expect(started.statusCode, started.body).toBe(201);
  const saved = await patchCheckout(send, started.json<CheckoutView>().id, {
    version: started.json<CheckoutView>().version,
    customization: partyDetails(),
    payment: { method: 'cod' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { send, view: saved.json<CheckoutView>() };
}

/** Saves the delivery step for `date` and `slot` (the customer's latest version); the answer as it came. */
async function choose(who: Customer, date: string, slot: string, key = newKey('delivery')) {
  const answer = await patchCheckout(
    who.send,
    who.view.id,
    { version: who.view.version, delivery: deliveryDetails({ deliveryDate: date, deliverySlot: slot }) },
    key,
  );
  if (answer.statusCode === 200) who.view = answer.json<CheckoutView>();
  return answer;
}

const slotOf = async (date: string, slot: string, heldBy?: string, app: FastifyInstance = h.app) => {
  const answer = await app.inject({ method: 'GET', url: apiPaths.deliveryCalendar.href(undefined, heldBy) });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer
    .json<DeliveryCalendarView>()
    .days.find((day) => day.date === date)
    ?.slots.find((candidate) => candidate.id === slot)?.available;
};
const dayItem = (date: string) => h.get(h.tables.deliveryDay.name, { Date: date });
const holdersOn = async (date: string) => Object.keys(((await dayItem(date))?.Holds as Record<string, unknown> | undefined) ?? {});
const bookedOn = async (date: string) => [...(((await dayItem(date))?.Orders as Set<string> | undefined) ?? [])];
const slotFull = (date: string, label: string) => ({
  field: 'delivery.deliverySlot',
  message: `The ${label} slot on ${date} is fully booked: choose another slot or day`,
});

describe('a held place', () => {
  it('counts against everyone else but not the checkout holding it, which is told until when', async () => {
    const asha = await customer();
    const ravi = await customer(second);
    expect((await choose(asha, '2026-11-26', 'midday')).statusCode).toBe(200);
    expect(asha.view.deliveryHold).toMatchObject({ date: '2026-11-26', slotId: 'midday', label: '12-3 pm', until: '2026-11-21T06:40:00.000Z' });

    expect(await slotOf('2026-11-26', 'midday')).toBe(false);
    expect(await slotOf('2026-11-26', 'midday', undefined, second)).toBe(false);
    expect(await slotOf('2026-11-26', 'midday', asha.view.deliveryHold!.token)).toBe(true);
    const refused = await choose(ravi, '2026-11-26', 'midday');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual([slotFull('Thu 26 Nov', '12-3 pm')]);
    // The holder saves the step again (a corrected phone): its own hold does not count against it, and starts again.
    later(4);
    expect((await choose(asha, '2026-11-26', 'midday')).statusCode).toBe(200);
    expect(asha.view.deliveryHold?.until).toBe('2026-11-21T06:44:00.000Z');
    expect(await holdersOn('2026-11-26')).toHaveLength(1);
  });

  it('frees the place for anyone once it ends; the holder then gets a clear refusal and keeps what it entered', async () => {
    const asha = await customer();
    const ravi = await customer(second);
    expect((await choose(asha, '2026-11-27', 'morning')).statusCode).toBe(200);
    later(9);
    expect(await slotOf('2026-11-27', 'morning')).toBe(false);
    later(1);
    expect(await slotOf('2026-11-27', 'morning')).toBe(true);
    expect((await choose(ravi, '2026-11-27', 'morning')).statusCode).toBe(200);
    // Asha's ended hold was pruned by that write: only Ravi's is on the day.
    expect(await holdersOn('2026-11-27')).toEqual([ravi.view.deliveryHold!.token]);

    const placed = await completeCheckout(asha.send, asha.view.id, { total: asha.view.total });
    expect(placed.statusCode, placed.body).toBe(409);
    expect(placed.json()).toMatchObject({ error: 'delivery_unavailable', fields: [slotFull('Fri 27 Nov', '9 am-12 pm')] });
    expect(placed.json().checkout.delivery).toMatchObject({ fullName: 'Asha Rao', addressLine1: '4 Sea Breeze, Hill Road', deliveryDate: '2026-11-27' });
    expect(placed.json().checkout.customization).toMatchObject({ name: 'Asha Rao', eventDate: '2026-12-05' });
    // She picks again and places the order.
    asha.view = placed.json().checkout;
    expect((await choose(asha, '2026-11-27', 'evening')).statusCode).toBe(200);
    expect((await completeCheckout(asha.send, asha.view.id, { total: asha.view.total })).statusCode).toBe(201);
  });

  it('moves with the checkout: a new slot, another day, or another tab gives the place held before back', async () => {
    const asha = await customer();
    const token = () => asha.view.deliveryHold!.token;
    expect((await choose(asha, '2026-11-28', 'morning')).statusCode).toBe(200);
    expect((await choose(asha, '2026-11-28', 'evening')).statusCode).toBe(200);
    expect(await slotOf('2026-11-28', 'morning')).toBe(true);
    expect(await slotOf('2026-11-28', 'evening')).toBe(false);
    expect((await choose(asha, '2026-11-29', 'midday')).statusCode).toBe(200);
    expect(await slotOf('2026-11-28', 'evening')).toBe(true);
    expect(await holdersOn('2026-11-28')).toEqual([]);
    expect(await holdersOn('2026-11-29')).toEqual([token()]);

    // Two tabs at the same version save two other days at once: one save wins, the other is told the checkout changed,
    // and the day the losing save held is given back.
    const tab = { send: asha.send, view: asha.view };
    const [first, other] = await Promise.all([choose(asha, '2026-12-01', 'morning'), choose(tab, '2026-12-02', 'evening')]);
    expect([first.statusCode, other.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = first.statusCode === 200 ? ['2026-12-01', '2026-12-02'] : ['2026-12-02', '2026-12-01'];
    if (first.statusCode !== 200) asha.view = tab.view;
    expect(await holdersOn(lost)).toEqual([]);
    expect(await holdersOn(won)).toEqual([token()]);
    expect(await holdersOn('2026-11-29')).toEqual([]);
    // Back to the day before, from the tab that lost (reloaded): still one place held.
    expect((await choose(asha, '2026-11-29', 'midday')).statusCode).toBe(200);
    expect(await holdersOn(won)).toEqual([]);
    expect(await holdersOn('2026-11-29')).toEqual([token()]);

    // Placing the order books the place held last, and only that one.
    const placed = await completeCheckout(asha.send, asha.view.id, { total: asha.view.total });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().order.deliverySlot).toEqual({ date: '2026-11-29', slotId: 'midday', label: '12-3 pm' });
  });

  it('keeps the place held before when a save is refused after holding the new one', async () => {
    const asha = await customer();
    const first = newKey('delivery');
    const saved = await choose(asha, '2026-11-26', 'evening', first);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await choose(asha, '2026-11-29', 'evening')).statusCode).toBe(200);
    // The first save's key again with another body: its delivery record refuses it, after the day was held.
    const reused = await choose(asha, '2026-11-28', 'evening', first);
    expect(reused.statusCode, reused.body).toBe(422);
    expect(await holdersOn('2026-11-28')).toEqual([]);
    expect(await slotOf('2026-11-28', 'evening')).toBe(true);
    expect(await holdersOn('2026-11-29')).toEqual([asha.view.deliveryHold!.token]);
  });

  it('gives back a place booked by a complete that then lost to another tab, once the checkout chooses another place', async () => {
    const asha = await customer();
    const ravi = await customer();
    expect((await choose(asha, '2026-12-05', 'morning')).statusCode).toBe(200);
    const token = asha.view.deliveryHold!.token;
    // What complete does first, standing for a complete whose write of the checkout then lost to a save in another tab
    // (a race the API cannot be made to lose on cue): the place is booked, the checkout stays open.
    await h.app.deliveryCalendar.reserve({ date: '2026-12-05', slotId: 'morning' }, token, '2026-12-05');
    expect(await bookedOn('2026-12-05')).toEqual([token]);
    // Another slot of the same day: the booking in the first is given back, and the new hold counts for others.
    expect((await choose(asha, '2026-12-05', 'evening')).statusCode).toBe(200);
    expect(await bookedOn('2026-12-05')).toEqual([]);
    expect(await slotOf('2026-12-05', 'morning')).toBe(true);
    expect((await choose(ravi, '2026-12-05', 'evening')).json().fields).toEqual([slotFull('Sat 5 Dec', '3-6 pm')]);
    // Booked again there, then another day: the day is left with nothing of hers.
    await h.app.deliveryCalendar.reserve({ date: '2026-12-05', slotId: 'evening' }, token, '2026-12-05');
    expect((await choose(asha, '2026-11-28', 'midday')).statusCode).toBe(200);
    expect(await bookedOn('2026-12-05')).toEqual([]);
    expect(await holdersOn('2026-12-05')).toEqual([]);
    expect((await choose(ravi, '2026-12-05', 'evening')).statusCode).toBe(200);
  });

  it('becomes the booking when the order is placed: one place taken, for the holder too', async () => {
    const asha = await customer();
    expect((await choose(asha, '2026-12-01', 'midday')).statusCode).toBe(200);
    const token = asha.view.deliveryHold!.token;
    const placed = await completeCheckout(asha.send, asha.view.id, { total: asha.view.total });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await bookedOn('2026-12-01')).toEqual([token]);
    expect(await holdersOn('2026-12-01')).toEqual([]);
    // Long after the hold would have ended, the place stays booked.
    later(60);
    expect(await slotOf('2026-12-01', 'midday')).toBe(false);
    expect(await slotOf('2026-12-01', 'midday', token)).toBe(false);
    const read = await asha.send('GET', apiPaths.checkout.href(asha.view.id));
    expect(read.json().deliveryHold).toBeUndefined();
  });

  it('shows the team a held place apart from the orders booked, until it ends or becomes the order', async () => {
    // Tue 1 Dec's evening, which no other test takes (its midday is booked by another).
    const team = async () => {
      const day = (await h.app.deliveryCalendar.adminPage('2026-12-01', 1)).days[0]!;
      const slot = day.slots.find((candidate) => candidate.id === 'evening')!;
      return { dayHeld: day.held, slotBooked: slot.booked, slotHeld: slot.held };
    };
    const asha = await customer();
    expect((await choose(asha, '2026-12-01', 'evening')).statusCode).toBe(200);
    expect(await team()).toEqual({ dayHeld: 1, slotBooked: 0, slotHeld: 1 });
    later(11);
    expect(await team()).toEqual({ dayHeld: 0, slotBooked: 0, slotHeld: 0 });
    expect((await choose(asha, '2026-12-01', 'evening')).statusCode).toBe(200);
    expect((await completeCheckout(asha.send, asha.view.id, { total: asha.view.total })).statusCode).toBe(201);
    expect(await team()).toEqual({ dayHeld: 0, slotBooked: 1, slotHeld: 0 });
  });

  it('is taken once by a save retried with the same Idempotency-Key', async () => {
    const asha = await customer();
    const ravi = await customer();
    const key = newKey('delivery');
    const answers = await Promise.all([choose(asha, '2026-12-02', 'morning', key), choose(asha, '2026-12-02', 'morning', key)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const again = await patchCheckout(
      asha.send,
      asha.view.id,
      { version: asha.view.version - 1, delivery: deliveryDetails({ deliveryDate: '2026-12-02', deliverySlot: 'morning' }) },
      key,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await holdersOn('2026-12-02')).toEqual([asha.view.deliveryHold!.token]);
    // Two places left on the day (the day takes three): the retries took one.
    expect((await choose(ravi, '2026-12-02', 'midday')).statusCode).toBe(200);
    expect(await slotOf('2026-12-02', 'evening')).toBe(true);
  });
});

describe('20 customers racing for the last place', () => {
  it('lets exactly one of 20 racing saves hold it and tells the 19 others the slot is taken', async () => {
    const racers = await Promise.all(Array.from({ length: 20 }, (_, i) => customer(i % 2 === 0 ? h.app : second)));
    const answers = await Promise.all(racers.map((racer) => choose(racer, '2026-12-03', 'evening')));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 400);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.json().fields).toEqual([slotFull('Thu 3 Dec', '3-6 pm')]);
    expect(await holdersOn('2026-12-03')).toHaveLength(1);
  }, 120_000);

  it('gives one order to 20 racing completes whose holds ran out, and 19 clear refusals', async () => {
    // Each held the place in turn after the hold before ended; now every hold has ended and all 20 place at once.
    const racers: Customer[] = [];
    for (let i = 0; i < 20; i++) {
      const racer = await customer(i % 2 === 0 ? h.app : second);
      expect((await choose(racer, '2026-12-04', 'morning')).statusCode).toBe(200);
      racers.push(racer);
      later(10);
    }
    const answers = await Promise.all(racers.map((racer) => completeCheckout(racer.send, racer.view.id, { total: racer.view.total })));
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused) expect(answer.json()).toMatchObject({ error: 'delivery_unavailable', fields: [slotFull('Fri 4 Dec', '9 am-12 pm')] });
    expect(await bookedOn('2026-12-04')).toHaveLength(1);
  }, 120_000);
});
