// Money when things happen at once, against dynalite and the embedded Razorpay sandbox: refunds clicked twice or by
// two operators, a cancel racing the capture, capture events delivered together, twenty completes of one checkout.
// Each ends with the money Razorpay moved equal to what the order says, and no refund left pending for ever.
import { apiPaths } from '@partybox/contracts';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import type { CheckoutOptions } from '@partybox/contracts/payments';
import { describe, expect, it } from 'vitest';
import { completeCheckout, guest, readyCheckout } from './support/checkout';
import { newKey } from './support/harness';
import { customerPost, eventually, gatewayRefunds, paidOrder, placeOnlineOrder, statusOf } from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';

const suite = usePaymentsSuite();

const capturedPayment = async (orderId: string) =>
  (await suite.harness.order(orderId)).Ledger!.payments.find((p) => (p as { status: string }).status === 'captured') as { id: string };
const refundAt = (orderNumber: string, body: Record<string, unknown>, key = newKey('refund')) =>
  suite.staff.post(apiPaths.admin.orderRefunds.href(orderNumber), body, { 'idempotency-key': key });

describe("operators' refunds at the same moment", () => {
  it('five refunds sent at once from one read of the order refund once; the others are told the order changed', async () => {
    const order = await paidOrder(suite.harness);
    const { version } = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refundAt(order.orderNumber, { amount: 100, reason: 'Balloons missing', expectedVersion: version })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const payment = await capturedPayment(order.id);
    await eventually(async () =>
      expect(await gatewayRefunds(suite.harness, payment.id)).toMatchObject([{ refund: { amountPaise: 10_000, status: 'processed' } }]),
    );
    expect((await statusOf(suite.harness.app, order)).payment.refunds).toHaveLength(1);
  });

  it('a double click (one Idempotency-Key sent five times at once) is one refund, and every answer shows it', async () => {
    const order = await paidOrder(suite.harness);
    const { version } = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    const key = newKey('double-click');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => refundAt(order.orderNumber, { amount: 250, reason: 'Late', expectedVersion: version }, key)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json<AdminOrderDetail>().payment.refunds).toMatchObject([{ amountPaise: 25000 }]);
    const payment = await capturedPayment(order.id);
    await eventually(async () => expect(await gatewayRefunds(suite.harness, payment.id)).toHaveLength(1));
  });

  it('two full refunds at once refund once and the order ends refunded, not "refund pending"', async () => {
    const order = await paidOrder(suite.harness);
    const { version } = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    const answers = await Promise.all([1, 2].map(() => refundAt(order.orderNumber, { amount: order.total, reason: 'Shop closed', expectedVersion: version })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    await eventually(async () => expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('refunded'));
    expect(await gatewayRefunds(suite.harness, (await capturedPayment(order.id)).id)).toHaveLength(1);
  });
});

describe('a cancel racing the payment', () => {
  it('refunds the payment once and ends refunded, whichever lands first (five tries)', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await placeOnlineOrder(suite.harness.app);
      const [cancelled] = await Promise.all([
        customerPost(suite.harness.app, apiPaths.orderCancel.href(order.orderNumber), order, { reason: 'Party called off' }),
        Promise.resolve().then(() => suite.harness.sandbox.controls.payOrder(order.payment.gatewayOrderId)),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      await suite.harness.sandbox.controls.webhooksSettled();
      await eventually(async () => expect((await statusOf(suite.harness.app, order)).paymentStatus).toBe('refunded'));
      const stored = await suite.harness.order(order.id);
      expect(stored.Ledger!.refunds.filter((refund) => (refund as { status: string }).status === 'pending')).toEqual([]);
      expect(await gatewayRefunds(suite.harness, (await capturedPayment(order.id)).id)).toHaveLength(1);
    }
  });
});

describe('capture events of a wrong amount delivered together', () => {
  it('refund the payment once, with one "refund issued" text', async () => {
    const order = await placeOnlineOrder(suite.harness.app);
    suite.harness.sandbox.controls.dropNextWebhooks(3);
    const payment = suite.harness.sandbox.controls.payOrder(order.payment.gatewayOrderId, { amount: order.total * 100 - 10_000 });
    await suite.harness.sandbox.controls.webhooksSettled();
    const events = suite.harness.sandbox.controls.events().filter((event) => event.body.includes(payment.id));
    // Every event of the payment, three times each, all at once.
    await Promise.all([...events, ...events, ...events].map((event) => Promise.resolve().then(() => suite.harness.sandbox.controls.resendEvent(event.id))));
    await suite.harness.sandbox.controls.webhooksSettled();
    await eventually(async () => expect(await gatewayRefunds(suite.harness, payment.id)).toMatchObject([{ refund: { status: 'processed' } }]));
    const stored = await eventually(async () => {
      const found = await suite.harness.order(order.id);
      expect(found.Ledger!.refunds).toMatchObject([{ status: 'processed' }]);
      return found;
    });
    expect(stored.Outbox!.filter((message) => message.Channel === 'sms' && message.Event === 'refund-issued')).toHaveLength(1);
  });
});

describe('twenty completes of one checkout at once', () => {
  it('create one Razorpay order, and every answer opens that one', async () => {
    const send = guest(suite.harness.app);
    const view = await readyCheckout(send, { payment: { method: 'upi' }, party: { eventDate: '2026-12-20' } });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => completeCheckout(send, view.id, { total: view.total }, newKey(`complete-${i}`))));
    for (const answer of answers) expect([200, 201], answer.body).toContain(answer.statusCode);
    const options = answers.map((answer) => answer.json<{ payment: CheckoutOptions }>().payment.gatewayOrderId);
    expect(new Set(options).size).toBe(1);
    const orderNumber = answers[0]!.json<{ order: { orderNumber: string } }>().order.orderNumber;
    const atGateway = (await suite.harness.gateway.gateway.fetchOrder(options[0]!)).receipt;
    expect(atGateway).toBe(orderNumber);
    // And no other Razorpay order was made for it meanwhile (none left unused at the gateway).
    const sandbox = suite.harness.sandbox;
    const listed = await fetch(`${sandbox.url}/v1/orders?receipt=${orderNumber}`, {
      headers: { authorization: `Basic ${Buffer.from(`${sandbox.keyId}:${sandbox.keySecret}`).toString('base64')}` },
    });
    expect((await listed.json()) as { items: { id: string }[] }).toMatchObject({ items: [{ id: options[0] }] });
    const stored = await suite.harness.order(answers[0]!.json<{ order: { id: string } }>().order.id);
    expect(stored.GatewayOrders).toHaveLength(1);
    expect(stored.GatewayOrderReservation).toBeUndefined();
  });
});
