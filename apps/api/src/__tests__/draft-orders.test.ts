// Draft orders: an operator saves an order taken by phone (priced by the server, its delivery place checked on the
// calendar), then finalises it with cash on delivery or a Razorpay Payment Link that the customer pays on the sandbox's
// hosted page. Against dynalite, the Razorpay sandbox and cognito-local.
import { apiPaths } from '@partybox/contracts';
import type { AdminCalendarPage } from '@partybox/contracts/calendar';
import type { CheckoutCompleted, CheckoutView, DraftOrderList } from '@partybox/contracts/checkout';
import type { AdminOrderDetail, AdminOrderPage } from '@partybox/contracts/operations';
import { toPaise } from '@partybox/pricing';
import { describe, expect, it } from 'vitest';
import { deliveryDetails, firstDelivery, guest, partyDetails, superheroLine } from './support/checkout';
import { newKey } from './support/harness';
import { eventually } from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';

const suite = usePaymentsSuite();

async function draftBody(overrides: Record<string, unknown> = {}) {
  const party = partyDetails({ name: 'Meera Iyer', phone: '9820011122', email: 'meera@example.com' });
  const chosen = await firstDelivery(guest(suite.harness.app), party.eventDate);
  return { lines: [superheroLine], customization: party, delivery: deliveryDetails({ fullName: 'Meera Iyer', phone: '9820011122', ...chosen }), ...overrides };
}
const saveDraft = (body: unknown, key = newKey('draft')) => suite.staff.post(apiPaths.admin.draftOrders, body, { 'idempotency-key': key });
const finalise = (id: string, body: unknown) => suite.staff.post(apiPaths.admin.draftOrderFinalise.href(id), body, { 'idempotency-key': newKey('finalise') });
const discard = (id: string) => suite.staff.post(apiPaths.admin.draftOrderDiscard.href(id), {});
const openDrafts = async () => (await suite.staff.get(apiPaths.admin.draftOrders)).json<DraftOrderList>().drafts;
/** The places held this moment on the draft's delivery day and slot (the console's calendar). */
async function heldOn(draft: CheckoutView): Promise<number> {
  const { deliveryDate, deliverySlot } = draft.delivery as unknown as { deliveryDate: string; deliverySlot: string };
  const page = (await suite.staff.get(apiPaths.admin.calendar.href(deliveryDate, 1))).json<AdminCalendarPage>();
  return page.days[0]!.slots.find((slot) => slot.id === deliverySlot)!.held;
}
const detail = async (orderNumber: string) => (await suite.staff.get(apiPaths.admin.order.href(orderNumber))).json<AdminOrderDetail>();
/** The order's row in the console's list. */
const listed = async (orderNumber: string) =>
  (await suite.staff.get(apiPaths.admin.orders.href(`q=${orderNumber}`))).json<AdminOrderPage>().items.find((row) => row.orderNumber === orderNumber);

describe('draft orders', () => {
  it('a draft finalised with a payment link is placed awaiting payment, and is paid when the customer pays the link', async () => {
    const saved = await saveDraft(await draftBody());
    expect(saved.statusCode, saved.body).toBe(201);
    const draft = saved.json<CheckoutView>();
    expect(draft.total).toBeGreaterThan(0);

    const done = await finalise(draft.id, { payment: 'link', total: draft.total });
    expect(done.statusCode, done.body).toBe(201);
    const { order } = done.json<CheckoutCompleted>();
    const placed = await detail(order.orderNumber);
    expect(placed).toMatchObject({ status: 'placed', paymentStatus: 'awaiting-payment', total: draft.total });
    const [link] = placed.payment.links ?? [];
    expect(link).toMatchObject({ amountPaise: toPaise(draft.total), status: 'created' });
    expect(placed.history.map((entry) => entry.summary)).toEqual(['Placed by Priya Shah', 'Payment link sent by Priya Shah']);
    // The list and the page say the customer chooses how to pay, not the UPI the order keeps as a stand-in.
    expect(placed).toMatchObject({ paymentMethod: 'upi', byPaymentLink: true });
    expect(placed.paidWith).toBeUndefined();
    expect(await listed(order.orderNumber)).toMatchObject({ byPaymentLink: true });

    // Pressed again (a lost answer): the same order, no second link.
    const again = await finalise(draft.id, { payment: 'link', total: draft.total });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<CheckoutCompleted>().order.orderNumber).toBe(order.orderNumber);
    expect((await detail(order.orderNumber)).payment.links).toHaveLength(1);

    const paid = await fetch(`${link!.shortUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'card', card_number: '4111 1111 1111 1111', contact: '9820011122', email: 'meera@example.com' }),
    });
    expect(paid.status).toBe(200);
    await suite.harness.sandbox.controls.webhooksSettled();
    await eventually(async () => expect((await detail(order.orderNumber)).paymentStatus).toBe('paid'));
    // Paid by card on the link's page: the list and the page name the card.
    const row = await listed(order.orderNumber);
    expect(row).toMatchObject({ paidWith: 'card' });
    expect(row?.byPaymentLink).toBeUndefined();
    expect(await detail(order.orderNumber)).toMatchObject({ paidWith: 'card' });
  });

  it('a draft finalised as cash on delivery is placed to be paid on delivery', async () => {
    const draft = (await saveDraft(await draftBody())).json<CheckoutView>();
    const done = await finalise(draft.id, { payment: 'cod', total: draft.total });
    expect(done.statusCode, done.body).toBe(201);
    const placed = await detail(done.json<CheckoutCompleted>().order.orderNumber);
    expect(placed).toMatchObject({ status: 'placed', paymentMethod: 'cod' });
    expect(placed.payment.links ?? []).toEqual([]);
  });

  it('refuses a draft with the fields to fix named, a total the operator was not shown, and a checkout that is no draft', async () => {
    const bad = await saveDraft({ lines: [superheroLine], customization: partyDetails(), delivery: deliveryDetails({ pincode: '110001' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: { field: string }[] }>().fields.map((problem) => problem.field)).toContain('delivery.pincode');
    const missing = await saveDraft({ lines: [superheroLine] });
    expect(missing.json<{ fields: { field: string }[] }>().fields.map((problem) => problem.field)).toEqual(
      expect.arrayContaining(['customization', 'delivery']),
    );

    const draft = (await saveDraft(await draftBody())).json<CheckoutView>();
    const wrongTotal = await finalise(draft.id, { payment: 'cod', total: draft.total + 1 });
    expect(wrongTotal.statusCode).toBe(400);
    const badPayment = await finalise(draft.id, { payment: 'upi', total: draft.total });
    expect(badPayment.statusCode).toBe(400);

    const customer = guest(suite.harness.app);
    const started = await customer('POST', apiPaths.checkouts, { lines: [superheroLine] });
    expect((await finalise(started.json<CheckoutView>().id, { payment: 'cod', total: 1 })).statusCode).toBe(404);
  });

  it('lists the open drafts as they are now: who for, boxes, total, slot and its hold, expiry; a placed draft leaves the list', async () => {
    const draft = (await saveDraft(await draftBody())).json<CheckoutView>();
    const placed = (await saveDraft(await draftBody())).json<CheckoutView>();
    expect((await finalise(placed.id, { payment: 'cod', total: placed.total })).statusCode).toBe(201);

    const listed = await openDrafts();
    expect(listed.map((entry) => entry.id)).toContain(draft.id);
    expect(listed.map((entry) => entry.id)).not.toContain(placed.id);
    expect(listed.find((entry) => entry.id === draft.id)).toEqual({
      id: draft.id,
      by: 'Priya Shah',
      name: 'Meera Iyer',
      phone: '9820011122',
      createdAt: expect.any(String),
      expiresAt: draft.expiresAt,
      items: [{ themeName: draft.lines[0]!.themeName, quantity: 1, addons: [] }],
      total: draft.total,
      slot: { date: draft.deliveryHold!.date, label: draft.deliveryHold!.label, heldUntil: draft.deliveryHold!.until },
    });
    // Opened again to continue: the draft as saved, priced now.
    const opened = await suite.staff.get(apiPaths.admin.draftOrder.href(draft.id));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<CheckoutView>()).toMatchObject({ id: draft.id, total: draft.total, customization: { name: 'Meera Iyer' } });
  });

  it('discards a draft once: it leaves the list, its held place is given back, and it can no longer be placed', async () => {
    const draft = (await saveDraft(await draftBody())).json<CheckoutView>();
    const heldBefore = await heldOn(draft);

    const first = await discard(draft.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: draft.id, discardedBy: 'Priya Shah' });
    expect(await heldOn(draft)).toBe(heldBefore - 1);
    expect((await openDrafts()).map((entry) => entry.id)).not.toContain(draft.id);

    // Clicked twice: the same answer, nothing given back twice.
    const second = await discard(draft.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await heldOn(draft)).toBe(heldBefore - 1);

    const late = await finalise(draft.id, { payment: 'cod', total: draft.total });
    expect(late.statusCode).toBe(410);
    expect(late.json<{ message: string }>().message).toMatch(/discarded/);
    expect((await suite.staff.get(apiPaths.admin.draftOrder.href(draft.id))).statusCode).toBe(410);
  });

  it('refuses to discard a placed draft, naming its order, and an unknown one', async () => {
    const draft = (await saveDraft(await draftBody())).json<CheckoutView>();
    const { order } = (await finalise(draft.id, { payment: 'cod', total: draft.total })).json<CheckoutCompleted>();
    const refused = await discard(draft.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toContain(order.orderNumber);
    expect((await discard('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('offers the catalog’s themes with their add-ons and prices', async () => {
    const choices = (await suite.staff.get(apiPaths.admin.draftOrderChoices)).json<{ themes: Array<{ id: string; basePrice: number; addons: unknown[] }> }>();
    expect(choices.themes.find((theme) => theme.id === 'superhero')).toMatchObject({ basePrice: expect.any(Number), addons: expect.any(Array) });
  });

  it('is for operators only', async () => {
    const customer = guest(suite.harness.app);
    const answer = await customer('POST', apiPaths.admin.draftOrders, await draftBody(), { 'idempotency-key': newKey('draft') });
    expect(answer.statusCode).toBe(401);
    expect((await customer('GET', apiPaths.admin.draftOrders)).statusCode).toBe(401);
    const draft = (await saveDraft(await draftBody())).json<CheckoutView>();
    expect((await customer('POST', apiPaths.admin.draftOrderDiscard.href(draft.id), {})).statusCode).toBe(401);
    expect((await openDrafts()).map((entry) => entry.id)).toContain(draft.id);
  });
});
