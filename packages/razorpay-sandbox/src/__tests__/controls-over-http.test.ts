// The test controls over HTTP under /sandbox, as a developer or another process would use them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Razorpay from 'razorpay';
import type { RazorpaySandbox } from '../index';
import { sdkError, startTestSandbox, startWebhookReceiver, waitFor } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  ({ sandbox, razorpay } = await startTestSandbox());
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Polls until a plain connection to the sandbox port is refused (true), or gives up (false). */
async function refusedSoon(): Promise<boolean> {
  for (let tries = 0; tries < 200; tries += 1) {
    const outcome = await fetch(`${sandbox.url}/sandbox`).then(
      () => 'answered',
      (error: { cause?: { code?: string } }) => error.cause?.code,
    );
    if (outcome === 'ECONNREFUSED') return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

/** Polls until the sandbox answers again. */
async function backSoon(): Promise<boolean> {
  for (let tries = 0; tries < 500; tries += 1) {
    if (
      await fetch(`${sandbox.url}/sandbox`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return false;
}

describe('controls over HTTP', () => {
  it("answers the browser's icon request of its hosted pages empty, not with the API's 401", async () => {
    const icon = await fetch(`${sandbox.url}/favicon.ico`);
    expect(icon.status).toBe(204);
  });

  it('lists the controls', async () => {
    const { status, body } = await control('GET', '/sandbox');
    expect(status).toBe(200);
    expect(body.controls).toEqual(expect.arrayContaining([expect.stringMatching(/^POST \/sandbox\/orders\/:id\/pay/)]));
  });

  it('sets the webhook URL, drops the next webhook, pays an order out of band for another amount, and resends the dropped event', async () => {
    expect((await control('PUT', '/sandbox/webhook-url', { url: receiver.url })).status).toBe(200);
    expect((await control('POST', '/sandbox/webhooks/drop', { count: 1 })).status).toBe(200);
    const order = await razorpay.orders.create({ amount: 200000, currency: 'INR' });
    const paid = await control('POST', `/sandbox/orders/${order.id}/pay`, { method: 'card', amount: 150000 });
    expect(paid.body).toMatchObject({ entity: 'payment', method: 'card', amount: 150000, status: 'captured', order_id: order.id });
    await waitFor('two delivered events', () => receiver.deliveries.length === 2);
    const events = (await control('GET', '/sandbox/events')).body as unknown as Array<{ id: string; event: string; state: string }>;
    const dropped = events.find((event) => event.state === 'dropped')!;
    expect(dropped.event).toBe('payment.authorized');
    expect((await control('POST', `/sandbox/events/${dropped.id}/resend`)).status).toBe(200);
    await waitFor('the resent event', () => receiver.deliveries.find((delivery) => delivery.eventId === dropped.id));
  });

  it('makes the next refund fail', async () => {
    const order = await razorpay.orders.create({ amount: 40000, currency: 'INR' });
    const payment = sandbox.controls.payOrder(order.id);
    await control('POST', '/sandbox/refunds/fail-next', { count: 1 });
    const refund = await razorpay.payments.refund(payment.id, {});
    await waitFor('the refund to fail', () => sandbox.controls.events().some((event) => event.event === 'refund.failed' && event.body.includes(refund.id)));
  });

  it('plays the gateway down: 503 answers, then refused connections that come back after forMs; a bad control body is refused, naming the field', async () => {
    expect((await control('POST', '/sandbox/gateway', { mode: 'unavailable' })).status).toBe(200);
    expect(await sdkError(razorpay.orders.all())).toMatchObject({ statusCode: 503 });
    expect((await control('POST', '/sandbox/gateway', { mode: false })).status).toBe(200);
    await razorpay.orders.all();
    expect((await control('POST', '/sandbox/gateway', { mode: 'refused', forMs: 500 })).body).toMatchObject({ ok: true, mode: 'refused' });
    expect(await refusedSoon()).toBe(true);
    expect(await backSoon()).toBe(true);
    expect(await control('POST', '/sandbox/gateway', { mode: 'sideways' })).toMatchObject({ status: 400, body: { error: { field: 'mode' } } });
    expect(await control('POST', '/sandbox/webhooks/delay', { count: 1 })).toMatchObject({ status: 400, body: { error: { field: 'ms' } } });
  });

  it('sets the capture setting, pays late, expires authorisations, refuses a refund, raises and resolves a dispute, throttles, and reports the webhook', async () => {
    expect((await control('PUT', '/sandbox/auto-capture', { on: false })).status).toBe(200);
    const order = await razorpay.orders.create({ amount: 50000, currency: 'INR' });
    const held = await control('POST', `/sandbox/orders/${order.id}/pay`, { method: 'netbanking', bank: 'UTIB' });
    expect(held.body).toMatchObject({ status: 'authorized', captured: false, bank: 'UTIB' });
    expect((await control('PUT', '/sandbox/auto-capture', { on: true })).status).toBe(200);
    const late = await control('POST', `/sandbox/orders/${(await razorpay.orders.create({ amount: 20000, currency: 'INR' })).id}/pay`, {
      outcome: 'authorized',
    });
    expect(late.body).toMatchObject({ status: 'authorized' });
    const expired = (await control('POST', '/sandbox/authorizations/expire')).body as unknown as Array<{ id: string; status: string }>;
    expect(expired.map((payment) => payment.id).sort()).toEqual([held.body.id, late.body.id].sort());
    expect(expired.every((payment) => payment.status === 'refunded')).toBe(true);

    const paid = await razorpay.orders.create({ amount: 30000, currency: 'INR' });
    const payment = sandbox.controls.payOrder(paid.id);
    expect((await control('POST', '/sandbox/refunds/refuse-next', { count: 1 })).status).toBe(200);
    expect(await sdkError(razorpay.payments.refund(payment.id, {}))).toMatchObject({
      statusCode: 400,
      error: { description: expect.stringContaining('enough balance') },
    });
    const dispute = await control('POST', `/sandbox/payments/${payment.id}/disputes`, { amount: 10000, phase: 'chargeback' });
    expect(dispute.body).toMatchObject({ entity: 'dispute', status: 'open', amount: 10000 });
    expect(await control('POST', `/sandbox/disputes/${String(dispute.body.id)}/resolve`, { status: 'lost' })).toMatchObject({
      status: 200,
      body: { status: 'lost', amount_deducted: 10000 },
    });
    expect(await control('POST', `/sandbox/disputes/${String(dispute.body.id)}/resolve`, { status: 'sideways' })).toMatchObject({ status: 400 });

    expect((await control('POST', '/sandbox/throttle', { count: 1 })).status).toBe(200);
    expect(await sdkError(razorpay.orders.fetch(paid.id))).toMatchObject({ statusCode: 429 });
    expect(await control('GET', '/sandbox/webhook')).toMatchObject({ status: 200, body: { disabled: false } });
    expect(await control('PUT', '/sandbox/auto-capture', { on: 'yes' })).toMatchObject({ status: 400, body: { error: { field: 'on' } } });
    expect(await control('POST', `/sandbox/orders/${paid.id}/pay`, { colour: 'red' })).toMatchObject({ status: 400, body: { error: { field: 'colour' } } });
  });
});
