// The store against Razorpay as it really behaves (the embedded sandbox models each case from Razorpay's docs):
// manual capture and late authorisations, payments given back without capture, refunds refused (low balance) or
// failed at the bank, disputes, and webhook events the store must answer 2xx without acting on.
import { createHmac } from 'node:crypto';
import { apiPaths } from '@partybox/contracts';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import type { CheckoutOptions } from '@partybox/contracts/payments';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerPost, deliver, eventually, gatewayRefunds, paidOrder, placeOnlineOrder, statusOf } from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';

// The server's clock, moved forward by tests of delays (refund retries).
let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

const suite = usePaymentsSuite({ now });

beforeEach(() => {
  // The gateway dates refunds by the real clock: each test starts with the server's clock on it.
  offsetMs = 0;
});

const texts = async (orderId: string) =>
  ((await suite.harness.order(orderId)).Outbox ?? []).filter((message) => message.Channel === 'sms').map((message) => message.Event);
const teamAlerts = async (orderId: string) =>
  ((await suite.harness.order(orderId)).Outbox ?? []).filter((message) => message.Channel === 'team').map((message) => message.Reason ?? message.Event);
const capturedId = async (orderId: string) =>
  ((await suite.harness.order(orderId)).Ledger!.payments.find((p) => (p as { status: string }).status === 'captured') as { id: string }).id;

/** A webhook event the way Razorpay signs it, for cases the sandbox would never raise (another currency, an unknown order). */
function signedEvent(event: string, payment: Record<string, unknown>, order?: Record<string, unknown>) {
  const body = JSON.stringify({
    entity: 'event',
    account_id: 'acc_Test00000000',
    event,
    contains: order ? ['payment', 'order'] : ['payment'],
    payload: { payment: { entity: payment }, ...(order && { order: { entity: order } }) },
    created_at: Math.floor(Date.now() / 1000),
  });
  return { id: `evt_${createHmac('sha256', 'id').update(body).digest('hex').slice(0, 14)}`, body };
}

describe('payments authorised and not captured', () => {
  it('with automatic capture off, the store leaves a fresh payment to Razorpay, then captures it once and the order is paid', async () => {
    suite.harness.sandbox.controls.setAutoCapture(false);
    try {
      const order = await placeOnlineOrder(suite.harness.app);
      const payment = suite.harness.sandbox.controls.payOrder(order.payment.gatewayOrderId);
      await suite.harness.sandbox.controls.webhooksSettled();
      // Within the grace Razorpay's own automatic capture would take: not captured by the store yet.
      await eventually(async () => expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('payment-processing'));
      await suite.harness.app.reconcilePayments();
      expect((await suite.harness.gateway.gateway.payment(payment.id)).status).toBe('authorized');
      offsetMs = 3 * 60_000;
      await suite.harness.app.reconcilePayments();
      await eventually(async () => expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('paid'));
      expect((await suite.harness.gateway.gateway.payment(payment.id)).status).toBe('captured');
      await suite.harness.sandbox.controls.webhooksSettled();
      expect(suite.harness.sandbox.controls.events().filter((event) => event.event === 'payment.captured' && event.body.includes(payment.id))).toHaveLength(1);
      // Paid within the first texts' wait: one text, which says received and paid (no "paid" of its own).
      expect(await texts(order.id)).toEqual(['placed-unpaid']);
    } finally {
      suite.harness.sandbox.controls.setAutoCapture(true);
    }
  });

  it('while the capture waits on the gateway, the customer reads that the bank is confirming and is not asked to pay again', async () => {
    const order = await placeOnlineOrder(suite.harness.app);
    const payment = suite.harness.sandbox.controls.payOrder(order.payment.gatewayOrderId, { outcome: 'authorized' });
    await suite.harness.sandbox.controls.webhooksSettled();
    const waiting = await eventually(async () => {
      const status = await statusOf(suite.harness.app, order);
      expect(status.paymentStatus).toBe('payment-processing');
      return status;
    });
    expect(waiting.payment.canPay).toBe(false);
    expect(waiting.payment.moneyNote).toMatch(/is being confirmed by your bank: there is nothing more to pay/);
    const payNow = await customerPost(suite.harness.app, apiPaths.orderPayments.href(order.orderNumber), order);
    expect(payNow.statusCode).toBe(409);
    // Razorpay answers the store's capture 429 (rate limited): it stays authorised and the next pass captures it.
    offsetMs = 3 * 60_000;
    suite.harness.sandbox.controls.throttleNext(1, '/capture');
    await suite.harness.app.reconcilePayments();
    expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('payment-processing');
    await suite.harness.app.reconcilePayments();
    expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('paid');
    expect((await suite.harness.gateway.gateway.payment(payment.id)).status).toBe('captured');
  });
});

describe('a payment Razorpay gave back without capturing it', () => {
  it('never pays the order and never makes the store refund the payment that did', async () => {
    const order = await placeOnlineOrder(suite.harness.app);
    const late = suite.harness.sandbox.controls.payOrder(order.payment.gatewayOrderId, { outcome: 'failed' });
    await eventually(async () => expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('payment-failed'));
    const again = await customerPost(suite.harness.app, apiPaths.orderPayments.href(order.orderNumber), order);
    const real = suite.harness.sandbox.controls.payOrder(again.json<CheckoutOptions>().gatewayOrderId);
    await eventually(async () => expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('paid'));
    // The first attempt's bank authorises late; the capture window closes and Razorpay gives it back.
    suite.harness.sandbox.controls.authorizeLate(late.id);
    suite.harness.sandbox.controls.expireAuthorizations();
    await suite.harness.sandbox.controls.webhooksSettled();
    await eventually(async () => {
      const stored = await suite.harness.order(order.id);
      expect(stored.Ledger!.payments).toEqual(expect.arrayContaining([expect.objectContaining({ id: late.id, status: 'auto-refunded' })]));
    });
    await suite.harness.app.reconcilePayments();
    expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('paid');
    expect(await gatewayRefunds(suite.harness, real.id)).toEqual([]);
    expect((await suite.harness.order(order.id)).PaymentAttention).toBeUndefined();
  });

  it('of another amount leaves the order payable, not refunded', async () => {
    const order = await placeOnlineOrder(suite.harness.app);
    suite.harness.sandbox.controls.payOrder(order.payment.gatewayOrderId, { outcome: 'authorized', amount: 100_00 });
    suite.harness.sandbox.controls.expireAuthorizations();
    await suite.harness.sandbox.controls.webhooksSettled();
    await suite.harness.app.reconcilePayments();
    const status = await statusOf(suite.harness.app, order);
    expect(status.paymentStatus).toBe('awaiting-payment');
    expect(status.payment.canPay).toBe(true);
  });
});

describe('a refund that does not go through', () => {
  it('refused by Razorpay (low balance) is settled as failed, flagged for the team, and retried later as the same refund', async () => {
    const order = await paidOrder(suite.harness);
    suite.harness.sandbox.controls.refuseNextRefunds(1);
    const cancelled = await customerPost(suite.harness.app, apiPaths.orderCancel.href(order.orderNumber), order, { reason: 'Party postponed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    let stored = await suite.harness.order(order.id);
    expect(stored.Ledger!.refunds).toMatchObject([{ status: 'failed', failure: expect.stringMatching(/enough balance/) }]);
    expect(stored.PaymentStatus).toBe('paid');
    expect(stored.PaymentAttention).toBe('attention');
    expect(await teamAlerts(order.id)).toEqual(expect.arrayContaining(['A refund failed.']));
    expect(await texts(order.id)).not.toContain('refund-issued');
    // The history names the refund and who asked (the customer, by cancelling) and that Razorpay refused it: never
    // "paid" by the customer who cancelled.
    expect(stored.History!.slice(-2).map((entry) => [entry.By, entry.Change, entry.From, entry.To])).toEqual([
      ['Customer', 'refund', undefined, 'asked'],
      ['Razorpay', 'payment', 'refund-pending', 'paid'],
    ]);
    // Not asked again before its delay, however many passes run.
    await suite.harness.app.reconcilePayments();
    expect(await gatewayRefunds(suite.harness, await capturedId(order.id))).toEqual([]);
    offsetMs += 11 * 60_000;
    await suite.harness.app.reconcilePayments();
    await eventually(async () => expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('refunded'));
    stored = await suite.harness.order(order.id);
    expect(stored.PaymentAttention).toBeUndefined();
    expect(await gatewayRefunds(suite.harness, await capturedId(order.id))).toHaveLength(1);
    expect((await texts(order.id)).filter((event) => event.startsWith('refund-'))).toEqual(['refund-issued', 'refund-processed']);
  });

  it('failed at the bank is retried as the same refund: one "refund issued" text, not one per attempt', async () => {
    const order = await paidOrder(suite.harness);
    suite.harness.sandbox.controls.failNextRefunds(1);
    const cancelled = await customerPost(suite.harness.app, apiPaths.orderCancel.href(order.orderNumber), order, { reason: 'Venue closed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await suite.harness.sandbox.controls.webhooksSettled();
    await eventually(async () => expect((await suite.harness.order(order.id)).Ledger!.refunds).toMatchObject([{ status: 'failed' }]));
    expect((await suite.harness.order(order.id)).PaymentAttention).toBe('attention');
    await suite.harness.app.reconcilePayments();
    expect(await gatewayRefunds(suite.harness, await capturedId(order.id))).toHaveLength(1);
    offsetMs += 11 * 60_000;
    await suite.harness.app.reconcilePayments();
    await suite.harness.sandbox.controls.webhooksSettled();
    await eventually(async () => expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('refunded'));
    expect(await gatewayRefunds(suite.harness, await capturedId(order.id))).toHaveLength(2);
    expect((await texts(order.id)).filter((event) => event.startsWith('refund-'))).toEqual(['refund-issued', 'refund-processed']);
    const detail = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    expect(detail.payment.refunds.map((refund) => [refund.status, refund.attempt])).toEqual([
      ['failed', undefined],
      ['processed', 2],
    ]);
  });
});

describe('a dispute', () => {
  it('is shown to the team with the amount at stake, and stops needing them once won', async () => {
    const order = await paidOrder(suite.harness);
    const dispute = suite.harness.sandbox.controls.openDispute(await capturedId(order.id), { amount: 5000_00 });
    await suite.harness.sandbox.controls.webhooksSettled();
    const detail = await eventually(async () => {
      const found = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
      expect(found.payment.disputes).toMatchObject([{ id: dispute.id, amountPaise: 500000, status: 'open' }]);
      return found;
    });
    expect(detail.payment.attention).toContain('dispute');
    expect((await teamAlerts(order.id)).join(' ')).toMatch(/A dispute of ₹5,000 was raised/);
    suite.harness.sandbox.controls.resolveDispute(dispute.id, 'won');
    await suite.harness.sandbox.controls.webhooksSettled();
    await eventually(async () =>
      expect((await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>().payment.disputes).toMatchObject([
        { status: 'won' },
      ]),
    );
    expect((await suite.harness.order(order.id)).PaymentAttention).toBeUndefined();
  });
});

describe('webhook events the store answers without acting', () => {
  it('an event about a Razorpay order the store does not know answers 200 and changes nothing', async () => {
    const payment = {
      id: 'pay_Unknown000001',
      entity: 'payment',
      amount: 1519800,
      currency: 'INR',
      status: 'captured',
      order_id: 'order_Unknown00001',
      method: 'upi',
      captured: true,
      created_at: 1764000000,
    };
    const answer = await deliver(suite.harness.app, suite.harness.sandbox, signedEvent('payment.captured', payment));
    expect(answer.statusCode, answer.body).toBe(200);
  });

  it("a payment whose Razorpay order is not one of the order's own does not pay it, whatever the receipt says", async () => {
    const order = await placeOnlineOrder(suite.harness.app);
    const payment = {
      id: 'pay_Stranger00001',
      entity: 'payment',
      amount: order.total * 100,
      currency: 'INR',
      status: 'captured',
      order_id: 'order_Stranger0001',
      method: 'upi',
      captured: true,
      created_at: 1764000000,
    };
    const answer = await deliver(
      suite.harness.app,
      suite.harness.sandbox,
      signedEvent('order.paid', payment, { id: 'order_Stranger0001', receipt: order.orderNumber }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('awaiting-payment');
  });

  it('a payment in US dollars changes nothing', async () => {
    const order = await placeOnlineOrder(suite.harness.app);
    const payment = {
      id: 'pay_Dollars000001',
      entity: 'payment',
      amount: order.total * 100,
      currency: 'USD',
      status: 'captured',
      order_id: order.payment.gatewayOrderId,
      method: 'card',
      captured: true,
      created_at: 1764000000,
    };
    const answer = await deliver(suite.harness.app, suite.harness.sandbox, signedEvent('payment.captured', payment));
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('awaiting-payment');
    expect((await suite.harness.order(order.id)).Ledger?.payments ?? []).toEqual([]);
  });
});
