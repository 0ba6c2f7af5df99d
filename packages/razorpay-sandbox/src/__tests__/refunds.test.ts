// Refunds through the patched SDK: full, partial, never more than is left, refused or failed on request, held and
// settled, and Razorpay's automatic refund of payments still authorized when the capture window ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Razorpay from 'razorpay';
import type { RazorpayPayment, RazorpaySandbox } from '../index';
import { sdkError, startTestSandbox, waitFor } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;

beforeAll(async () => {
  ({ sandbox, razorpay } = await startTestSandbox());
});
afterAll(() => sandbox.close());

async function paidPayment(amount: number): Promise<RazorpayPayment> {
  const order = await razorpay.orders.create({ amount, currency: 'INR' });
  return sandbox.controls.payOrder(order.id);
}

async function refundSettled(id: string) {
  return waitFor(`refund ${id} to settle`, () => {
    const record = sandbox.controls.events().find((event) => event.event !== 'refund.created' && event.body.includes(id) && event.event.startsWith('refund.'));
    return record?.event;
  });
}

describe('refunds', () => {
  it('a full refund is created pending, then processed; the payment is then refunded in full', async () => {
    const payment = await paidPayment(1519800);
    const refund = await razorpay.payments.refund(payment.id, { notes: { reason: 'Customer cancelled' } });
    expect(refund).toMatchObject({
      entity: 'refund',
      amount: 1519800,
      currency: 'INR',
      payment_id: payment.id,
      status: 'pending',
      notes: { reason: 'Customer cancelled' },
    });
    expect(refund.id).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    expect(await refundSettled(refund.id)).toBe('refund.processed');
    expect(await razorpay.refunds.fetch(refund.id)).toMatchObject({ status: 'processed', acquirer_data: { arn: expect.stringMatching(/^\d+$/) } });
    expect(await razorpay.payments.fetch(payment.id)).toMatchObject({ status: 'refunded', amount_refunded: 1519800, refund_status: 'full' });
  });

  it('partial refunds add up, are listed newest first and fetched by id under the payment, and never exceed what is left', async () => {
    const payment = await paidPayment(100000);
    const first = await razorpay.payments.refund(payment.id, { amount: 30000 });
    expect(await razorpay.payments.fetch(payment.id)).toMatchObject({ status: 'captured', amount_refunded: 30000, refund_status: 'partial' });
    const second = await razorpay.payments.refund(payment.id, { amount: 50000 });
    expect(await sdkError(razorpay.payments.refund(payment.id, { amount: 20100 }))).toMatchObject({
      statusCode: 400,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured', field: 'amount' },
    });
    const listed = await razorpay.payments.fetchMultipleRefund(payment.id);
    expect(listed.items.map((refund) => refund.id)).toEqual([second.id, first.id]);
    expect(await razorpay.payments.fetchRefund(payment.id, first.id)).toMatchObject({ id: first.id, amount: 30000 });
    await razorpay.payments.refund(payment.id, { amount: 20000 });
    expect(await sdkError(razorpay.payments.refund(payment.id, { amount: 100 }))).toMatchObject({
      error: { description: 'The payment has been fully refunded already' },
    });
  });

  it('a refund under ₹1 is refused, and so is one on a payment that was not captured', async () => {
    const payment = await paidPayment(50000);
    expect(await sdkError(razorpay.payments.refund(payment.id, { amount: 99 }))).toMatchObject({
      statusCode: 400,
      error: { description: 'The amount must be atleast INR 1.00', field: 'amount' },
    });
    const order = await razorpay.orders.create({ amount: 50000, currency: 'INR' });
    const failed = sandbox.controls.payOrder(order.id, { fail: true });
    expect(await sdkError(razorpay.payments.refund(failed.id, {}))).toMatchObject({
      error: { description: 'The payment status should be captured for action to be taken' },
    });
  });

  it('a refund told to fail ends failed and gives the amount back to what can be refunded', async () => {
    const payment = await paidPayment(80000);
    sandbox.controls.failNextRefunds();
    const refund = await razorpay.payments.refund(payment.id, { amount: 80000 });
    expect(await refundSettled(refund.id)).toBe('refund.failed');
    expect(await razorpay.refunds.fetch(refund.id)).toMatchObject({ status: 'failed' });
    expect(await razorpay.payments.fetch(payment.id)).toMatchObject({ status: 'captured', amount_refunded: 0, refund_status: null });
    expect(await razorpay.payments.refund(payment.id, { amount: 80000 })).toMatchObject({ status: 'pending' });
  });

  it('a held refund stays pending until settled', async () => {
    const payment = await paidPayment(70000);
    sandbox.controls.holdNextRefunds();
    const refund = await razorpay.payments.refund(payment.id, { amount: 10000 });
    await sandbox.controls.webhooksSettled();
    expect(await razorpay.refunds.fetch(refund.id)).toMatchObject({ status: 'pending' });
    sandbox.controls.settleRefund(refund.id, 'processed');
    expect(await razorpay.payments.fetchRefund(payment.id, refund.id)).toMatchObject({ status: 'processed' });
  });

  it('a refund id fetched under another payment does not exist there', async () => {
    const one = await paidPayment(30000);
    const other = await paidPayment(30000);
    const refund = await razorpay.payments.refund(one.id, { amount: 10000 });
    expect(await sdkError(razorpay.payments.fetchRefund(other.id, refund.id))).toMatchObject({
      statusCode: 400,
      error: { description: 'The id provided does not exist' },
    });
  });

  it('a refused refund answers 400 with Razorpay’s balance error and creates nothing; the next request goes through', async () => {
    const payment = await paidPayment(60000);
    sandbox.controls.refuseNextRefunds();
    expect(await sdkError(razorpay.payments.refund(payment.id, { amount: 60000 }))).toEqual({
      statusCode: 400,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description:
          'Your account does not have enough balance to carry out the refund operation. You can add funds to your account from your Razorpay dashboard or capture new payments.',
        source: null,
        step: null,
        reason: null,
        metadata: {},
      },
    });
    expect((await razorpay.payments.fetchMultipleRefund(payment.id)).items).toEqual([]);
    expect(await razorpay.payments.fetch(payment.id)).toMatchObject({ status: 'captured', amount_refunded: 0 });
    expect(sandbox.controls.events().some((event) => event.event === 'refund.created' && event.body.includes(payment.id))).toBe(false);
    expect(await razorpay.payments.refund(payment.id, { amount: 60000 })).toMatchObject({ status: 'pending' });
  });

  it('refusals count down and may carry another description', async () => {
    const payment = await paidPayment(60000);
    sandbox.controls.refuseNextRefunds(2, 'Refund is not supported by the bank because the payment is more than 6 months old');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await sdkError(razorpay.payments.refund(payment.id, {}))).toMatchObject({
        statusCode: 400,
        error: { description: 'Refund is not supported by the bank because the payment is more than 6 months old' },
      });
    }
    expect(await razorpay.payments.refund(payment.id, {})).toMatchObject({ amount: 60000 });
  });
});

describe('the end of the capture window', () => {
  it('refunds every authorized payment automatically: refunded, never captured, with a processed refund; captured ones are untouched', async () => {
    sandbox.controls.setAutoCapture(false);
    const held = await razorpay.orders.create({ amount: 45000, currency: 'INR' });
    const authorised = sandbox.controls.payOrder(held.id);
    sandbox.controls.setAutoCapture(true);
    const late = sandbox.controls.payOrder((await razorpay.orders.create({ amount: 30000, currency: 'INR' })).id, { outcome: 'authorized' });
    const captured = await paidPayment(20000);
    const expired = sandbox.controls.expireAuthorizations();
    expect(expired.map((payment) => payment.id).sort()).toEqual([authorised.id, late.id].sort());
    expect(await razorpay.payments.fetch(authorised.id)).toMatchObject({
      status: 'refunded',
      captured: false,
      amount_refunded: 45000,
      refund_status: 'full',
      currency: 'INR',
    });
    const [refund] = (await razorpay.payments.fetchMultipleRefund(authorised.id)).items;
    expect(refund).toMatchObject({ amount: 45000, currency: 'INR', status: 'processed', payment_id: authorised.id });
    expect(await razorpay.orders.fetch(held.id)).toMatchObject({ status: 'attempted', amount_paid: 0 });
    expect(await razorpay.payments.fetch(captured.id)).toMatchObject({ status: 'captured', amount_refunded: 0 });
    const events = sandbox.controls.events().filter((event) => event.body.includes(refund!.id));
    expect(events.map((event) => event.event)).toEqual(['refund.created', 'refund.processed']);
    expect(JSON.parse(events[1]!.body)).toMatchObject({ payload: { payment: { entity: { id: authorised.id, status: 'refunded', captured: false } } } });
    expect(await sdkError(razorpay.payments.refund(authorised.id, {}))).toMatchObject({
      error: { description: 'The payment has been fully refunded already' },
    });
    expect(await sdkError(razorpay.payments.capture(authorised.id, 45000, 'INR'))).toMatchObject({
      error: { description: 'Only payments which have been authorized and not yet captured can be captured' },
    });
    expect(sandbox.controls.expireAuthorizations()).toEqual([]);
  });
});
