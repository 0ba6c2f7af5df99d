// The operators' side of the delivery calendar, against cognito-local and dynalite started here: the week's capacity
// and bookings per day and slot, blocking a day (customers then cannot choose it and read why) and changing a day's
// capacity, each change retried safely with its Idempotency-Key; customers and anyone signed out are refused.
import { apiPaths } from '@partybox/contracts';
import type { AdminCalendarDay, AdminCalendarPage, DeliveryCalendarView } from '@partybox/contracts/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { firstDelivery, signedIn } from './support/checkout';
import { customer, daysFromToday, operator, placeOrder } from './support/operations';

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

const partyDate = daysFromToday(20);
const put = (browser: Browser, date: string, body: unknown, key: string) =>
  browser.request('PUT', apiPaths.admin.calendarDay.href(date), body, { 'idempotency-key': key });
const customerDay = async (date: string) =>
  (await shopper.get(apiPaths.deliveryCalendar.href(partyDate))).json<DeliveryCalendarView>().days.find((day) => day.date === date);

describe('the console’s calendar', () => {
  it('refuses anyone signed out (401) and a customer (403), reading or changing', async () => {
    const anonymous = new Browser(harness);
    const day = daysFromToday(10);
    for (const [who, expected] of [
      [anonymous, 401],
      [shopper, 403],
    ] as const) {
      expect((await who.get(apiPaths.admin.calendar.href(day, 7))).statusCode).toBe(expected);
      expect((await put(who, day, { blocked: { reason: 'Nope' } }, `refused-${expected}-000000000`)).statusCode).toBe(expected);
    }
    expect((await customerDay(day))?.status).not.toBe('blocked');
  });

  it('blocks a day: customers see it greyed out with the reason and cannot choose it; unblocking gives it back', async () => {
    const { deliveryDate: day, deliverySlot } = (await firstDelivery(signedIn(shopper), partyDate))!;
    const blocked = await put(staff, day, { blocked: { reason: 'Team offsite' } }, 'block-day-0000000001');
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json<AdminCalendarDay>()).toMatchObject({ date: day, blocked: { reason: 'Team offsite', by: 'operator' } });
    expect(await customerDay(day)).toMatchObject({ status: 'blocked', reason: 'Team offsite' });

    const start = await shopper.post(apiPaths.checkouts, { lines: [{ themeId: 'superhero', addons: [], quantity: 1 }] });
    const { id, version } = start.json<{ id: string; version: number }>();
    const delivery = { fullName: 'Asha Rao', phone: shopperPhone, addressLine1: '4 Sea Breeze', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };
    const refused = await shopper.patch(
      apiPaths.checkout.href(id),
      { version, delivery: { ...delivery, deliveryDate: day, deliverySlot } },
      { 'idempotency-key': 'blocked-day-save-0001' },
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'delivery.deliveryDate', message: expect.stringMatching(/ is not available: Team offsite$/) }]);

    const unblocked = await put(staff, day, { blocked: null }, 'unblock-day-000000001');
    expect(unblocked.statusCode, unblocked.body).toBe(200);
    expect(unblocked.json<AdminCalendarDay>().blocked).toBeUndefined();
    expect((await customerDay(day))?.status).toBe('open');
  });

  it('shows capacity and bookings per day and slot, and a lowered capacity fills the day', async () => {
    const booked = await placeOrder(shopper, { eventDate: partyDate, phone: shopperPhone });
    const day = booked.deliverySlot!.date;
    const page = (await staff.get(apiPaths.admin.calendar.href(day, 3))).json<AdminCalendarPage>();
    expect(page.days.map((d) => d.date)).toHaveLength(3);
    const first = page.days[0]!;
    expect(first).toMatchObject({ date: day, capacityOverridden: false, booked: 1 });
    expect(first.slots.find((slot) => slot.id === booked.deliverySlot!.slotId)).toMatchObject({ booked: 1 });

    const order = (await staff.get(apiPaths.admin.order.href(booked.orderNumber))).json();
    expect(order.deliverySlot).toEqual(booked.deliverySlot);
    const listed = (await staff.get(`${apiPaths.admin.orders.href(`q=${booked.orderNumber}`)}`)).json();
    expect(listed.items[0].deliverySlot).toEqual(booked.deliverySlot);

    const lowered = await put(staff, day, { capacity: 1 }, 'capacity-one-00000001');
    expect(lowered.json<AdminCalendarDay>()).toMatchObject({ capacity: 1, capacityOverridden: true, booked: 1 });
    expect(await customerDay(day)).toMatchObject({ status: 'full', reason: 'Fully booked' });
    const back = await put(staff, day, { capacity: null }, 'capacity-back-0000001');
    expect(back.json<AdminCalendarDay>()).toMatchObject({ capacityOverridden: false });
    expect((await customerDay(day))?.status).toBe('open');
  });

  it('takes a retried change once, refuses its key with another body, and says what is wrong with a bad one', async () => {
    const day = daysFromToday(15);
    const first = await put(staff, day, { capacity: 2 }, 'retried-change-000001');
    const again = await put(staff, day, { capacity: 2 }, 'retried-change-000001');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    const reused = await put(staff, day, { capacity: 5 }, 'retried-change-000001');
    expect(reused.statusCode, reused.body).toBe(422);
    const bad = await put(staff, day, { capacity: -1 }, 'bad-change-0000000001');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([
      { field: 'capacity', message: "The capacity must be a whole number of orders from 0 to 500, or empty for the catalog's" },
    ]);
    const noKey = await staff.request('PUT', apiPaths.admin.calendarDay.href('2026-02-30'), { capacity: 2 });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().fields.map((f: { field: string }) => f.field)).toEqual(['Idempotency-Key', 'date']);
  });
});
