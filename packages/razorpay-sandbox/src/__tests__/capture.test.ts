// The account's capture setting and late authorisations, through the patched SDK: payments left `authorized`, the
// merchant's capture refused as Razorpay refuses it, and the capture that pays the order.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type Razorpay from 'razorpay';
import type { RazorpaySandbox } from '../index';
import { sdkError, startTestSandbox, startWebhookReceiver, waitFor } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ sandbox, razorpay } = await startTestSandbox({ webhookUrl: receiver.url }));
});
beforeEach(async () => {
  sandbox.controls.setAutoCapture(true);
  await sandbox.controls.webhooksSettled();
  receiver.deliveries.length = 0;
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

const eventsOf = (paymentId: string) => receiver.deliveries.filter((delivery) => delivery.rawBody.includes(paymentId)).map((delivery) => delivery.event.event);

describe('manual capture (automatic capture off)', () => {
  it('a successful payment stays authorized: payment.authorized only, the order attempted and not paid', async () => {
    sandbox.controls.setAutoCapture(false);
    const order = await razorpay.orders.create({ amount: 1519800, currency: 'INR' });
    const payment = sandbox.controls.payOrder(order.id);
    await sandbox.controls.webhooksSettled();
    expect(await razorpay.payments.fetch(payment.id)).toMatchObject({ status: 'authorized', captured: false, fee: null, currency: 'INR' });
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0, amount_due: 1519800 });
    expect(eventsOf(payment.id)).toEqual(['payment.authorized']);
  });

  it('the capture is refused for another amount, another currency, and without the currency; the right one pays the order', async () => {
    sandbox.controls.setAutoCapture(false);
    const order = await razorpay.orders.create({ amount: 250000, currency: 'INR' });
    const payment = sandbox.controls.payOrder(order.id);
    expect(await sdkError(razorpay.payments.capture(payment.id, 240000, 'INR'))).toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Capture amount must be equal to the amount authorized', field: 'amount' },
    });
    expect(await sdkError(razorpay.payments.capture(payment.id, 250000, 'USD'))).toMatchObject({
      error: { description: 'Capture request currency must be same as payment currency', field: 'currency' },
    });
    expect(await sdkError(razorpay.payments.capture(payment.id, 250000, undefined as unknown as string))).toMatchObject({
      error: { field: 'currency' },
    });
    const captured = await razorpay.payments.capture(payment.id, 250000, 'INR');
    expect(captured).toMatchObject({ id: payment.id, status: 'captured', captured: true, fee: 5900, tax: 900 });
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 250000, amount_due: 0 });
    await waitFor('order.paid', () => eventsOf(payment.id).includes('order.paid'));
    expect(eventsOf(payment.id).sort()).toEqual(['order.paid', 'payment.authorized', 'payment.captured']);
    expect(await sdkError(razorpay.payments.capture(payment.id, 250000, 'INR'))).toMatchObject({
      statusCode: 400,
      error: { description: 'This payment has already been captured' },
    });
  });

  it('a failed payment cannot be captured', async () => {
    const order = await razorpay.orders.create({ amount: 30000, currency: 'INR' });
    const failed = sandbox.controls.payOrder(order.id, { outcome: 'failed' });
    expect(await sdkError(razorpay.payments.capture(failed.id, 30000, 'INR'))).toMatchObject({
      statusCode: 400,
      error: { description: 'Only payments which have been authorized and not yet captured can be captured' },
    });
  });

  it('checkout hands the merchant the signed response on authorisation, and takes no second payment while one is authorized', async () => {
    sandbox.controls.setAutoCapture(false);
    const order = await razorpay.orders.create({ amount: 40000, currency: 'INR' });
    const pay = () =>
      fetch(`${sandbox.url}/v1/checkout/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ key_id: sandbox.keyId, order_id: order.id, method: 'netbanking', bank: 'ICIC' }),
      });
    const first = (await (await pay()).json()) as { razorpay_payment_id: string; razorpay_signature: string };
    expect(first.razorpay_signature).toMatch(/^[0-9a-f]{64}$/);
    expect(await razorpay.payments.fetch(first.razorpay_payment_id)).toMatchObject({ status: 'authorized', bank: 'ICIC' });
    const second = await pay();
    expect(second.status).toBe(400);
    expect(await second.json()).toMatchObject({ error: { description: expect.stringContaining('already authorized') } });
  });
});

describe('late authorisation', () => {
  it("outcome 'authorized' stays authorized even though the account auto-captures", async () => {
    const order = await razorpay.orders.create({ amount: 99900, currency: 'INR' });
    const late = sandbox.controls.payOrder(order.id, { outcome: 'authorized' });
    expect(await razorpay.payments.fetch(late.id)).toMatchObject({ status: 'authorized', captured: false });
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });
  });

  it('when another payment pays the order, a payment still authorized on it is refunded at once, never captured', async () => {
    const order = await razorpay.orders.create({ amount: 99900, currency: 'INR' });
    const late = sandbox.controls.payOrder(order.id, { outcome: 'authorized' });
    const paying = sandbox.controls.payOrder(order.id, { method: 'card' });
    expect(paying.status).toBe('captured');
    expect(await razorpay.payments.fetch(late.id)).toMatchObject({ status: 'refunded', captured: false, amount_refunded: 99900, refund_status: 'full' });
    expect(await sdkError(razorpay.payments.capture(late.id, 99900, 'INR'))).toMatchObject({
      error: { description: 'Only payments which have been authorized and not yet captured can be captured' },
    });
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 99900 });
  });

  it('a late authorisation on an order already paid is refunded at once: payment.authorized, refund.created, refund.processed', async () => {
    const order = await razorpay.orders.create({ amount: 70000, currency: 'INR' });
    sandbox.controls.payOrder(order.id);
    const late = sandbox.controls.payOrder(order.id, { outcome: 'authorized', method: 'upi' });
    expect(late).toMatchObject({ status: 'refunded', captured: false, amount_refunded: 70000 });
    await waitFor('the refund events', () => eventsOf(late.id).length === 3);
    expect(eventsOf(late.id).sort()).toEqual(['payment.authorized', 'refund.created', 'refund.processed']);
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ amount_paid: 70000 });
  });

  it('a payment first reported failed can be authorised late: payment.failed then payment.authorized, not captured, the order still unpaid', async () => {
    const order = await razorpay.orders.create({ amount: 88800, currency: 'INR' });
    const failed = sandbox.controls.payOrder(order.id, { outcome: 'failed' });
    const late = sandbox.controls.authorizeLate(failed.id);
    expect(await razorpay.payments.fetch(failed.id)).toMatchObject({ id: failed.id, status: 'authorized', captured: false });
    expect(late.status).toBe('authorized');
    await waitFor('both events', () => eventsOf(failed.id).length === 2);
    expect(eventsOf(failed.id).sort()).toEqual(['payment.authorized', 'payment.failed']);
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });
    expect(() => sandbox.controls.authorizeLate(failed.id)).toThrow(/only a failed payment/);
    expect((await razorpay.payments.capture(failed.id, 88800, 'INR')).status).toBe('captured');
  });

  it('a failed payment authorised late after another payment paid its order is refunded at once, never captured', async () => {
    const order = await razorpay.orders.create({ amount: 55500, currency: 'INR' });
    const failed = sandbox.controls.payOrder(order.id, { outcome: 'failed' });
    sandbox.controls.payOrder(order.id, { method: 'card' });
    expect(sandbox.controls.authorizeLate(failed.id)).toMatchObject({ status: 'refunded', captured: false, amount_refunded: 55500, refund_status: 'full' });
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ status: 'paid', amount_paid: 55500 });
  });

  it('payOrder refuses an option it does not model, and fail disagreeing with outcome', () => {
    expect(() => sandbox.controls.payOrder('order_AAAAAAAAAAAAAA', { capture: true } as never)).toThrow(/capture is not an option of payOrder/);
    expect(() => sandbox.controls.payOrder('order_AAAAAAAAAAAAAA', { fail: true, outcome: 'captured' })).toThrow(/disagree/);
  });
});
