// Razorpay's idempotent refunds through the patched SDK (a client with the X-Refund-Idempotency header, as the store
// sends it): the same key and body make one refund however often they are sent, even at once; another body under the
// same key, or a key Razorpay would not take, is refused.
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RazorpaySandbox } from '../index';
import { sdkError, startTestSandbox } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;

beforeAll(async () => {
  ({ sandbox, razorpay } = await startTestSandbox());
});
afterAll(() => sandbox.close());

const withKey = (key: string) =>
  new Razorpay({ key_id: sandbox.keyId, key_secret: sandbox.keySecret, hostUrl: sandbox.url, headers: { 'X-Refund-Idempotency': key } });

async function paid(amount: number) {
  const order = await razorpay.orders.create({ amount, currency: 'INR' });
  return sandbox.controls.payOrder(order.id);
}

describe('refunds with X-Refund-Idempotency', () => {
  it('five requests with one key, sent at once, make one refund and all answer it', async () => {
    const payment = await paid(500000);
    const asked = await Promise.all(Array.from({ length: 5 }, () => withKey('intent_0192-abc-1').payments.refund(payment.id, { amount: 10000 })));
    expect(new Set(asked.map((refund) => refund.id)).size).toBe(1);
    const { items } = await razorpay.payments.fetchMultipleRefund(payment.id, { count: 100 });
    expect(items).toHaveLength(1);
    expect((await razorpay.payments.fetch(payment.id)).amount_refunded).toBe(10000);
  });

  it('refuses another body under a key already used, and a key Razorpay would not take', async () => {
    const payment = await paid(500000);
    await withKey('intent_0192-abc-2').payments.refund(payment.id, { amount: 10000 });
    expect(await sdkError(withKey('intent_0192-abc-2').payments.refund(payment.id, { amount: 20000 }))).toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Different request with the same idempotency key has already been processed.' },
    });
    expect(await sdkError(withKey('short').payments.refund(payment.id, { amount: 20000 }))).toMatchObject({ statusCode: 400 });
    const { items } = await razorpay.payments.fetchMultipleRefund(payment.id, { count: 100 });
    expect(items).toHaveLength(1);
  });

  it('without the header, each request is a refund of its own', async () => {
    const payment = await paid(500000);
    await razorpay.payments.refund(payment.id, { amount: 10000 });
    await razorpay.payments.refund(payment.id, { amount: 10000 });
    expect((await razorpay.payments.fetchMultipleRefund(payment.id, { count: 100 })).items).toHaveLength(2);
  });
});
