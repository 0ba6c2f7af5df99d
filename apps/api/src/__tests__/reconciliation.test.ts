// Reconciliation against dynalite and the sandbox: what the webhooks did not bring still reaches the order. A webhook
// Razorpay disabled after failing loses nothing (paid orders stay watched for dashboard refunds and disputes); passes
// are bounded and walk every open order through a rolling cursor; an order left unpaid is set aside after 72 hours,
// told once, and can still be paid.
import { apiPaths } from '@partybox/contracts';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import type { CheckoutOptions } from '@partybox/contracts/payments';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { describe, expect, it, vi } from 'vitest';
import { customerPost, paidOrder, placeOnlineOrder, statusOf, type OnlineOrder } from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';

let offsetMs = 0;
const now = () => new Date(Date.now() + offsetMs);

// Razorpay disables a webhook whose deliveries fail for 24 hours: here, for 300 ms.
const suite = usePaymentsSuite({ now, webhookTiming: { retryBaseMs: 20, timeoutMs: 2000, disableAfterMs: 300 } });

const capturedId = async (orderId: string) =>
  ((await suite.harness.order(orderId)).Ledger!.payments.find((p) => (p as { status: string }).status === 'captured') as { id: string }).id;

/** Passes until `done` holds (each pass is bounded, so a busy list takes a few), at most 10. */
async function reconcileUntil(done: () => Promise<boolean>): Promise<number> {
  for (let pass = 1; pass <= 10; pass++) {
    await suite.harness.app.reconcilePayments();
    if (await done()) return pass;
  }
  throw new Error('not reconciled in 10 passes');
}

describe('after Razorpay disables a failing webhook', () => {
  it('a refund made on the dashboard and a dispute still reach the paid order', async () => {
    const order = await paidOrder(suite.harness);
    const paymentId = await capturedId(order.id);
    const webhookUrl = `http://127.0.0.1:${(suite.harness.app.server.address() as AddressInfo).port}${apiPaths.razorpayWebhook}`;
    await suite.harness.sandbox.setWebhookUrl('http://127.0.0.1:9/closed');
    // The team refunds part of it on Razorpay's dashboard, and the customer's bank raises a dispute.
    const dashboard = new Razorpay({ key_id: suite.harness.sandbox.keyId, key_secret: suite.harness.sandbox.keySecret, hostUrl: suite.harness.sandbox.url });
    await dashboard.payments.refund(paymentId, { amount: 1000_00 });
    suite.harness.sandbox.controls.openDispute(paymentId, { amount: 2000_00 });
    await suite.harness.sandbox.controls.webhooksSettled();
    expect(suite.harness.sandbox.controls.webhookDisabled()).toBe(true);
    await suite.harness.sandbox.setWebhookUrl(webhookUrl);

    await reconcileUntil(async () => {
      const detail = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
      return detail.payment.refunds.some((refund) => refund.status === 'processed') && detail.payment.disputes.length === 1;
    });
    const detail = (await suite.staff.get(apiPaths.admin.order.href(order.orderNumber))).json<AdminOrderDetail>();
    expect(detail.payment.refunds).toMatchObject([{ amountPaise: 100000, status: 'processed' }]);
    expect(detail.payment.disputes).toMatchObject([{ amountPaise: 200000, status: 'open' }]);
    expect(detail.payment.attention).toContain('dispute');
    // Found by the walk of the orders placed in the last 180 days: a paid order is on no index for it.
    expect((await suite.harness.order(order.id)).PaymentOpen).toBeUndefined();
  });
});

describe('bounded passes', () => {
  it('look at a page of the newest open orders and a page along a rolling cursor, so every open order is reached', async () => {
    const orders: OnlineOrder[] = [];
    for (let i = 0; i < 45; i++) orders.push(await placeOnlineOrder(suite.harness.app));
    // Paid with every webhook lost: only reconciliation can find it. Neither among the newest nor the first page.
    const quiet = orders[22]!;
    suite.harness.sandbox.controls.dropNextWebhooks(3);
    suite.harness.sandbox.controls.payOrder(quiet.payment.gatewayOrderId);
    await suite.harness.sandbox.controls.webhooksSettled();
    const looked: number[] = [];
    for (let pass = 0; pass < 6 && (await statusOf(suite.harness.app, quiet)).paymentStatus !== 'paid'; pass++)
      looked.push(await suite.harness.app.reconcilePayments());
    expect((await statusOf(suite.harness.app, quiet)).paymentStatus).toBe('paid');
    // Each pass looks at no more than its three pages (20 newest, 20 along the cursor, 20 of the recent orders' walk,
    // which may reach it first: numbers sort by their day, then by a random suffix), never at all 45 orders at once.
    for (const count of looked) expect(count).toBeLessThanOrEqual(60);
  });
});

describe('an order left unpaid', () => {
  it('is set aside after 72 hours: one text, off the list, and it can still be paid', async () => {
    const order = await placeOnlineOrder(suite.harness.app);
    await suite.harness.app.reconcilePayments();
    expect((await suite.harness.order(order.id)).PaymentExpiredAt).toBeUndefined();
    offsetMs = 73 * 3_600_000;
    try {
      await reconcileUntil(async () => (await suite.harness.order(order.id)).PaymentExpiredAt !== undefined);
      await suite.harness.app.reconcilePayments();
      const stored = await suite.harness.order(order.id);
      expect(stored.PaymentOpen).toBeUndefined();
      expect(stored.Outbox!.filter((message) => message.Event === 'payment-expired' && message.Channel === 'sms')).toHaveLength(1);
      const status = await statusOf(suite.harness.app, order);
      expect(status.payment.canPay).toBe(true);
      expect(status.payment.moneyNote).toMatch(/We have not booked this order yet: pay now to keep it, or order again any time\./);
      const again = await customerPost(suite.harness.app, apiPaths.orderPayments.href(order.orderNumber), order);
      expect(again.statusCode, again.body).toBe(200);
      suite.harness.sandbox.controls.payOrder(again.json<CheckoutOptions>().gatewayOrderId);
      await suite.harness.sandbox.controls.webhooksSettled();
      const paid = await suite.harness.order(order.id);
      expect(paid.PaymentStatus).toBe('paid');
      expect(paid.PaymentExpiredAt).toBeUndefined();
    } finally {
      offsetMs = 0;
    }
  });
});

describe('a paid order past its watch', () => {
  it('is no longer read by the passes, and nothing is written to end its watch', async () => {
    const order = await paidOrder(suite.harness);
    await suite.harness.app.reconcilePayments();
    const watched = await suite.harness.order(order.id);
    const send = vi.spyOn(suite.harness.db, 'send');
    try {
      // Half a year and a day later: Razorpay no longer reports refunds or disputes of the payment.
      offsetMs = 181 * 86_400_000;
      for (let pass = 0; pass < 3; pass++) await suite.harness.app.reconcilePayments();
    } finally {
      offsetMs = 0;
    }
    const readsOfIt = send.mock.calls.filter(([command]) => JSON.stringify((command as { input?: unknown }).input ?? {}).includes(order.id));
    send.mockRestore();
    expect(readsOfIt).toEqual([]);
    expect(await suite.harness.order(order.id)).toEqual(watched);
  });
});
