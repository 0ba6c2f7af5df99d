// Refusals in Razorpay's error format, as the patched SDK hands them to the caller, and the gateway-down controls.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Razorpay from 'razorpay';
import type { RazorpaySandbox } from '../index';
import { sdkError, startTestSandbox } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;

beforeAll(async () => {
  ({ sandbox, razorpay } = await startTestSandbox());
});
afterAll(() => sandbox.close());

const validationFailure = { code: 'BAD_REQUEST_ERROR', source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', metadata: {} };

describe('errors in Razorpay’s format', () => {
  it('an unknown order, payment or refund id is a 400 "The id provided does not exist"', async () => {
    for (const call of [
      razorpay.orders.fetch('order_AAAAAAAAAAAAAA'),
      razorpay.payments.fetch('pay_AAAAAAAAAAAAAA'),
      razorpay.refunds.fetch('rfnd_AAAAAAAAAAAAAA'),
    ]) {
      expect(await sdkError(call)).toEqual({ statusCode: 400, error: { ...validationFailure, description: 'The id provided does not exist' } });
    }
  });

  it('an id of the wrong shape is a 400 naming it', async () => {
    expect(await sdkError(razorpay.payments.fetch('pay_123'))).toMatchObject({ statusCode: 400, error: { description: 'pay_123 is not a valid id' } });
  });

  it('a wrong secret, a wrong key id and no credentials are each a 401', async () => {
    const wrongSecret = new Razorpay({ key_id: sandbox.keyId, key_secret: 'not-the-secret', hostUrl: sandbox.url });
    expect(await sdkError(wrongSecret.orders.all())).toEqual({
      statusCode: 401,
      error: { code: 'BAD_REQUEST_ERROR', description: 'The api secret provided is invalid', source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
    });
    const wrongKey = new Razorpay({ key_id: 'rzp_test_AAAAAAAAAAAAAA', key_secret: sandbox.keySecret, hostUrl: sandbox.url });
    expect(await sdkError(wrongKey.orders.all())).toMatchObject({ statusCode: 401, error: { description: 'The api key provided is invalid' } });
    const anonymous = await fetch(`${sandbox.url}/v1/orders`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      error: { code: 'BAD_REQUEST_ERROR', description: 'Please provide your api key for authentication purposes.' },
    });
  });

  it('an order under ₹1 (100 paise) is refused, naming the amount field', async () => {
    expect(await sdkError(razorpay.orders.create({ amount: 99, currency: 'INR' }))).toEqual({
      statusCode: 400,
      error: { ...validationFailure, description: 'The amount must be atleast INR 1.00', field: 'amount' },
    });
  });

  it('an order option Razorpay takes but the sandbox does not model is refused by name, not ignored', async () => {
    for (const option of [{ payment_capture: 1 }, { partial_payment: true }, { method: 'upi' }]) {
      const field = Object.keys(option)[0];
      expect(await sdkError(razorpay.orders.create({ amount: 1000, currency: 'INR', ...option } as never))).toMatchObject({
        statusCode: 400,
        error: { field, description: expect.stringContaining('not modelled by the sandbox') },
      });
    }
  });

  it('an order in another currency is refused, naming the currency field', async () => {
    expect(await sdkError(razorpay.orders.create({ amount: 1000, currency: 'USD' }))).toMatchObject({ statusCode: 400, error: { field: 'currency' } });
  });

  it('an order with a fractional amount, a field Razorpay does not take or a receipt over 40 characters is refused', async () => {
    expect(await sdkError(razorpay.orders.create({ amount: 100.5, currency: 'INR' }))).toMatchObject({
      error: { description: 'The amount must be an integer.', field: 'amount' },
    });
    expect(await sdkError(razorpay.orders.create({ amount: 1000, currency: 'INR', colour: 'red' } as never))).toMatchObject({
      error: { description: 'colour is/are not required and should not be sent', field: 'colour' },
    });
    expect(await sdkError(razorpay.orders.create({ amount: 1000, currency: 'INR', receipt: 'x'.repeat(41) }))).toMatchObject({ error: { field: 'receipt' } });
  });

  it('an unknown URL is Razorpay’s 400 "The requested URL was not found on the server."', async () => {
    const response = await fetch(`${sandbox.url}/v1/nothing-here`, { headers: { authorization: `Basic ${btoa(`${sandbox.keyId}:${sandbox.keySecret}`)}` } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { description: 'The requested URL was not found on the server.' } });
  });
});

describe('rate limiting', () => {
  it('the next REST calls answer 429 with Razorpay’s rate-limit error, then the API serves again; checkout and controls are not limited', async () => {
    const order = await razorpay.orders.create({ amount: 10000, currency: 'INR' });
    sandbox.controls.throttleNext(2);
    const throttled = {
      statusCode: 429,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Request failed. Please try after sometime.', source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
    };
    expect(await sdkError(razorpay.orders.fetch(order.id))).toEqual(throttled);
    expect((await fetch(`${sandbox.url}/sandbox`)).status).toBe(200);
    expect(await sdkError(razorpay.orders.create({ amount: 10000, currency: 'INR' }))).toEqual(throttled);
    expect((await razorpay.orders.all({ receipt: 'none' })).items).toEqual([]);
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ id: order.id, attempts: 0 });
  });

  it('throttles only the calls named, when asked (a capture refused with 429 while reads go through)', async () => {
    sandbox.controls.setAutoCapture(false);
    try {
      const order = await razorpay.orders.create({ amount: 10000, currency: 'INR' });
      const payment = sandbox.controls.payOrder(order.id);
      sandbox.controls.throttleNext(1, '/capture');
      expect(await razorpay.payments.fetch(payment.id)).toMatchObject({ status: 'authorized' });
      expect(await sdkError(razorpay.payments.capture(payment.id, 10000, 'INR'))).toMatchObject({ statusCode: 429 });
      expect(await razorpay.payments.capture(payment.id, 10000, 'INR')).toMatchObject({ status: 'captured' });
    } finally {
      sandbox.controls.setAutoCapture(true);
    }
  });
});

describe('the gateway down', () => {
  it('answers 503 in Razorpay’s error shape while unavailable, then serves again', async () => {
    const order = await razorpay.orders.create({ amount: 10000, currency: 'INR' });
    await sandbox.controls.setGatewayDown('unavailable');
    expect(await sdkError(razorpay.orders.create({ amount: 10000, currency: 'INR' }))).toMatchObject({ statusCode: 503, error: { code: 'SERVER_ERROR' } });
    await sandbox.controls.setGatewayDown(false);
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ id: order.id });
  });

  it('refuses connections, which the patched SDK reports with the network error’s code, then listens on the same port again', async () => {
    const order = await razorpay.orders.create({ amount: 10000, currency: 'INR' });
    await sandbox.controls.setGatewayDown('refused');
    // The client may first reuse a socket it kept alive, which the outage closed (a reset); new connections are refused.
    const failure = (await sdkError(razorpay.orders.fetch(order.id))) as unknown as { code: string; statusCode?: number };
    expect(['ECONNRESET', 'ECONNREFUSED']).toContain(failure.code);
    expect(failure.statusCode).toBeUndefined();
    const port = Number(new URL(sandbox.url).port);
    const connection = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve('connected'));
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });
    expect(connection).toBe('ECONNREFUSED');
    await sandbox.controls.setGatewayDown(false);
    expect(await razorpay.orders.fetch(order.id)).toMatchObject({ id: order.id });
  });
});
