// Refunds and the console's payment actions against dynalite, the embedded Razorpay sandbox and cognito-local: a paid
// order cancelled is refunded and the customer texted twice, an operator refunds part of an order, marking paid by
// hand needs a reference, the attention filter, and a packed personalised box the customer cannot cancel.
import { apiPaths } from '@partybox/contracts';
import { toPaise } from '@partybox/pricing';
import type { AdminOrderDetail, AdminOrderPage } from '@partybox/contracts/operations';
import { describe, expect, it } from 'vitest';
import { customerPost, eventually, gatewayRefunds, paidOrder, paidTwice, placeOnlineOrder, statusOf } from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';
import { newKey } from './support/harness';

const suite = usePaymentsSuite();

const paid = (party: Record<string, unknown> = {}) => paidOrder(suite.harness, party);

const smsEvents = async (orderId: string) =>
  ((await suite.harness.order(orderId)).Outbox ?? []).filter((message) => message.Channel === 'sms').map((message) => message.Event);

describe('cancelling a paid order', () => {
  it('refunds it in full and texts the customer when the refund is issued and again when it is processed', async () => {
    const order = await paid();
    suite.harness.sandbox.controls.holdNextRefunds(1);
    const cancelled = await customerPost(suite.harness.app, apiPaths.orderCancel.href(order.orderNumber), order, { reason: 'Party postponed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const pending = await statusOf(suite.harness.app, order);
    expect(pending.paymentStatus).toBe('refund-pending');
    expect(pending.payment.moneyNote).toMatch(/refund issued on .* to your UPI; banks take 7 to 10 working days\.$/);
    // Paid at the checkout, its first text says so (no "paid" of its own: payment-texts.test.ts).
    expect(await smsEvents(order.id)).toEqual(['placed-unpaid', 'cancelled', 'refund-issued']);
    const issued = (await suite.harness.order(order.id)).Outbox!.find((message) => message.Event === 'refund-issued' && message.Channel === 'sms')!;
    expect(issued.Amount).toBe(order.total);

    const refundId = (pending.payment.refunds.length === 1 && ((await suite.harness.order(order.id)).Ledger!.refunds[0] as { id: string }).id) || '';
    suite.harness.sandbox.controls.settleRefund(refundId, 'processed');
    await eventually(async () => expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('refunded'));
    expect(await smsEvents(order.id)).toEqual(['placed-unpaid', 'cancelled', 'refund-issued', 'refund-processed']);
  });

  it('refunds an order an operator cancels with a reason', async () => {
    const order = await paid();
    const detail = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    const moved = await suite.staff.post(apiPaths.admin.orderStatus.href(order.orderNumber), {
      to: 'cancelled',
      reason: 'Out of stock',
      expectedVersion: detail.version,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await eventually(async () => {
      const status = await statusOf(suite.harness.app, order);
      expect(status.payment.refunds).toMatchObject([{ amountPaise: toPaise(order.total), status: 'processed', reason: 'Order cancelled: Out of stock' }]);
    });
  });
});

describe('a paid order refunded twice (part, then the rest on a cancel)', () => {
  it('tells the customer of both refunds, not only the last', async () => {
    const order = await paid();
    let detail = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    const part = await suite.staff.post(
      apiPaths.admin.orderRefunds.href(order.orderNumber),
      { amount: 500, reason: 'Balloons missing', expectedVersion: detail.version },
      { 'idempotency-key': newKey('refund-part') },
    );
    expect(part.statusCode, part.body).toBe(200);
    await eventually(async () => expect((await statusOf(suite.harness.app, order)).payment.refunds).toMatchObject([{ status: 'processed' }]));
    suite.harness.sandbox.controls.holdNextRefunds(1);
    detail = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    const cancelled = await suite.staff.post(apiPaths.admin.orderStatus.href(order.orderNumber), {
      to: 'cancelled',
      reason: 'Party called off',
      expectedVersion: detail.version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const page = await statusOf(suite.harness.app, order);
    const rest = (order.total - 500).toLocaleString('en-IN');
    expect(page.payment.moneyNote).toMatch(
      new RegExp(
        `^Paid ₹${order.total.toLocaleString('en-IN')} by UPI on \\d+ \\w+; ₹500 refunded on \\d+ \\w+ to your UPI; ₹${rest} refund issued on \\d+ \\w+ to your UPI; banks take 7 to 10 working days\\.$`,
      ),
    );
  });
});

describe("an operator's refund", () => {
  it('refunds part of an order with a reason, and refuses more than is left', async () => {
    const order = await paid();
    let detail = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    expect(detail.payment.refundablePaise).toBe(toPaise(order.total));
    expect(detail.payment.attempts).toMatchObject([{ method: 'upi', amountPaise: toPaise(order.total), status: 'captured' }]);
    const partial = await suite.staff.post(
      apiPaths.admin.orderRefunds.href(order.orderNumber),
      { amount: 500, reason: 'Balloons missing', expectedVersion: detail.version },
      { 'idempotency-key': newKey('refund-partial') },
    );
    expect(partial.statusCode, partial.body).toBe(200);
    detail = partial.json<AdminOrderDetail>();
    expect(detail.payment.refunds).toMatchObject([{ amountPaise: 50000, reason: 'Balloons missing', by: 'Priya Shah' }]);
    expect(detail.payment.refundablePaise).toBe(toPaise(order.total - 500));
    await eventually(async () =>
      expect((await statusOf(suite.harness.app, order)).payment.refunds).toMatchObject([{ amountPaise: 50000, status: 'processed' }]),
    );
    expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('partly-refunded');

    detail = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    const tooMuch = await suite.staff.post(
      apiPaths.admin.orderRefunds.href(order.orderNumber),
      { amount: order.total, reason: 'All of it', expectedVersion: detail.version },
      { 'idempotency-key': newKey('refund-all') },
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toMatch(/^At most ₹[\d,]+ can be refunded on this order\.$/);
  });
});

describe('marking paid by hand', () => {
  it('asks for the reference of money received outside the gateway, and keeps it', async () => {
    const order = await placeOnlineOrder(suite.harness.app);
    const detail = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    const refused = await suite.staff.post(apiPaths.admin.orderPayment.href(order.orderNumber), { to: 'paid', expectedVersion: detail.version });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: { field: string }[] }>().fields.map((field) => field.field)).toEqual(['reference']);
    const marked = await suite.staff.post(apiPaths.admin.orderPayment.href(order.orderNumber), {
      to: 'paid',
      expectedVersion: detail.version,
      reference: 'UTR 4512 7788',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json<AdminOrderDetail>()).toMatchObject({ paymentStatus: 'paid', payment: { manualReference: 'UTR 4512 7788' } });
    expect((await suite.harness.order(order.id)).PaymentOpen).toBeUndefined();
  });
});

describe('the payment-needs-attention list', () => {
  it('lists an order paid twice, whatever its date, and leaves out an order paid once; once the second payment is back, no longer', async () => {
    const calm = await paid();
    // The second payment's refund stays on its way until the bank settles it, below.
    suite.harness.sandbox.controls.holdNextRefunds(1);
    const { order, second } = await paidTwice(suite.harness);
    await eventually(async () => expect((await suite.harness.order(order.id)).PaymentAttention).toBe('attention'));
    const page = await eventually(async () => {
      const listed = (await suite.staff.get(`${apiPaths.admin.orders.href('attention=payment')}`)).json<AdminOrderPage>();
      expect(listed.items.map((item) => item.orderNumber)).toContain(order.orderNumber);
      return listed;
    });
    expect(page.items.map((item) => item.orderNumber)).not.toContain(calm.orderNumber);
    expect(page.items.find((item) => item.orderNumber === order.orderNumber)).toMatchObject({ paymentNeedsAttention: true });
    const detail = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    expect(detail.payment.attention).toEqual(['duplicate-payment']);

    const [refund] = await eventually(async () => {
      const refunds = await gatewayRefunds(suite.harness, second.id);
      expect(refunds).toHaveLength(1);
      return refunds;
    });
    // The second payment's refund on its way leaves the order itself paid, for the team and the customer.
    await eventually(async () => expect((await suite.harness.order(order.id)).Ledger!.refunds).toMatchObject([{ status: 'pending' }]));
    expect((await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>().paymentStatus).toBe('paid');
    expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('paid');
    suite.harness.sandbox.controls.settleRefund(refund!.refund.id, 'processed');
    await eventually(async () => expect((await suite.harness.order(order.id)).PaymentAttention).toBeUndefined());
    const after = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    expect(after.payment.attention).toEqual([]);
    const listed = (await suite.staff.get(`${apiPaths.admin.orders.href('attention=payment')}`)).json<AdminOrderPage>();
    expect(listed.items.map((item) => item.orderNumber)).not.toContain(order.orderNumber);
    // The customer reads that it was the second payment that went back, not the order's.
    const total = order.total.toLocaleString('en-IN');
    expect((await statusOf(suite.harness.app, order)).payment.moneyNote).toMatch(
      new RegExp(`^Paid ₹${total} by UPI on \\d+ \\w+; your second payment of ₹${total} refunded on \\d+ \\w+ to your UPI\\.$`),
    );
  });
});

describe('a personalised box', () => {
  it('cannot be cancelled online once packed, with the reason on the status page', async () => {
    const order = await placeOnlineOrder(suite.harness.app, 'upi', { decorName: 'Happy 5th, Kabir' });
    let version = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>().version;
    for (const to of ['confirmed', 'packed']) {
      const moved = await suite.staff.post(apiPaths.admin.orderStatus.href(order.orderNumber), { to, expectedVersion: version });
      expect(moved.statusCode, moved.body).toBe(200);
      version = moved.json<AdminOrderDetail>().version;
    }
    const refused = await customerPost(suite.harness.app, apiPaths.orderCancel.href(order.orderNumber), order, {});
    expect(refused.statusCode).toBe(409);
    const reason = 'This box was personalised for your party and is already packed, so it can no longer be cancelled online.';
    expect(refused.json()).toMatchObject({ message: reason });
    expect(await statusOf(suite.harness.app, order)).toMatchObject({ cancellable: false, cancelRefusal: reason });
  });
});
