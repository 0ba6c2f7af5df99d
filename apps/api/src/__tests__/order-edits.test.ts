// Order edits on the real stack (dynalite, the embedded Razorpay sandbox, cognito-local): an operator changes a placed
// order's items, personalisation and delivery slot, sees the new total and its settlement before saving, and the save
// settles it once (a refund of the difference, a payment link for the balance, the cash to collect); each edit is one
// history line with before and after and one text; the customer changes the personalisation until the order is packed.
import { apiPaths } from '@partybox/contracts';
import type { AdminOrderDetail, AdminOrderPage, CustomerOrderStatus, OrderEditPreview, PackingSlips } from '@partybox/contracts/operations';
import { formatInr, toPaise } from '@partybox/pricing';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { OrderRecord } from '../platform/db/records';
import { completeCheckout, guest, placeOrder, readyCheckout } from './support/checkout';
import Razorpay from 'razorpay';
import {
  customerPost,
  deliver,
  eventsAbout,
  eventually,
  gatewayRefunds,
  paidOrder,
  placeOnlineOrder,
  statusOf,
  type OnlineOrder,
} from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';

const suite = usePaymentsSuite();

const withBanner = { themeId: 'superhero', addons: ['backdropBanner'], quantity: 1 };
const bannerPrice = 1200;

const detailOf = async (orderNumber: string) => {
  const response = await suite.staff.get(apiPaths.admin.order.href(orderNumber));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOrderDetail>();
};
/** The order's row in the console's list (found by its number). */
const listed = async (orderNumber: string) => {
  const page = (await suite.staff.get(apiPaths.admin.orders.href(`q=${orderNumber}`))).json<AdminOrderPage>();
  return page.items.find((row) => row.orderNumber === orderNumber)!;
};
const edit = (orderNumber: string, body: Record<string, unknown>) => suite.staff.post(apiPaths.admin.orderEdit.href(orderNumber), body);
const newEdit = () => randomUUID();
/** The texts (SMS) of one event in the order's outbox. */
const texts = async (orderId: string, event: string) =>
  ((await suite.harness.order(orderId)) as OrderRecord).Outbox?.filter((message) => message.Event === event && message.Channel === 'sms') ?? [];

const sdk = () => {
  const { sandbox } = suite.harness;
  return new Razorpay({ key_id: sandbox.keyId, key_secret: sandbox.keySecret, hostUrl: sandbox.url } as ConstructorParameters<typeof Razorpay>[0]);
};
/** What the sandbox's hosted page posts when the customer pays a link there (the page's own call). */
const payOnPage = async (shortUrl: string) => {
  const response = await fetch(`${shortUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'upi', vpa: 'success@razorpay', contact: '9820044444', email: 'asha@example.com' }),
  });
  return (await response.json()) as { razorpay_payment_id?: string };
};

/** An order of a superhero box with a backdrop banner, paid by UPI through the sandbox, every webhook recorded. */
async function paidWithBanner(): Promise<OnlineOrder> {
  const send = guest(suite.harness.app);
  const view = await readyCheckout(send, {
    lines: [withBanner],
    payment: { method: 'upi' },
    party: { eventDate: '2026-12-20', cakeDetails: 'Happy birthday' },
  });
  const done = await completeCheckout(send, view.id, { total: view.total });
  expect(done.statusCode, done.body).toBe(201);
  const { order, accessToken, payment } = done.json<{ order: { id: string; orderNumber: string; total: number }; accessToken: string; payment: never }>();
  const placed: OnlineOrder = { id: order.id, orderNumber: order.orderNumber, total: order.total, accessToken, payment };
  suite.harness.sandbox.controls.payOrder((payment as { gatewayOrderId: string }).gatewayOrderId);
  await eventually(async () => expect((await statusOf(suite.harness.app, placed)).paymentStatus).toBe('paid'));
  await suite.harness.sandbox.controls.webhooksSettled();
  return placed;
}

describe('an edit that lowers the price of an order paid online', () => {
  it('shows the refund before saving, and refunds the difference once however often the save is sent', async () => {
    const order = await paidWithBanner();
    const before = await detailOf(order.orderNumber);
    const body = { expectedVersion: before.version, editId: newEdit(), lines: [{ addons: [], quantity: 1 }] };

    const preview = await edit(order.orderNumber, { ...body, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<OrderEditPreview>()).toMatchObject({
      total: order.total - bannerPrice,
      previousTotal: order.total,
      difference: -bannerPrice,
      settlement: 'refund',
      settlementAmount: bannerPrice,
      settlementWords: "₹1,200 is refunded to the customer's payment.",
    });
    expect((await detailOf(order.orderNumber)).version).toBe(before.version);

    const [first, second] = await Promise.all([edit(order.orderNumber, body), edit(order.orderNumber, body)]);
    expect([first.statusCode, second.statusCode], `${first.body}\n${second.body}`).toEqual([200, 200]);
    const third = await edit(order.orderNumber, body);
    expect(third.statusCode, third.body).toBe(200);

    const paymentId = before.payment.attempts[0]!.id;
    await eventually(async () =>
      expect((await gatewayRefunds(suite.harness, paymentId)).map((report) => report.refund.amountPaise)).toEqual([toPaise(bannerPrice)]),
    );
    const after = await detailOf(order.orderNumber);
    expect(after.total).toBe(order.total - bannerPrice);
    // The payment stays read against the total it was taken for.
    expect(after.paymentTotal).toBe(order.total);
    expect(after.history.filter((entry) => entry.change === 'edit')).toHaveLength(1);
    expect(after.history.filter((entry) => entry.change === 'refund').map((entry) => entry.amount)).toEqual([bannerPrice]);
    // ONE text for the edit, saying the refund; no separate "refund issued" text for it.
    await suite.harness.sandbox.controls.webhooksSettled();
    const edited = await texts(order.id, 'order-edited');
    expect(edited).toHaveLength(1);
    expect(edited[0]!.Reason).toContain('₹1,200 is refunded to you');
    expect(await texts(order.id, 'refund-issued')).toHaveLength(0);
    // The payment is still the order's: nothing else is refunded, nothing needs attention.
    expect(after.payment.attention).toEqual([]);
  });
});

describe('an edit that raises the price of an order paid online', () => {
  it('sends ONE text carrying a payment link for the balance; the link paid (its webhook twice) pays the order in full, nothing refunded', async () => {
    const order = await paidOrder(suite.harness);
    const before = await detailOf(order.orderNumber);
    const body = { expectedVersion: before.version, editId: newEdit(), lines: [{ addons: ['backdropBanner'], quantity: 1 }] };
    const preview = (await edit(order.orderNumber, { ...body, preview: true })).json<OrderEditPreview>();
    expect(preview).toMatchObject({ difference: bannerPrice, settlement: 'payment-link', settlementAmount: bannerPrice });

    const saved = await edit(order.orderNumber, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await edit(order.orderNumber, body);
    expect(again.statusCode, again.body).toBe(200);
    const detail = again.json<AdminOrderDetail>();
    expect(detail.total).toBe(order.total + bannerPrice);
    expect(detail.history.filter((entry) => entry.change === 'edit' || entry.change === 'payment-link').map((entry) => entry.change)).toEqual(['edit']);
    // One link, at Razorpay for exactly the balance.
    expect(detail.payment.links).toEqual([expect.objectContaining({ amountPaise: toPaise(bannerPrice), status: 'created' })]);
    const link = detail.payment.links![0]!;
    expect(await sdk().paymentLink.fetch(link.id)).toMatchObject({ amount: toPaise(bannerPrice), short_url: link.shortUrl, status: 'created' });
    // ONE text for the edit, carrying the link and its amount; no separate payment-link text.
    const edited = await texts(order.id, 'order-edited');
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({ Amount: bannerPrice, Reason: expect.stringContaining(`₹1,200 more to pay here: ${link.shortUrl}`) });
    expect(await texts(order.id, 'payment-link')).toHaveLength(0);
    // The status page shows the balance due and where to pay it; the payment stays the order's (no refund, no "wrong amount").
    const page = await statusOf(suite.harness.app, order);
    expect(page.payment).toMatchObject({ status: 'paid', dueRupees: bannerPrice });
    expect(page.payment.moneyNote).toMatch(/; balance due ₹1,200 for the changes to your order\.$/);
    expect(page.payment.balanceLink).toBe(link.shortUrl);
    // The console's page and list say the balance in rupees, as the other money fields.
    expect(detail.balanceDue).toBe(bannerPrice);
    expect((await listed(order.orderNumber)).balanceDue).toBe(bannerPrice);
    expect(detail.payment.refunds).toEqual([]);
    expect(detail.payment.attention).toEqual([]);

    // The customer pays the link on the hosted page; payment_link.paid arrives, and again (Razorpay retries).
    const paid = await payOnPage(link.shortUrl);
    expect(paid.razorpay_payment_id).toMatch(/^pay_/);
    await suite.harness.sandbox.controls.webhooksSettled();
    const [event] = eventsAbout(suite.harness.sandbox, link.id, 'payment_link.paid');
    const twice = await Promise.all([deliver(suite.harness.app, suite.harness.sandbox, event!), deliver(suite.harness.app, suite.harness.sandbox, event!)]);
    expect(twice.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await suite.harness.sandbox.controls.webhooksSettled();

    const after = await detailOf(order.orderNumber);
    expect(after.paymentStatus).toBe('paid');
    expect(after.payment.attempts.filter((attempt) => attempt.status === 'captured').map((attempt) => attempt.amountPaise)).toEqual([
      toPaise(order.total),
      toPaise(bannerPrice),
    ]);
    expect(after.payment.links).toEqual([expect.objectContaining({ id: link.id, status: 'paid' })]);
    // Nothing kept that is not owed, and nothing refunded that is: no refund asked of Razorpay for either payment.
    expect(after.payment.refunds).toEqual([]);
    expect(after.payment.attention).toEqual([]);
    for (const attempt of after.payment.attempts) expect(await gatewayRefunds(suite.harness, attempt.id)).toEqual([]);
    expect(after.history.some((entry) => entry.change === 'refund')).toBe(false);
    // The balance has its line in the history (the status stayed Paid), once however often its webhook came.
    expect(after.history.map((entry) => entry.summary).filter((line) => line?.startsWith('Balance'))).toEqual([
      `Balance ₹1,200 paid by UPI payment ${paid.razorpay_payment_id} (reported by Razorpay)`,
    ]);
    const paidPage = await statusOf(suite.harness.app, order);
    expect(paidPage.payment).toMatchObject({ status: 'paid', dueRupees: 0 });
    expect(paidPage.payment.balanceLink).toBeUndefined();
    expect(after.balanceDue ?? 0).toBe(0);
    expect((await listed(order.orderNumber)).balanceDue ?? 0).toBe(0);
    expect(paidPage.payment.moneyNote).toMatch(/^Paid ₹[\d,]+ in full: .+ and ₹1,200 by UPI on /);
    expect(await texts(order.id, 'order-edited')).toHaveLength(1);
    expect(await texts(order.id, 'payment-link')).toHaveLength(0);
    // The customer is told the balance arrived: one text (and one e-mail), however often its webhook came.
    expect(await texts(order.id, 'balance-paid')).toEqual([expect.objectContaining({ Amount: bannerPrice })]);

    // The takings count both payments (the orders CSV's Paid, Refunded and Net of this order).
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const csv = await suite.staff.get(`/api/admin/orders.csv?from=${today}&to=${today}`);
    expect(csv.statusCode, csv.body).toBe(200);
    const row = csv.body.split('\r\n').find((line) => line.startsWith(order.orderNumber));
    expect(row?.split(',').slice(-3)).toEqual([String(order.total + bannerPrice), '0', String(order.total + bannerPrice)]);

    // Sent, the text says the amount as every text does (Rs.), never ₹ (which would make it UCS-2: three times the cost).
    await suite.harness.app.sendPendingMessages();
    const sms = suite.harness.logs.filter(
      (line) => line.msg?.startsWith('SMS to ') && line.msg.includes(order.orderNumber) && line.msg.includes('more to pay'),
    );
    expect(sms.map((line) => line.msg)).toEqual([expect.stringContaining(`Rs. 1,200 more to pay here: ${link.shortUrl}`)]);
    expect(sms[0]!.msg).not.toContain('₹');
  });
});

describe('an edit that lowers the price after a balance was paid', () => {
  it('refunds the difference across the payments, the latest first, each within what it has left, once', async () => {
    // A superhero box with a banner, paid; the team doubles it (a payment link for the balance, paid); then brings it
    // back to one box without the banner: the balance goes back in full, the rest from the first payment.
    const order = await paidWithBanner();
    const placed = await detailOf(order.orderNumber);
    const raised = await edit(order.orderNumber, { expectedVersion: placed.version, editId: newEdit(), lines: [{ addons: ['backdropBanner'], quantity: 2 }] });
    expect(raised.statusCode, raised.body).toBe(200);
    const raisedTotal = raised.json<AdminOrderDetail>().total;
    const balanceDue = raisedTotal - order.total;
    const link = raised.json<AdminOrderDetail>().payment.links![0]!;
    expect(link.amountPaise).toBe(toPaise(balanceDue));
    const balanceId = (await payOnPage(link.shortUrl)).razorpay_payment_id!;
    expect(balanceId).toMatch(/^pay_/);
    await suite.harness.sandbox.controls.webhooksSettled();
    const paidTwice = await eventually(async () => {
      const current = await detailOf(order.orderNumber);
      expect(current.payment.attempts.filter((attempt) => attempt.status === 'captured')).toHaveLength(2);
      return current;
    });
    const first = paidTwice.payment.attempts.find((attempt) => attempt.status === 'captured' && attempt.id !== balanceId);

    const body = { expectedVersion: paidTwice.version, editId: newEdit(), lines: [{ addons: [], quantity: 1 }] };
    const preview = (await edit(order.orderNumber, { ...body, preview: true })).json<OrderEditPreview>();
    const difference = raisedTotal - preview.total;
    expect(difference).toBeGreaterThan(balanceDue);
    expect(preview).toMatchObject({ settlement: 'refund', settlementAmount: difference });
    const saves = await Promise.all([edit(order.orderNumber, body), edit(order.orderNumber, body)]);
    expect(saves.map((save) => save.statusCode)).toEqual([200, 200]);
    expect((await edit(order.orderNumber, body)).statusCode).toBe(200);
    await suite.harness.sandbox.controls.webhooksSettled();

    const amounts = async (paymentId: string) => (await gatewayRefunds(suite.harness, paymentId)).map((report) => report.refund.amountPaise);
    expect(await amounts(balanceId)).toEqual([toPaise(balanceDue)]);
    expect(await amounts(first!.id)).toEqual([toPaise(difference - balanceDue)]);
    const after = await detailOf(order.orderNumber);
    expect(after.total).toBe(order.total - bannerPrice);
    expect(after.payment.attention).toEqual([]);
    expect(after.history.filter((entry) => entry.change === 'refund').map((entry) => entry.amount)).toEqual([balanceDue, difference - balanceDue]);
  });
});

describe("an operator's refund after a balance was paid by link", () => {
  it('may return both payments, the balance first, once however often it is sent', async () => {
    const order = await paidOrder(suite.harness);
    const before = await detailOf(order.orderNumber);
    const raised = await edit(order.orderNumber, { expectedVersion: before.version, editId: newEdit(), lines: [{ addons: ['backdropBanner'], quantity: 1 }] });
    expect(raised.statusCode, raised.body).toBe(200);
    const balanceId = (await payOnPage(raised.json<AdminOrderDetail>().payment.links![0]!.shortUrl)).razorpay_payment_id!;
    await suite.harness.sandbox.controls.webhooksSettled();
    const paidTwice = await eventually(async () => {
      const current = await detailOf(order.orderNumber);
      expect(current.payment.attempts.filter((attempt) => attempt.status === 'captured')).toHaveLength(2);
      return current;
    });
    // The form's cap is everything paid, not only the first payment.
    expect(paidTwice.payment.refundablePaise).toBe(toPaise(order.total + bannerPrice));
    const first = paidTwice.payment.attempts.find((attempt) => attempt.id !== balanceId)!;

    const refundKey = randomUUID();
    const refund = () =>
      suite.staff.post(
        apiPaths.admin.orderRefunds.href(order.orderNumber),
        { amount: bannerPrice + 300, reason: 'Banner arrived torn', expectedVersion: paidTwice.version },
        { 'idempotency-key': refundKey },
      );
    const answers = await Promise.all([refund(), refund()]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await refund()).statusCode).toBe(200);
    await suite.harness.sandbox.controls.webhooksSettled();

    const amounts = async (paymentId: string) => (await gatewayRefunds(suite.harness, paymentId)).map((report) => report.refund.amountPaise);
    expect(await amounts(balanceId)).toEqual([toPaise(bannerPrice)]);
    expect(await amounts(first.id)).toEqual([toPaise(300)]);
    const after = await detailOf(order.orderNumber);
    expect(after.payment.refundablePaise).toBe(toPaise(order.total - 300));
    // Given back off the price, the boxes kept: nothing is due again, nothing needs the team.
    expect(after.balanceDue ?? 0).toBe(0);
    expect(after.payment.attention).toEqual([]);
    const tooMuch = await suite.staff.post(
      apiPaths.admin.orderRefunds.href(order.orderNumber),
      { amount: order.total, reason: 'All of it', expectedVersion: after.version },
      { 'idempotency-key': randomUUID() },
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toBe(`At most ${formatInr(order.total - 300)} can be refunded on this order.`);
  });
});

describe('"Send payment link" for a balance whose link was cancelled', () => {
  it('opens a fresh link for the balance at Razorpay, one however often it is clicked', async () => {
    const order = await paidOrder(suite.harness);
    const before = await detailOf(order.orderNumber);
    const raised = await edit(order.orderNumber, { expectedVersion: before.version, editId: newEdit(), lines: [{ addons: ['backdropBanner'], quantity: 1 }] });
    const first = raised.json<AdminOrderDetail>().payment.links![0]!;
    await sdk().paymentLink.cancel(first.id);
    // Razorpay's payment_link.cancelled marks it on the order: the console's balance box then offers a fresh link.
    await suite.harness.sandbox.controls.webhooksSettled();
    const marked = await detailOf(order.orderNumber);
    expect(marked.payment.links?.map((link) => link.status)).toEqual(['cancelled']);

    const version = marked.version;
    const send = () => suite.staff.post(apiPaths.admin.orderPaymentLink.href(order.orderNumber), { expectedVersion: version });
    const clicks = await Promise.all([send(), send()]);
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 409]);
    const after = await detailOf(order.orderNumber);
    expect(after.payment.links?.map((link) => [link.status, link.amountPaise])).toEqual([
      ['cancelled', toPaise(bannerPrice)],
      ['created', toPaise(bannerPrice)],
    ]);
    const fresh = after.payment.links![1]!;
    expect(await sdk().paymentLink.fetch(fresh.id)).toMatchObject({ amount: toPaise(bannerPrice), short_url: fresh.shortUrl, status: 'created' });
    // Razorpay holds no other link for the order than these two.
    const references = [2, 3].map((n) => `${order.orderNumber}-L${n}`);
    const held = await Promise.all(references.map((reference) => sdk().paymentLink.all({ reference_id: reference } as never)));
    expect(held.map((answer) => (answer as unknown as { payment_links: unknown[] }).payment_links.length)).toEqual([1, 0]);
    const sent = await texts(order.id, 'payment-link');
    expect(sent).toEqual([expect.objectContaining({ Amount: bannerPrice, Link: fresh.shortUrl })]);
  });
});

describe('an edit of an order marked paid by hand', () => {
  it('leaves the difference to be settled by hand: no refund asked of the gateway, no payment link', async () => {
    const order = await placeOnlineOrder(suite.harness.app);
    const marked = await suite.staff.post(apiPaths.admin.orderPayment.href(order.orderNumber), {
      to: 'paid',
      reference: 'NEFT 4471',
      expectedVersion: (await detailOf(order.orderNumber)).version,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    const body = { expectedVersion: marked.json<AdminOrderDetail>().version, editId: newEdit(), lines: [{ addons: ['backdropBanner'], quantity: 1 }] };
    const preview = (await edit(order.orderNumber, { ...body, preview: true })).json<OrderEditPreview>();
    expect(preview).toMatchObject({ settlement: 'none', settlementWords: 'Paid outside the gateway: settle the ₹1,200 difference by hand.' });
    const saved = await edit(order.orderNumber, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminOrderDetail>().history.at(-1)?.change).toBe('edit');
    expect((await statusOf(suite.harness.app, order)).payment.dueRupees).toBe(0);
  });
});

describe('an edit of a cash-on-delivery order', () => {
  it('makes the cash to collect the new total, which "Delivered and cash collected" records', async () => {
    const order = await placeOrder(guest(suite.harness.app), { party: { eventDate: '2026-12-20' } });
    const body = { expectedVersion: 0, editId: newEdit(), lines: [{ addons: ['backdropBanner'], quantity: 2 }] };
    const preview = (await edit(order.orderNumber, { ...body, preview: true })).json<OrderEditPreview>();
    const total = 2 * (superheroPrice(order) + bannerPrice) + order.shipping;
    expect(preview).toMatchObject({ total, settlement: 'cash', settlementAmount: total, settlementWords: `Collect ${inr(total)} in cash on delivery.` });
    expect((await edit(order.orderNumber, body)).statusCode).toBe(200);
    let version = (await detailOf(order.orderNumber)).version;
    for (const to of ['confirmed', 'packed', 'out-for-delivery']) {
      const moved = await suite.staff.post(apiPaths.admin.orderStatus.href(order.orderNumber), { to, expectedVersion: version++ });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const delivered = await suite.staff.post(apiPaths.admin.orderStatus.href(order.orderNumber), {
      to: 'delivered',
      collectCash: true,
      expectedVersion: version,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json<AdminOrderDetail>().history.at(-1)).toMatchObject({
      amount: total,
      summary: `Delivered and cash ${inr(total)} collected by Priya Shah`,
    });
  });
});

describe('an edit of the extras', () => {
  it("offers the add-ons page's extras on the console's order, and ticking one reprices the order and saves it", async () => {
    const order = await placeOrder(guest(suite.harness.app), { party: { eventDate: '2026-12-20' } });
    const offered = (await detailOf(order.orderNumber)).extraOptions;
    expect(offered).toContainEqual({ key: 'dessertTable', label: 'Dessert Table Setup', price: 599 });
    const body = { expectedVersion: 0, editId: newEdit(), extras: ['dessertTable'] };
    const preview = (await edit(order.orderNumber, { ...body, preview: true })).json<OrderEditPreview>();
    expect(preview).toMatchObject({ total: order.total + 599, previousTotal: order.total, difference: 599, settlement: 'cash' });
    expect((await edit(order.orderNumber, body)).statusCode).toBe(200);
    const saved = await detailOf(order.orderNumber);
    expect(saved).toMatchObject({ total: order.total + 599, extras: [{ key: 'dessertTable', label: 'Dessert Table Setup', price: 599 }] });
    expect(saved.history.at(-1)).toMatchObject({ change: 'edit', difference: 599 });
  });
});

const superheroPrice = (order: { lines: readonly { basePrice: number }[] }) => order.lines[0]!.basePrice;
const inr = (rupees: number) => `₹${rupees.toLocaleString('en-IN')}`;

describe('an edit of the delivery slot', () => {
  it('books the new place and gives the old one back, and refuses a day that is full, saying so', async () => {
    const send = guest(suite.harness.app);
    const first = await placeOrder(send, { party: { eventDate: '2026-12-20' }, delivery: { deliveryDate: '2026-12-17', deliverySlot: 'morning' } });
    const second = await placeOrder(send, { party: { eventDate: '2026-12-20' }, delivery: { deliveryDate: '2026-12-18', deliverySlot: 'morning' } });
    const bookedOn = async (date: string) =>
      ((await suite.harness.get(suite.harness.tables.deliveryDay.name, { Date: date }))?.Orders as Set<string> | undefined)?.size ?? 0;
    const [day17, day19] = [await bookedOn('2026-12-17'), await bookedOn('2026-12-19')];

    const moved = await edit(first.orderNumber, { expectedVersion: 0, editId: newEdit(), slot: { date: '2026-12-19', slotId: 'evening' } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<AdminOrderDetail>().deliverySlot).toEqual({ date: '2026-12-19', slotId: 'evening', label: '3-6 pm' });
    expect(moved.json<AdminOrderDetail>().history.at(-1)?.summary).toBe('Edited by Priya Shah: Delivery slot: 2026-12-17 9 am-12 pm → 2026-12-19 3-6 pm');
    expect([await bookedOn('2026-12-17'), await bookedOn('2026-12-19')]).toEqual([day17 - 1, day19 + 1]);

    // The 19th takes no more orders than it has now.
    const full = await suite.staff.request(
      'PUT',
      apiPaths.admin.calendarDay.href('2026-12-19'),
      { capacity: day19 + 1 },
      { 'idempotency-key': `cap-${newEdit()}` },
    );
    expect(full.statusCode, full.body).toBe(200);
    const previewed = await edit(second.orderNumber, { expectedVersion: 0, editId: newEdit(), preview: true, slot: { date: '2026-12-19', slotId: 'morning' } });
    expect(previewed.statusCode, previewed.body).toBe(400);
    expect(previewed.json<{ fields: { field: string }[] }>().fields).toMatchObject([{ field: 'slot.date' }]);
    const refused = await edit(second.orderNumber, { expectedVersion: 0, editId: newEdit(), slot: { date: '2026-12-19', slotId: 'morning' } });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ fields: { field: string; message: string }[] }>().fields).toEqual([
      { field: 'slot.date', message: expect.stringMatching(/full|booked/i) },
    ]);
    expect((await detailOf(second.orderNumber)).deliverySlot).toMatchObject({ date: '2026-12-18' });
  });
});

describe('an edit of the personalisation', () => {
  it('is one history line with before and after, one text, and the packing slip prints it', async () => {
    const order = await placeOrder(guest(suite.harness.app), { party: { eventDate: '2026-12-20', cakeDetails: 'Happy birthday' } });
    const body = { expectedVersion: 0, editId: newEdit(), personalisation: { cakeDetails: 'Happy 5th birthday Aarav' } };
    expect((await edit(order.orderNumber, body)).statusCode).toBe(200);
    expect((await edit(order.orderNumber, body)).statusCode).toBe(200);
    const detail = await detailOf(order.orderNumber);
    expect(detail.history.filter((entry) => entry.change === 'edit')).toEqual([
      expect.objectContaining({
        by: 'Priya Shah',
        field: 'Cake message',
        from: 'Cake message: Happy birthday',
        to: 'Cake message: Happy 5th birthday Aarav',
        difference: 0,
        summary: 'Edited by Priya Shah: Cake message: Happy birthday → Happy 5th birthday Aarav',
      }),
    ]);
    expect(await texts(order.id, 'order-edited')).toMatchObject([{ Reason: 'cake message now "Happy 5th birthday Aarav"' }]);
    const slips = await suite.staff.get(`/api/admin/slips?date=${detail.deliverySlot!.date}`);
    expect(slips.json<PackingSlips>().orders.find((slip) => slip.orderNumber === order.orderNumber)?.party.cakeDetails).toBe('Happy 5th birthday Aarav');
  });

  it('refuses a save on a version someone else changed, saying who changed what', async () => {
    const order = await placeOrder(guest(suite.harness.app), { party: { eventDate: '2026-12-20', cakeDetails: 'Happy birthday' } });
    await suite.staff.post(apiPaths.admin.orderStatus.href(order.orderNumber), { to: 'confirmed', expectedVersion: 0 });
    const stale = await edit(order.orderNumber, { expectedVersion: 0, editId: newEdit(), personalisation: { cakeDetails: 'Cheers' } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toMatch(/Confirmed by Priya Shah\. What you typed is kept/);
  });
});

describe('an edit of the name on the decor', () => {
  it('makes the console search find the order by the new name, and no longer by the old one', async () => {
    const order = await placeOrder(guest(suite.harness.app), { party: { eventDate: '2026-12-20', decorName: 'Zorawar' } });
    const search = async (q: string) =>
      (await suite.staff.get(apiPaths.admin.orders.href(`q=${encodeURIComponent(q)}`)))
        .json<{ items: { orderNumber: string }[] }>()
        .items.map((item) => item.orderNumber);
    expect(await search('Zorawar')).toContain(order.orderNumber);
    const saved = await edit(order.orderNumber, { expectedVersion: 0, editId: newEdit(), personalisation: { decorName: 'Ishaanvi' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await search('Ishaanvi')).toEqual([order.orderNumber]);
    expect(await search('Zorawar')).not.toContain(order.orderNumber);
  });
});

describe('an order stored with the old search items (every tail of its number)', () => {
  it('is still found by any part of its number, and an edit deletes the tails it no longer has', async () => {
    const order = await placeOrder(guest(suite.harness.app), { party: { eventDate: '2026-12-21', decorName: 'Zubin' } });
    const { db, tables } = suite.harness;
    const stored = (await suite.harness.order(order.id)) as OrderRecord;
    const number = order.orderNumber.replaceAll('-', '').toLowerCase();
    // Before, an order kept a term for every tail of its number: put them back as such an order has them.
    const oldTails = [...number].map((_, start) => number.slice(start)).filter((tail) => tail.length >= 2);
    const oldTerms = [...new Set([...(stored.SearchTerms ?? []), ...oldTails])];
    await db.send(new PutCommand({ TableName: tables.order.name, Item: { ...stored, SearchTerms: oldTerms } }));
    for (const term of oldTails)
      await db.send(
        new PutCommand({
          TableName: tables.orderSearch.name,
          Item: { TermHead: term.slice(0, 2), Term: `${term}#${order.orderNumber}`, OrderKey: stored.IdempotencyKey, EventSort: stored.EventSort },
        }),
      );
    const numberTerms = async () =>
      (await suite.harness.scan(tables.orderSearch.name))
        .map((item) => String(item.Term))
        .filter((term) => term.endsWith(`#${order.orderNumber}`) && number.endsWith(term.split('#')[0]!))
        .map((term) => term.split('#')[0]!)
        .sort();
    expect(await numberTerms()).toHaveLength(oldTails.length);
    const search = async (q: string) =>
      (await suite.staff.get(apiPaths.admin.orders.href(`q=${encodeURIComponent(q)}`)))
        .json<{ items: { orderNumber: string }[] }>()
        .items.map((item) => item.orderNumber);
    const [, date = '', suffix = ''] = order.orderNumber.split('-');
    for (const q of [order.orderNumber, date, `${date.slice(2)}-${suffix.slice(0, 2)}`, `${date.slice(5)}${suffix.slice(0, 3)}`, suffix.slice(2)])
      expect(await search(q), q).toContain(order.orderNumber);
    const saved = await edit(order.orderNumber, { expectedVersion: stored.Version ?? 0, editId: newEdit(), personalisation: { decorName: 'Zubeida' } });
    expect(saved.statusCode, saved.body).toBe(200);
    // The whole number and the suffix's tails stay; the other old tails are gone, and the order is still found.
    expect(await numberTerms()).toEqual([number, ...[2, 3, 4, 5, 6].map((length) => number.slice(-length))].sort());
    for (const q of [order.orderNumber, date, `${date.slice(5)}${suffix.slice(0, 3)}`, 'Zubeida']) expect(await search(q), q).toContain(order.orderNumber);
  });
});

describe('an edit of the recipient', () => {
  it('shows the new name and phone on the order and slip, with before → after in the history, and search finds the new ones only', async () => {
    const order = await placeOrder(guest(suite.harness.app), {
      party: { eventDate: '2026-12-20', name: 'Mehul Orderer', phone: '9820011111' },
      delivery: { fullName: 'Wrongname Recipient', phone: '9820022222' },
    });
    const search = async (q: string) =>
      (await suite.staff.get(apiPaths.admin.orders.href(`q=${encodeURIComponent(q)}`)))
        .json<{ items: { orderNumber: string }[] }>()
        .items.map((item) => item.orderNumber);
    expect(await search('Wrongname')).toContain(order.orderNumber);
    const body = { expectedVersion: 0, editId: newEdit(), recipient: { name: 'Tanvikaa Desai', phone: '9876512345' } };

    const preview = await edit(order.orderNumber, { ...body, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json<OrderEditPreview>().changes).toEqual([
      { field: 'Recipient name', from: 'Wrongname Recipient', to: 'Tanvikaa Desai' },
      { field: 'Recipient phone', from: '+91 98200 22222', to: '+91 98765 12345' },
    ]);
    expect((await edit(order.orderNumber, body)).statusCode).toBe(200);

    const detail = await detailOf(order.orderNumber);
    expect(detail.delivery).toMatchObject({ name: 'Tanvikaa Desai', phone: '9876512345' });
    expect(detail.history.at(-1)?.summary).toBe(
      'Edited by Priya Shah: Recipient name: Wrongname Recipient; Recipient phone: +91 98200 22222 → Recipient name: Tanvikaa Desai; Recipient phone: +91 98765 12345',
    );
    const slips = await suite.staff.get(`/api/admin/slips?date=${detail.deliverySlot!.date}`);
    expect(slips.json<PackingSlips>().orders.find((slip) => slip.orderNumber === order.orderNumber)?.delivery).toMatchObject({
      name: 'Tanvikaa Desai',
      phone: '9876512345',
    });
    expect(await search('Tanvikaa')).toEqual([order.orderNumber]);
    expect(await search('98765 12345')).toEqual([order.orderNumber]);
    expect(await search('Wrongname')).not.toContain(order.orderNumber);
    // Who ordered is not who receives: the orderer still finds it.
    expect(await search('Mehul')).toContain(order.orderNumber);
    // The edit's text goes to the new recipient, who gets the order's texts from now on, and to who ordered (their
    // order changed); the replaced recipient gets none, not even the texts queued before the edit.
    expect((await texts(order.id, 'order-edited')).map((message) => message.To)).toEqual(['+919876512345', '+919820011111']);
    const queued = (((await suite.harness.order(order.id)) as OrderRecord).Outbox ?? []).filter((message) => !message.SentAt).map((message) => message.To);
    expect(queued).not.toContain('+919820022222');
    expect(queued).toContain('+919876512345');
  });

  it('refuses a phone or name the delivery form would refuse, with the same words', async () => {
    const order = await placeOrder(guest(suite.harness.app), { party: { eventDate: '2026-12-20' } });
    const refused = await edit(order.orderNumber, { expectedVersion: 0, editId: newEdit(), recipient: { name: ' ', phone: '12345' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: { field: string; message: string }[] }>().fields).toEqual(
      expect.arrayContaining([
        { field: 'recipient.phone', message: 'Enter a 10-digit mobile number, like 98200 98200' },
        { field: 'recipient.name', message: 'Enter the name of the person receiving the box' },
      ]),
    );
  });
});

describe("the customer's own edit of the personalisation", () => {
  it('is taken until the order is packed, then refused with the reason', async () => {
    const order = await placeOrder(guest(suite.harness.app), { party: { eventDate: '2026-12-20', cakeDetails: 'Happy birthday' } });
    const url = apiPaths.orderEdit.href(order.orderNumber);
    const changed = await customerPost(suite.harness.app, url, order, {
      expectedVersion: 0,
      editId: newEdit(),
      personalisation: { cakeDetails: 'Love you Mia' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<CustomerOrderStatus>()).toMatchObject({ personalisation: { cakeDetails: 'Love you Mia' }, personalisationEditable: true });
    expect((await detailOf(order.orderNumber)).history.at(-1)?.summary).toBe('Edited by the customer: Cake message: Happy birthday → Love you Mia');

    for (const [version, to] of ['confirmed', 'packed'].entries()) {
      await suite.staff.post(apiPaths.admin.orderStatus.href(order.orderNumber), { to, expectedVersion: version + 1 });
    }
    const refused = await customerPost(suite.harness.app, url, order, { expectedVersion: 3, editId: newEdit(), personalisation: { cakeDetails: 'Too late' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      'Your order is packed: the personalisation can no longer be changed. Call us if something is wrong.',
    );
    const page = await statusOf(suite.harness.app, order);
    expect(page).toMatchObject({ personalisation: { cakeDetails: 'Love you Mia' }, personalisationEditable: false });
  });
});
