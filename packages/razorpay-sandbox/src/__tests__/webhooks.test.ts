// Webhooks as Razorpay sends them, received by a real local HTTP server and checked with the SDK's own
// validateWebhookSignature: signed raw bodies, the event id header, retries until 2xx, drop, delay and resend.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type Razorpay from 'razorpay';
import { validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import type { RazorpaySandbox } from '../index';
import { startTestSandbox, startWebhookReceiver, waitFor } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ sandbox, razorpay } = await startTestSandbox({ webhookUrl: receiver.url }));
});
beforeEach(async () => {
  await sandbox.controls.webhooksSettled();
  receiver.deliveries.length = 0;
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

async function newOrder(amount = 250000) {
  return razorpay.orders.create({ amount, currency: 'INR', receipt: 'PB-WH' });
}

describe('webhooks', () => {
  it('a captured payment sends payment.authorized, payment.captured and order.paid, signed over the raw body', async () => {
    const order = await newOrder();
    const payment = sandbox.controls.payOrder(order.id);
    await waitFor('three events', () => receiver.deliveries.length === 3);
    expect(receiver.deliveries.map((delivery) => delivery.event.event).sort()).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    for (const delivery of receiver.deliveries) {
      expect(validateWebhookSignature(delivery.rawBody, delivery.signature, sandbox.webhookSecret)).toBe(true);
      expect(validateWebhookSignature(delivery.rawBody, delivery.signature, 'another secret')).toBe(false);
      expect(delivery.eventId).toMatch(/^evt_[A-Za-z0-9]{14}$/);
      expect(delivery.event).toMatchObject({ entity: 'event', account_id: sandbox.accountId });
    }
    const [paid] = receiver.of('order.paid');
    expect(paid!.event.contains).toEqual(['payment', 'order']);
    expect(paid!.event.payload.order!.entity).toMatchObject({ id: order.id, status: 'paid', amount_paid: 250000 });
    expect(paid!.event.payload.payment!.entity).toMatchObject({ id: payment.id, status: 'captured' });
    expect(receiver.of('payment.authorized')[0]!.event.payload.payment!.entity).toMatchObject({ id: payment.id, status: 'authorized', captured: false });
    expect(receiver.of('payment.captured')[0]!.event.contains).toEqual(['payment']);
  });

  it('a failed payment sends payment.failed with the error fields', async () => {
    const order = await newOrder();
    sandbox.controls.payOrder(order.id, { fail: true });
    const [failed] = await waitFor('payment.failed', () => receiver.of('payment.failed').length === 1 && receiver.of('payment.failed'));
    expect(failed!.event.payload.payment!.entity).toMatchObject({ status: 'failed', order_id: order.id, error_reason: 'payment_failed' });
  });

  it('refunds send refund.created and refund.processed, or refund.failed, with the refund and its payment', async () => {
    const order = await newOrder();
    const payment = sandbox.controls.payOrder(order.id);
    const refund = await razorpay.payments.refund(payment.id, { amount: 100000 });
    sandbox.controls.failNextRefunds();
    const failing = await razorpay.payments.refund(payment.id, { amount: 50000 });
    await waitFor('refund events', () => receiver.of('refund.processed').length === 1 && receiver.of('refund.failed').length === 1);
    const [created] = receiver.of('refund.created');
    expect(created!.event.contains).toEqual(['refund', 'payment']);
    expect(receiver.of('refund.processed')[0]!.event.payload.refund!.entity).toMatchObject({ id: refund.id, status: 'processed' });
    expect(receiver.of('refund.failed')[0]!.event.payload.refund!.entity).toMatchObject({ id: failing.id, status: 'failed' });
    expect(receiver.of('refund.failed')[0]!.event.payload.payment!.entity).toMatchObject({ id: payment.id, amount_refunded: 100000 });
  });

  it('an answer other than 2xx is retried until 2xx, always with the same event id and body', async () => {
    receiver.answerNext(500, 503, 404);
    const order = await newOrder();
    sandbox.controls.dropNextWebhooks(2);
    sandbox.controls.payOrder(order.id);
    await waitFor('a 2xx answer', () => receiver.deliveries.some((delivery) => delivery.answered === 200));
    await sandbox.controls.webhooksSettled();
    expect(receiver.deliveries.map((delivery) => delivery.answered)).toEqual([500, 503, 404, 200]);
    expect(new Set(receiver.deliveries.map((delivery) => delivery.eventId)).size).toBe(1);
    expect(new Set(receiver.deliveries.map((delivery) => delivery.rawBody)).size).toBe(1);
    const record = sandbox.controls.events().find((event) => event.id === receiver.deliveries[0]!.eventId);
    expect(record).toMatchObject({ state: 'delivered', attempts: [{ status: 500 }, { status: 503 }, { status: 404 }, { status: 200 }] });
  });

  it('retries are bounded: an event never answered with 2xx ends failed', async () => {
    receiver.answerNext(500, 500, 500, 500, 500);
    const order = await newOrder();
    sandbox.controls.dropNextWebhooks(2);
    sandbox.controls.payOrder(order.id);
    await sandbox.controls.webhooksSettled();
    expect(receiver.deliveries).toHaveLength(5);
    expect(sandbox.controls.events().find((event) => event.id === receiver.deliveries[0]!.eventId)).toMatchObject({ state: 'failed' });
  });

  it('a dropped webhook never arrives until it is resent, with its original event id and body', async () => {
    const order = await newOrder();
    sandbox.controls.dropNextWebhooks(3);
    sandbox.controls.payOrder(order.id);
    await sandbox.controls.webhooksSettled();
    expect(receiver.deliveries).toEqual([]);
    const dropped = sandbox.controls.events().filter((event) => event.state === 'dropped' && event.body.includes(order.id));
    expect(dropped.map((event) => event.event)).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    sandbox.controls.resendEvent(dropped[2]!.id);
    await waitFor('the resent order.paid', () => receiver.deliveries.length === 1);
    expect(receiver.deliveries[0]).toMatchObject({ eventId: dropped[2]!.id, rawBody: dropped[2]!.body });
  });

  it('a delayed webhook arrives after the ones raised later', async () => {
    const order = await newOrder();
    sandbox.controls.delayNextWebhooks(1, 2000);
    sandbox.controls.payOrder(order.id);
    await waitFor('the two events not delayed', () => receiver.deliveries.length === 2);
    expect(receiver.deliveries.map((delivery) => delivery.event.event).sort()).toEqual(['order.paid', 'payment.captured']);
    await waitFor('the delayed payment.authorized', () => receiver.deliveries.length === 3);
    expect(receiver.deliveries[2]!.event.event).toBe('payment.authorized');
  });

  it('webhooks go to the URL set later; none are posted while no URL is set', async () => {
    sandbox.setWebhookUrl(null);
    const order = await newOrder();
    sandbox.controls.payOrder(order.id);
    await sandbox.controls.webhooksSettled();
    expect(receiver.deliveries).toEqual([]);
    sandbox.setWebhookUrl(receiver.url);
    sandbox.controls.payOrder(order.id);
    await waitFor('the second payment’s events', () => receiver.deliveries.length === 3);
  });
});

describe('a webhook failing for the whole retry window (24 hours, shortened here)', () => {
  it('is disabled: the event ends failed, later events are kept unsent as webhook-disabled, until the URL is set again', async () => {
    const failing = await startWebhookReceiver();
    const { sandbox: short, razorpay: client } = await startTestSandbox({
      webhookUrl: failing.url,
      webhookTiming: { retryBaseMs: 5, maxAttempts: Number.POSITIVE_INFINITY, disableAfterMs: 300 },
    });
    try {
      failing.answerNext(...Array<number>(200).fill(500));
      short.controls.dropNextWebhooks(2);
      const order = await client.orders.create({ amount: 10000, currency: 'INR' });
      short.controls.payOrder(order.id);
      await short.controls.webhooksSettled();
      expect(short.controls.webhookDisabled()).toBe(true);
      const [given] = short.controls.events().filter((event) => event.event === 'order.paid');
      expect(given!.state).toBe('failed');
      expect(given!.attempts.length).toBeGreaterThan(3);
      expect(given!.attempts.every((attempt) => attempt.status === 500)).toBe(true);
      expect(failing.deliveries.length).toBe(given!.attempts.length);

      const later = await client.orders.create({ amount: 20000, currency: 'INR' });
      short.controls.payOrder(later.id);
      await short.controls.webhooksSettled();
      expect(failing.deliveries.length).toBe(given!.attempts.length);
      const unsent = short.controls.events().filter((event) => event.body.includes(later.id));
      expect(unsent.map((event) => event.state)).toEqual(['webhook-disabled', 'webhook-disabled', 'webhook-disabled']);

      failing.answerAllOk();
      short.setWebhookUrl(failing.url);
      expect(short.controls.webhookDisabled()).toBe(false);
      const third = await client.orders.create({ amount: 30000, currency: 'INR' });
      short.controls.payOrder(third.id);
      await waitFor('the events after re-enabling', () => failing.deliveries.filter((delivery) => delivery.rawBody.includes(third.id)).length === 3);
      await short.controls.webhooksSettled();
      expect(
        short.controls
          .events()
          .filter((event) => event.body.includes(third.id))
          .map((event) => event.state),
      ).toEqual(['delivered', 'delivered', 'delivered']);
      expect(
        short.controls
          .events()
          .filter((event) => event.body.includes(later.id))
          .map((event) => event.state),
      ).toEqual(['webhook-disabled', 'webhook-disabled', 'webhook-disabled']);
    } finally {
      await short.close();
      await failing.close();
    }
  });
});
