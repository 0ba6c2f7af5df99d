// Online payments end to end against dynalite and the embedded Razorpay sandbox: the browser's report verified, webhooks
// recorded once and in any order, money taken twice or wrongly given back automatically, a lost webhook found by
// reconciliation, and a gateway outage while completing.
import { apiPaths } from '@partybox/contracts';
import { toPaise } from '@partybox/pricing';
import type { CustomerOrderStatus } from '@partybox/contracts/operations';
import type { CheckoutOptions } from '@partybox/contracts/payments';
import Razorpay from 'razorpay';
import { describe, expect, it } from 'vitest';
import { completeCheckout, guest, readyCheckout } from './support/checkout';
import {
  customerPost,
  deliver,
  eventsAbout,
  eventually,
  handlerResponse,
  paidTwice,
  placeOnlineOrder,
  startPaymentsHarness,
  statusOf,
} from './support/payments-harness';
import { useHarness } from './support/harness';

const harness = useHarness(() => startPaymentsHarness());

const paymentLines = (order: { History?: { Change: string }[] }) => (order.History ?? []).filter((entry) => entry.Change === 'payment');

describe('completing a checkout paid online', () => {
  it('places the order awaiting payment and answers a Razorpay order for its total, preselecting the method', async () => {
    const order = await placeOnlineOrder(harness.app, 'netbanking');
    expect(order.payment).toMatchObject({ keyId: harness.sandbox.keyId, amountPaise: order.total * 100, currency: 'INR', name: 'Party Box' });
    expect(order.payment.prefill).toMatchObject({ method: 'netbanking', bank: 'HDFC', contact: '+919820098200' });
    expect(order.payment.scriptUrl).toBe(harness.sandbox.checkoutScriptUrl);
    expect((await statusOf(harness.app, order)).paymentStatus).toBe('awaiting-payment');
  });

  it('opens its Razorpay order before placing it: the placement records it, with no write after it and nothing held', async () => {
    const order = await placeOnlineOrder(harness.app);
    const stored = await harness.order(order.id);
    // Version 0 is the placement, and it already names the Razorpay order the answer opens.
    expect(stored.Version).toBe(0);
    expect(stored.GatewayOrders).toMatchObject([{ Id: order.payment.gatewayOrderId }]);
    expect(stored.GatewayOrderReservation).toBeUndefined();
  });

  it('answers no payment for cash on delivery', async () => {
    const send = guest(harness.app);
    const view = await readyCheckout(send, { payment: { method: 'cod' }, party: { eventDate: '2026-12-20' } });
    const done = await completeCheckout(send, view.id, { total: view.total });
    expect(done.statusCode).toBe(201);
    expect(done.json()).not.toHaveProperty('payment');
  });
});

describe("the checkout handler's report", () => {
  it('refuses a forged signature and changes nothing, then records the real one as paid', async () => {
    const order = await placeOnlineOrder(harness.app);
    harness.sandbox.controls.dropNextWebhooks(3);
    const payment = harness.sandbox.controls.payOrder(order.payment.gatewayOrderId, { method: 'upi', vpa: 'success@razorpay' });
    const forged = { ...handlerResponse(harness.sandbox, order.payment.gatewayOrderId, payment.id), razorpay_signature: 'f'.repeat(64) };
    const refused = await customerPost(harness.app, apiPaths.orderPaymentVerify.href(order.orderNumber), order, forged);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'payment_unverified' });
    const stored = await harness.order(order.id);
    expect(stored.PaymentStatus).toBe('awaiting-payment');
    expect(stored.Ledger?.payments ?? []).toEqual([]);

    const verified = await customerPost(
      harness.app,
      apiPaths.orderPaymentVerify.href(order.orderNumber),
      order,
      handlerResponse(harness.sandbox, order.payment.gatewayOrderId, payment.id),
    );
    expect(verified.statusCode, verified.body).toBe(200);
    const status = verified.json<CustomerOrderStatus>();
    expect(status.paymentStatus).toBe('paid');
    expect(status.payment).toMatchObject({ dueRupees: 0, canPay: false, attempts: [{ method: 'upi', amountPaise: toPaise(order.total), status: 'captured' }] });
    expect(status.payment.moneyNote).toMatch(/^Paid ₹[\d,]+ by UPI on \d{1,2} [A-Z][a-z]{2}\.$/);
  });
});

describe('webhooks', () => {
  it('records the same event delivered 20 times once: one payment line, one text', async () => {
    const order = await placeOnlineOrder(harness.app);
    harness.sandbox.controls.dropNextWebhooks(3);
    const payment = harness.sandbox.controls.payOrder(order.payment.gatewayOrderId);
    const [captured] = eventsAbout(harness.sandbox, payment.id, 'payment.captured');
    const answers = await Promise.all(Array.from({ length: 20 }, () => deliver(harness.app, harness.sandbox, captured!)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const stored = await harness.order(order.id);
    expect(stored.PaymentStatus).toBe('paid');
    expect(paymentLines(stored)).toHaveLength(1);
    // One text: paid while the placement's first text waited for the payment, that text goes now and says paid.
    const texts = stored.Outbox?.filter((message) => message.Channel === 'sms') ?? [];
    expect(texts.map((message) => message.Event)).toEqual(['placed-unpaid']);
    expect(texts[0]!.NextAttemptAt <= new Date().toISOString()).toBe(true);
    expect(stored.PaymentEvents).toEqual([captured!.id]);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const order = await placeOnlineOrder(harness.app);
    harness.sandbox.controls.dropNextWebhooks(3);
    const payment = harness.sandbox.controls.payOrder(order.payment.gatewayOrderId);
    const [captured] = eventsAbout(harness.sandbox, payment.id, 'payment.captured');
    const refused = await deliver(harness.app, harness.sandbox, captured!, 'a'.repeat(64));
    expect(refused.statusCode).toBe(400);
    const stored = await harness.order(order.id);
    expect(stored.PaymentStatus).toBe('awaiting-payment');
    expect(stored.Ledger?.payments ?? []).toEqual([]);
  });

  it("keeps a captured payment paid when an earlier attempt's failure arrives after it", async () => {
    const order = await placeOnlineOrder(harness.app);
    harness.sandbox.controls.dropNextWebhooks(5);
    const failed = harness.sandbox.controls.payOrder(order.payment.gatewayOrderId, { vpa: 'failure@razorpay', fail: true });
    const paid = harness.sandbox.controls.payOrder(order.payment.gatewayOrderId);
    await deliver(harness.app, harness.sandbox, eventsAbout(harness.sandbox, paid.id, 'payment.captured')[0]!);
    await deliver(harness.app, harness.sandbox, eventsAbout(harness.sandbox, failed.id, 'payment.failed')[0]!);
    // The paid payment's own earlier snapshot (authorized, before capture) arriving last moves nothing back.
    await deliver(harness.app, harness.sandbox, eventsAbout(harness.sandbox, paid.id, 'payment.authorized')[0]!);
    const status = await statusOf(harness.app, order);
    expect(status.paymentStatus).toBe('paid');
    expect(status.payment.attempts.map((attempt) => attempt.status).sort()).toEqual(['captured', 'failed']);
  });

  it('ends refunded when the refund is reported before the payment it refunds', async () => {
    const order = await placeOnlineOrder(harness.app);
    harness.sandbox.controls.dropNextWebhooks(5);
    const payment = harness.sandbox.controls.payOrder(order.payment.gatewayOrderId);
    // Refunded from Razorpay's dashboard (here: its API), in full.
    const razorpay = new Razorpay({ key_id: harness.sandbox.keyId, key_secret: harness.sandbox.keySecret, hostUrl: harness.sandbox.url });
    const refund = await razorpay.payments.refund(payment.id, { amount: order.total * 100 });
    const processed = await eventually(async () => {
      const found = eventsAbout(harness.sandbox, refund.id, 'refund.processed')[0];
      if (!found) throw new Error('not processed yet');
      return found;
    });
    await deliver(harness.app, harness.sandbox, processed);
    await deliver(harness.app, harness.sandbox, eventsAbout(harness.sandbox, payment.id, 'payment.captured')[0]!);
    const status = await statusOf(harness.app, order);
    expect(status.paymentStatus).toBe('refunded');
    expect(status.payment.refunds).toMatchObject([{ amountPaise: toPaise(order.total), status: 'processed' }]);
  });
});

describe('money taken wrongly goes back by itself', () => {
  it('refunds a payment of the wrong amount and flags it for operators until the money is back', async () => {
    const order = await placeOnlineOrder(harness.app);
    harness.sandbox.controls.holdNextRefunds(1);
    const payment = harness.sandbox.controls.payOrder(order.payment.gatewayOrderId, { amount: order.total * 100 - 50_000 });
    const stored = await eventually(async () => {
      const found = await harness.order(order.id);
      // Razorpay's refund, pending at the bank (not only our intent, written before Razorpay answered).
      expect(found.Ledger?.refunds).toMatchObject([{ id: expect.stringMatching(/^rfnd_/), status: 'pending' }]);
      return found;
    });
    expect(stored.Ledger?.refunds).toMatchObject([
      { paymentId: payment.id, amountPaise: order.total * 100 - 50_000, reason: 'Paid amount differs from the order total' },
    ]);
    expect(stored.PaymentAttention).toBe('attention');
    // The operators hear of it once, from the write that flagged it (the refund's own writes add no second alert).
    expect(stored.Outbox?.filter((message) => message.Channel === 'team' && message.Event === 'team-payment-attention')).toMatchObject([
      { To: 'operators', Reason: 'Paid amount differs from the order total.' },
    ]);
    expect(harness.sandbox.controls.events().filter((event) => event.event === 'refund.created' && event.body.includes(payment.id))).toHaveLength(1);
    // Back with the customer, it needs nobody: off the attention list.
    harness.sandbox.controls.settleRefund((stored.Ledger!.refunds[0] as { id: string }).id, 'processed');
    await eventually(async () => expect((await harness.order(order.id)).PaymentAttention).toBeUndefined());
  });

  it('refunds a second captured payment in full and keeps the first', async () => {
    harness.sandbox.controls.holdNextRefunds(1);
    const { order, first, second } = await paidTwice(harness);
    const stored = await eventually(async () => {
      const found = await harness.order(order.id);
      expect(found.Ledger?.refunds).toMatchObject([{ id: expect.stringMatching(/^rfnd_/), paymentId: second.id, status: 'pending' }]);
      return found;
    });
    expect(stored.Ledger?.refunds).toHaveLength(1);
    expect(stored.Ledger?.payments.map((payment) => (payment as { id: string }).id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(stored.PaymentAttention).toBe('attention');
    harness.sandbox.controls.settleRefund((stored.Ledger!.refunds[0] as { id: string }).id, 'processed');
    await eventually(async () => {
      const found = await harness.order(order.id);
      expect(found.Ledger?.refunds).toMatchObject([{ paymentId: second.id, status: 'processed' }]);
      expect(found.PaymentStatus).toBe('paid');
      expect(found.PaymentAttention).toBeUndefined();
    });
  });

  it('refunds a payment captured after the order was cancelled', async () => {
    const order = await placeOnlineOrder(harness.app);
    const cancelled = await customerPost(harness.app, apiPaths.orderCancel.href(order.orderNumber), order, { reason: 'Party moved' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const payment = harness.sandbox.controls.payOrder(order.payment.gatewayOrderId);
    await eventually(async () => {
      const status = await statusOf(harness.app, order);
      expect(status.payment.refunds).toMatchObject([{ amountPaise: toPaise(order.total), status: 'processed', reason: 'Order cancelled: Party moved' }]);
      expect(status.paymentStatus).toBe('refunded');
    });
    expect(harness.sandbox.controls.events().filter((event) => event.event === 'refund.created' && event.body.includes(payment.id))).toHaveLength(1);
  });
});

describe('reconciliation', () => {
  it('finds a payment whose webhooks never arrived', async () => {
    const order = await placeOnlineOrder(harness.app);
    harness.sandbox.controls.dropNextWebhooks(3);
    harness.sandbox.controls.payOrder(order.payment.gatewayOrderId);
    await harness.sandbox.controls.webhooksSettled();
    expect((await statusOf(harness.app, order)).paymentStatus).toBe('awaiting-payment');
    expect(await harness.app.reconcilePayments()).toBeGreaterThan(0);
    expect((await statusOf(harness.app, order)).paymentStatus).toBe('paid');
    // Paid: off the list of orders waiting on the gateway (the reconciliation's walk of recent orders watches it).
    expect((await harness.order(order.id)).PaymentOpen).toBeUndefined();
  });
});

describe('the gateway down while completing', () => {
  it('answers 503 naming the saved order, which stays awaiting payment and is paid later from its status page', async () => {
    const send = guest(harness.app);
    const view = await readyCheckout(send, { payment: { method: 'upi' }, party: { eventDate: '2026-12-20' } });
    await harness.sandbox.controls.setGatewayDown('unavailable');
    let done;
    try {
      done = await completeCheckout(send, view.id, { total: view.total });
    } finally {
      await harness.sandbox.controls.setGatewayDown(false);
    }
    expect(done.statusCode, done.body).toBe(503);
    const answer = done.json<{ error: string; message: string; orderNumber: string; accessToken: string }>();
    expect(answer.error).toBe('gateway_unavailable');
    expect(answer.message).toBe(
      `We could not reach our payment partner. Your order ${answer.orderNumber} is saved: pay for it from its status page in a few minutes.`,
    );
    const order = { orderNumber: answer.orderNumber, accessToken: answer.accessToken };
    const before = await statusOf(harness.app, order);
    expect(before.paymentStatus).toBe('awaiting-payment');
    expect(before.payment.canPay).toBe(true);

    const attempt = await customerPost(harness.app, apiPaths.orderPayments.href(order.orderNumber), order);
    expect(attempt.statusCode, attempt.body).toBe(200);
    const options = attempt.json<CheckoutOptions>();
    const payment = harness.sandbox.controls.payOrder(options.gatewayOrderId);
    const verified = await customerPost(
      harness.app,
      apiPaths.orderPaymentVerify.href(order.orderNumber),
      order,
      handlerResponse(harness.sandbox, options.gatewayOrderId, payment.id),
    );
    expect(verified.json<CustomerOrderStatus>().paymentStatus).toBe('paid');
    const again = await customerPost(harness.app, apiPaths.orderPayments.href(order.orderNumber), order);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'nothing_due' });
  });

  it('gives each new attempt its own Razorpay order after a failed one', async () => {
    const order = await placeOnlineOrder(harness.app);
    harness.sandbox.controls.payOrder(order.payment.gatewayOrderId, { vpa: 'failure@razorpay', fail: true });
    await eventually(async () => expect((await statusOf(harness.app, order)).paymentStatus).toBe('payment-failed'));
    const attempt = await customerPost(harness.app, apiPaths.orderPayments.href(order.orderNumber), order);
    expect(attempt.statusCode, attempt.body).toBe(200);
    expect(attempt.json<CheckoutOptions>().gatewayOrderId).not.toBe(order.payment.gatewayOrderId);
  });
});
