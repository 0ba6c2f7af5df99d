// Every field the API builds for the console's pages (order list, order page, packing slips, inbox, delivery calendar)
// and the customer's status page and delivery calendar reaches them: Fastify serialises an answer through its route's schema (@partybox/contracts) and drops,
// without a word, a field that schema does not declare (additionalProperties: false). So the app here records what each
// handler built before serialisation (support/watched-answers.ts), and each answer must equal it; the order is filled
// in everywhere the pages show something optional (party, slot, packing note, contents, history, cancel reason), so those fields are there to lose.
import { apiPaths, wireHeaders } from '@partybox/contracts';
import type { AdminOrderDetail, AdminOrderPage, CustomerOrderStatus, InboxItem, InboxPage, PackingSlips } from '@partybox/contracts/operations';
import type { AdminCalendarDay, AdminCalendarPage, DeliveryCalendarView } from '@partybox/contracts/calendar';
import { adminCalendarDaySchema, deliveryCalendarDaySchema } from '@partybox/contracts/calendar-answers';
import { adminOrderDetailSchema, orderPartySchema } from '@partybox/contracts/order-answers';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, newPhone, startAccountsHarness, type AccountsHarness } from './support/accounts-harness';
import { guest, placeOrder } from './support/checkout';
import { newKey } from './support/harness';
import { daysFromToday, everyPartyDetail, operator } from './support/operations';
import { watchAnswers, type WatchedAnswers } from './support/watched-answers';

let harness: AccountsHarness;
let watched: WatchedAnswers;
let staff: Browser;
const whole = <T>(response: LightMyRequestResponse) => watched.whole<T>(response);

beforeAll(async () => {
  harness = await startAccountsHarness();
  watched = await watchAnswers(harness);
  staff = await operator(watched.harness, newPhone(), 'Priya Shah');
}, 120_000);
afterAll(async () => {
  await watched?.close();
  await harness?.close();
});

const theParty = { ...everyPartyDetail, name: 'Kavya Menon', phone: '9820012345', email: 'kavya@example.com', eventDate: daysFromToday(30) };

describe("the console's answers", () => {
  it('carry every field of the order list, the order page, its changes and the packing slips', async () => {
    const shopper = guest(watched.app);
    const lines = [{ themeId: 'superhero', addons: ['neonSign', 'cupcakeToppers'], quantity: 2 }];
    const placed = await placeOrder(shopper, { lines, extras: ['photoProps'], party: theParty, delivery: { fullName: 'Kavya Menon', phone: '9820012345' } });
    const { orderNumber } = placed;
    const note = await staff.post(
      apiPaths.admin.orderNotes.href(orderNumber),
      { text: 'Extra teal balloons', forPacking: true },
      { 'idempotency-key': newKey('note') },
    );
    const { version } = whole<AdminOrderDetail>(note);
    const moved = await staff.post(apiPaths.admin.orderStatus.href(orderNumber), { to: 'confirmed', expectedVersion: version });
    whole<AdminOrderDetail>(moved);

    const order = whole<AdminOrderDetail>(await staff.get(apiPaths.admin.order.href(orderNumber)));
    // What the order page shows beyond the list row: the party as saved, the note for the slip, the boxes' contents.
    // Every answer of the party is given, and every optional field of the order page is there but the money's (the
    // payments tests give those, draft-orders.test.ts paidWith and byPaymentLink), a cancel's (the next test) and an
    // edit's (order-edits.test.ts reads paymentTotal): so a field the schema forgot would be lost here.
    expect(Object.keys(order.party).sort()).toEqual(Object.keys(orderPartySchema.properties).sort());
    const notHere = ['balanceDue', 'bank', 'byPaymentLink', 'cancelReason', 'paidWith', 'paymentNeedsAttention', 'paymentTotal'];
    expect(Object.keys(order).sort()).toEqual(
      Object.keys(adminOrderDetailSchema.properties)
        .filter((key) => !notHere.includes(key))
        .sort(),
    );
    expect(order.personalised).toBe(true);
    expect(order.notes).toEqual([{ at: expect.any(String), by: 'Priya Shah', text: 'Extra teal balloons', forPacking: true }]);
    expect(order.deliverySlot).toEqual({ date: expect.any(String), slotId: expect.any(String), label: expect.any(String) });
    expect(order.themeNames).toEqual([order.boxes[0]!.themeName]);
    expect(order.boxes[0]!.contents!.length).toBeGreaterThan(0);
    expect(order.boxes[0]!.addons.map((addon) => addon.key).sort()).toEqual(['cupcakeToppers', 'neonSign']);
    expect(order.extras.map((extra) => extra.key)).toEqual(['photoProps']);
    expect(order.history.map((entry) => [entry.change, entry.from, entry.to, entry.summary])).toEqual([
      ['placed', undefined, 'placed', expect.any(String)],
      ['status', 'placed', 'confirmed', expect.stringContaining('Priya Shah')],
    ]);
    expect(order.nextStatuses.length).toBeGreaterThan(0);
    expect(order.delivery.address).toContain('Mumbai');

    const list = whole<AdminOrderPage>(await staff.get(apiPaths.admin.orders.href(`q=${orderNumber}`)));
    expect(list.items).toEqual([
      expect.objectContaining({ orderNumber, deliverySlot: order.deliverySlot, themeNames: order.themeNames, customerName: 'Kavya Menon' }),
    ]);

    const slips = whole<PackingSlips>(await staff.get(apiPaths.admin.slips.href(order.deliverySlot!.date)));
    expect(slips.orders.find((slip) => slip.orderNumber === orderNumber)).toEqual(order);

    const status = whole<CustomerOrderStatus>(
      await shopper('GET', apiPaths.orderStatus.href(orderNumber), undefined, { [wireHeaders.orderAccessToken]: placed.accessToken }),
    );
    expect(status).toMatchObject({ orderNumber, deliverySlot: order.deliverySlot, status: 'confirmed', cancellable: expect.any(Boolean) });
    expect(status.timeline.map((step) => step.status)).toEqual(['placed', 'confirmed']);
  });

  it("carry a cancelled order's reason to the order page and the status page", async () => {
    const shopper = guest(watched.app);
    const placed = await placeOrder(shopper, { party: { ...theParty, eventDate: daysFromToday(31) } });
    const cancel = await staff.post(apiPaths.admin.orderStatus.href(placed.orderNumber), { to: 'cancelled', expectedVersion: 0, reason: 'Party moved' });
    const order = whole<AdminOrderDetail>(cancel);
    expect(order.cancelReason).toBe('Party moved');
    expect(order.history.at(-1)).toMatchObject({ change: 'status', to: 'cancelled', reason: 'Party moved' });
    const status = whole<CustomerOrderStatus>(
      await shopper('GET', apiPaths.orderStatus.href(placed.orderNumber), undefined, { [wireHeaders.orderAccessToken]: placed.accessToken }),
    );
    expect(status.cancelReason).toBe('Party moved');
  });

  it("carry a history's undo and the cash collected with a delivery", async () => {
    const placed = await placeOrder(guest(watched.app), { party: { ...theParty, eventDate: daysFromToday(32) } });
    let order: AdminOrderDetail | undefined;
    for (const to of ['confirmed', 'placed', 'confirmed', 'packed', 'out-for-delivery', 'delivered']) {
      const change = { to, expectedVersion: order?.version ?? 0, ...(to === 'delivered' && { collectCash: true }) };
      order = whole<AdminOrderDetail>(await staff.post(apiPaths.admin.orderStatus.href(placed.orderNumber), change));
    }
    expect(order!.history.find((entry) => entry.to === 'placed' && entry.change === 'status')).toMatchObject({ undo: true });
    expect(order!.history.at(-1)).toMatchObject({ to: 'delivered', amount: placed.total });
  });

  it('carry every field of an inbox page and item', async () => {
    const sent = await new Browser(watched.harness).post(
      '/api/customizations',
      { name: 'Kabir Shah', phone: '9820011111', email: 'kabir@example.com', eventDate: daysFromToday(25), occasion: 'Birthday', themeName: 'Pirates' },
      { 'idempotency-key': newKey('form') },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json<{ id: string }>();
    const page = whole<InboxPage>(await staff.get(apiPaths.admin.inbox.href('custom')));
    expect(page.items.map((item) => item.id)).toContain(id);
    const item = whole<InboxItem>(await staff.get(apiPaths.admin.inboxItem.href('custom', id)));
    expect(item).toMatchObject({ id, kind: 'custom', from: 'Kabir Shah', phone: '9820011111', email: 'kabir@example.com', subject: expect.any(String) });
    expect(item.fields.some((field) => field.format !== undefined)).toBe(true);
    const handled = whole<InboxItem>(await staff.post(apiPaths.admin.inboxHandled.href('custom', id), { handled: true }));
    expect(handled).toMatchObject({ handled: true, handledBy: 'Priya Shah', handledAt: expect.any(String) });
  });

  it("carry every field of the console's calendar and the customer's", async () => {
    // A day blocked by an operator, after the other tests' parties (so it takes none of their deliveries), and a week
    // from it: the week has a weekday the shop does not deliver on, so every optional field is there to lose.
    const day = daysFromToday(40);
    const blocked = whole<AdminCalendarDay>(
      await staff.request('PUT', apiPaths.admin.calendarDay.href(day), { blocked: { reason: 'Team offsite' } }, { 'idempotency-key': newKey('day') }),
    );
    expect(blocked).toMatchObject({ date: day, blocked: { reason: 'Team offsite', by: 'operator' } });
    const week = whole<AdminCalendarPage>(await staff.get(apiPaths.admin.calendar.href(day, 7)));
    const fields = new Set(week.days.flatMap((shown) => Object.keys(shown)));
    expect([...fields].sort()).toEqual(Object.keys(adminCalendarDaySchema.properties).sort());
    expect(week.days[0]).toEqual(blocked);

    const calendar = whole<DeliveryCalendarView>(await guest(watched.app)('GET', apiPaths.deliveryCalendar.href(daysFromToday(45))));
    expect(calendar.days.find((shown) => shown.date === day)).toMatchObject({ status: 'blocked', reason: 'Team offsite' });
    expect([...new Set(calendar.days.flatMap((shown) => Object.keys(shown)))].sort()).toEqual(Object.keys(deliveryCalendarDaySchema.properties).sort());
  });
});
