// The console's money actions against dynalite, the embedded Razorpay sandbox and cognito-local: the refund a cancel
// will make (the console's preview is the rule the store refunds by), each refund named in the history with who asked,
// partly refunded in the list, a refunded order not confirmed, delivered and cash collected in one write (a retry is
// the same change), an undo as an ordinary step back.
import { apiPaths } from '@partybox/contracts';
import type { AdminOrderDetail, AdminOrderPage } from '@partybox/contracts/operations';
import { refundsOnCancel, type PaymentLedger } from '@partybox/order-lifecycle';
import { formatInr, toPaise } from '@partybox/pricing';
import { describe, expect, it } from 'vitest';
import { guest, placeOrder } from './support/checkout';
import { newKey } from './support/harness';
import { customerPost, eventually, paidOrder, statusOf } from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';

const suite = usePaymentsSuite();

const detailOf = async (orderNumber: string) => {
  const response = await suite.staff.get(apiPaths.admin.order.href(orderNumber));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminOrderDetail>();
};
const move = (orderNumber: string, body: Record<string, unknown>) => suite.staff.post(apiPaths.admin.orderStatus.href(orderNumber), body);
const refund = (orderNumber: string, body: Record<string, unknown>, key = newKey('refund')) =>
  suite.staff.post(apiPaths.admin.orderRefunds.href(orderNumber), body, { 'idempotency-key': key });
/** The ledger as the console builds it from the order page (apps/web's consoleLedger does the same). */
const consoleLedger = (detail: AdminOrderDetail): PaymentLedger => ({
  payments: detail.payment.attempts.map((attempt) => ({ ...attempt })),
  refunds: detail.payment.refunds.map((entry) => ({ ...entry })),
});
const processed = async (orderNumber: string, count: number) =>
  eventually(async () => {
    const detail = await detailOf(orderNumber);
    expect(detail.payment.refunds.filter((entry) => entry.status === 'processed')).toHaveLength(count);
    return detail;
  });

describe('the refund a cancel will make', () => {
  it('is what the store refunds when the order is cancelled: the amount left, to the payment, named in the history', async () => {
    const order = await paidOrder(suite.harness);
    const partial = await refund(order.orderNumber, { amount: 500, reason: 'Balloons missing', expectedVersion: (await detailOf(order.orderNumber)).version });
    expect(partial.statusCode, partial.body).toBe(200);
    const before = await processed(order.orderNumber, 1);
    const preview = refundsOnCancel(consoleLedger(before), before.total);
    const paymentId = before.payment.attempts[0]!.id;
    expect(preview).toEqual([{ paymentId, amountPaise: toPaise(order.total - 500), cause: 'order-cancelled' }]);

    const cancelled = await move(order.orderNumber, { to: 'cancelled', reason: 'Out of stock', expectedVersion: before.version });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await processed(order.orderNumber, 2);
    const made = after.payment.refunds.filter((entry) => !before.payment.refunds.some((known) => known.id === entry.id));
    expect(made.map((entry) => ({ paymentId: entry.paymentId, amountPaise: entry.amountPaise }))).toEqual(
      preview.map((owed) => ({ paymentId: owed.paymentId, amountPaise: owed.amountPaise })),
    );
    expect(after.history.filter((entry) => entry.change === 'refund').map((entry) => [entry.by, entry.amount, entry.summary])).toEqual([
      ['Priya Shah', 500, `Refund ₹500 to UPI payment ${paymentId} asked by Priya Shah: Balloons missing`],
      [
        'Priya Shah',
        order.total - 500,
        `Refund ${formatInr(order.total - 500)} to UPI payment ${paymentId} asked by Priya Shah: Order cancelled: Out of stock`,
      ],
    ]);
    expect(refundsOnCancel(consoleLedger(after), after.total)).toEqual([]);
  });

  it('is named as asked by the customer when the customer cancels', async () => {
    const order = await paidOrder(suite.harness);
    const cancelled = await customerPost(suite.harness.app, apiPaths.orderCancel.href(order.orderNumber), order, { reason: 'Party postponed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const detail = await processed(order.orderNumber, 1);
    expect(detail.history.filter((entry) => entry.change === 'refund')).toMatchObject([
      {
        by: 'Customer',
        amount: order.total,
        summary: expect.stringMatching(/^Refund ₹[\d,]+ to UPI payment pay_\w+ asked by the customer: Order cancelled: Party postponed$/),
      },
    ]);
  });
});

describe('partly refunded', () => {
  it('is the payment status the order page and the list show once part of the payment is back', async () => {
    const order = await paidOrder(suite.harness);
    await refund(order.orderNumber, { amount: 300, reason: 'Cake late', expectedVersion: (await detailOf(order.orderNumber)).version });
    await eventually(async () => expect((await detailOf(order.orderNumber)).paymentStatus).toBe('partly-refunded'));
    const listed = (await suite.staff.get(apiPaths.admin.orders.href(`q=${order.orderNumber}`))).json<AdminOrderPage>();
    expect(listed.items).toMatchObject([{ orderNumber: order.orderNumber, paymentStatus: 'partly-refunded' }]);
    expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('partly-refunded');
    expect((await detailOf(order.orderNumber)).history.at(-1)?.summary).toBe('Payment: Partly refunded (reported by Razorpay)');
    // Given back by the shop, the boxes kept: nothing becomes due, and no payment link is offered for it.
    expect(await detailOf(order.orderNumber)).not.toHaveProperty('balanceDue');
    expect(listed.items[0]).not.toHaveProperty('balanceDue');
    const link = await suite.staff.post(apiPaths.admin.orderPaymentLink.href(order.orderNumber), {
      expectedVersion: (await detailOf(order.orderNumber)).version,
    });
    expect(link.statusCode, link.body).toBe(400);
  });

  it('is a filter of the console list: only partly refunded orders, with or without a search', async () => {
    const [partly, paid] = [await paidOrder(suite.harness), await paidOrder(suite.harness)];
    await refund(partly.orderNumber, { amount: 300, reason: 'Cake late', expectedVersion: (await detailOf(partly.orderNumber)).version });
    await eventually(async () => expect((await detailOf(partly.orderNumber)).paymentStatus).toBe('partly-refunded'));
    const listed = (await suite.staff.get(apiPaths.admin.orders.href('paymentStatus=partly-refunded&limit=100'))).json<AdminOrderPage>();
    expect(listed.items.map((item) => item.orderNumber)).toContain(partly.orderNumber);
    expect(listed.items.map((item) => item.orderNumber)).not.toContain(paid.orderNumber);
    expect(new Set(listed.items.map((item) => item.paymentStatus))).toEqual(new Set(['partly-refunded']));
    const searched = (await suite.staff.get(apiPaths.admin.orders.href(`paymentStatus=partly-refunded&q=${paid.orderNumber}`))).json<AdminOrderPage>();
    expect(searched.items).toEqual([]);
    const refused = await suite.staff.get(apiPaths.admin.orders.href('paymentStatus=half'));
    expect(refused.json<{ fields: unknown[] }>().fields).toEqual([{ field: 'paymentStatus', message: 'Choose one of the payment statuses' }]);
  });

  it('says in the history when Razorpay refused a refund, instead of "marked paid"', async () => {
    const order = await paidOrder(suite.harness);
    suite.harness.sandbox.controls.refuseNextRefunds(1);
    const refused = await refund(order.orderNumber, { amount: 300, reason: 'Cake late', expectedVersion: (await detailOf(order.orderNumber)).version });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(
      refused
        .json<AdminOrderDetail>()
        .history.slice(-2)
        .map((entry) => entry.summary),
    ).toEqual([
      expect.stringMatching(/^Refund ₹300 to UPI payment pay_\w+ asked by Priya Shah: Cake late$/),
      'Refund did not go through (reported by Razorpay): payment back to Paid',
    ]);
  });

  it('refuses an amount that is not whole rupees, naming the field', async () => {
    const order = await paidOrder(suite.harness);
    const refused = await refund(order.orderNumber, { amount: 14.5, reason: 'Cake late', expectedVersion: (await detailOf(order.orderNumber)).version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: unknown[] }>().fields).toEqual([
      { field: 'amount', message: 'Refund amount: 14.5 is not whole rupees; leave out the paise' },
    ]);
  });
});

describe('a refunded order', () => {
  it('cannot be confirmed: the API refuses with the reason and the order page does not offer it', async () => {
    const order = await paidOrder(suite.harness);
    await refund(order.orderNumber, { amount: order.total, reason: 'Customer changed plans', expectedVersion: (await detailOf(order.orderNumber)).version });
    const detail = await eventually(async () => {
      const current = await detailOf(order.orderNumber);
      expect(current.paymentStatus).toBe('refunded');
      return current;
    });
    expect(detail.nextStatuses).toEqual(['cancelled']);
    const confirm = await move(order.orderNumber, { to: 'confirmed', expectedVersion: detail.version });
    expect(confirm.statusCode).toBe(400);
    expect(confirm.json<{ fields: unknown[] }>().fields).toEqual([
      { field: 'to', message: "This order's payment was refunded in full, so it cannot be confirmed: cancel it, or take a new payment first." },
    ]);
    expect((await detailOf(order.orderNumber)).version).toBe(detail.version);
  });
});

/** A cash-on-delivery order moved out for delivery by the operator; answers it as the console then sees it. */
async function codOutForDelivery(): Promise<AdminOrderDetail> {
  const placed = await placeOrder(guest(suite.harness.app));
  for (const to of ['confirmed', 'packed', 'out-for-delivery']) {
    const moved = await move(placed.orderNumber, { to, expectedVersion: (await detailOf(placed.orderNumber)).version });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return detailOf(placed.orderNumber);
}

describe('delivered and cash collected', () => {
  it('delivers and records the cash in one write with one history line; the retried request is the same change', async () => {
    const order = await codOutForDelivery();
    expect(order.paymentStatus).toBe('pay-on-delivery');
    const body = { to: 'delivered', collectCash: true, expectedVersion: order.version };
    const first = await move(order.orderNumber, body);
    expect(first.statusCode, first.body).toBe(200);
    const retried = await move(order.orderNumber, body);
    expect(retried.statusCode, retried.body).toBe(200);
    const after = await detailOf(order.orderNumber);
    expect(after).toMatchObject({ status: 'delivered', paymentStatus: 'collected-on-delivery', version: order.version + 1 });
    expect(after.history.slice(order.history.length)).toEqual([
      expect.objectContaining({
        change: 'status',
        from: 'out-for-delivery',
        to: 'delivered',
        amount: order.total,
        summary: `Delivered and cash ${formatInr(order.total)} collected by Priya Shah`,
      }),
    ]);
    const stored = (await suite.harness.scan(suite.harness.tables.order.name)).find((item) => item.OrderNumber === order.orderNumber)!;
    expect(
      (stored.Outbox as { Event: string; Channel: string }[]).filter((message) => message.Event === 'delivered' && message.Channel === 'sms'),
    ).toHaveLength(1);
    // Money moved: the step is not undone.
    const undo = await move(order.orderNumber, { to: 'out-for-delivery', expectedVersion: after.version });
    expect(undo.statusCode).toBe(400);
  });

  it('is refused for an order not paid on delivery, naming the field', async () => {
    const order = await paidOrder(suite.harness);
    const refused = await move(order.orderNumber, { to: 'delivered', collectCash: true, expectedVersion: (await detailOf(order.orderNumber)).version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: { field: string }[] }>().fields.map((field) => field.field)).toEqual(['collectCash']);
  });
});

describe('undo', () => {
  it('moves the order back a step as its own history line, without a text; an undo is not undone, nor a cancel', async () => {
    const placed = await placeOrder(guest(suite.harness.app));
    const confirmed = (await move(placed.orderNumber, { to: 'confirmed', expectedVersion: 0 })).json<AdminOrderDetail>();
    const texts = (await suite.harness.scan(suite.harness.tables.order.name)).find((item) => item.OrderNumber === placed.orderNumber)!.Outbox as unknown[];
    const undone = await move(placed.orderNumber, { to: 'placed', expectedVersion: confirmed.version });
    expect(undone.statusCode, undone.body).toBe(200);
    const after = undone.json<AdminOrderDetail>();
    expect(after.status).toBe('placed');
    expect(after.history.at(-1)).toMatchObject({
      change: 'status',
      from: 'confirmed',
      to: 'placed',
      undo: true,
      summary: 'Undone by Priya Shah: back to Placed from Confirmed',
    });
    const stored = (await suite.harness.scan(suite.harness.tables.order.name)).find((item) => item.OrderNumber === placed.orderNumber)!;
    expect(stored.Outbox).toHaveLength(texts.length);
    expect((await statusOf(suite.harness.app, placed)).timeline.map((step) => step.status)).toEqual(['placed']);

    const again = await move(placed.orderNumber, { to: 'confirmed', expectedVersion: after.version });
    expect(again.statusCode).toBe(200);
    const cancelled = await move(placed.orderNumber, { to: 'cancelled', reason: 'Double order', expectedVersion: again.json<AdminOrderDetail>().version });
    expect(cancelled.statusCode).toBe(200);
    const back = await move(placed.orderNumber, { to: 'confirmed', expectedVersion: cancelled.json<AdminOrderDetail>().version });
    expect(back.statusCode).toBe(400);
  });
});

describe('undo', () => {
  /** The texts the store sent about `orderNumber` (log mode: one "SMS to …" line each). */
  const textsAbout = (orderNumber: string) =>
    suite.harness.logs.filter((line) => line.msg?.startsWith('SMS to ') && line.msg.includes(orderNumber)).map((line) => line.msg!);

  it('takes back the status text when it comes before the text is sent: the customer hears nothing of an undone confirm', async () => {
    const placed = await placeOrder(guest(suite.harness.app));
    await suite.harness.app.sendPendingMessages();
    const placementTexts = textsAbout(placed.orderNumber).length;
    const confirmed = await move(placed.orderNumber, { to: 'confirmed', expectedVersion: (await detailOf(placed.orderNumber)).version });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const undone = await move(placed.orderNumber, { to: 'placed', expectedVersion: (await detailOf(placed.orderNumber)).version });
    expect(undone.statusCode, undone.body).toBe(200);
    await suite.harness.app.sendPendingMessages();
    expect(textsAbout(placed.orderNumber)).toHaveLength(placementTexts);

    // Confirmed again (and left so), the customer is told.
    await move(placed.orderNumber, { to: 'confirmed', expectedVersion: (await detailOf(placed.orderNumber)).version });
    await suite.harness.app.sendPendingMessages();
    expect(textsAbout(placed.orderNumber).slice(placementTexts)).toEqual([expect.stringContaining(`order ${placed.orderNumber} is confirmed`)]);
  });
});
