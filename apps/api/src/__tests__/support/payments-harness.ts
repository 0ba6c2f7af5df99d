// The real stack for the payment tests: dynalite, the embedded Razorpay sandbox (its data in a temp folder, webhooks
// retried quickly) posting its signed webhooks to the app listening on a loopback port, and optionally cognito-local
// for operators. Tests act as the customer's browser (inject) and as the bank (the sandbox's controls).
import { createHmac } from 'node:crypto';
import { apiPaths, wireHeaders } from '@partybox/contracts';
import type { CustomerOrderStatus } from '@partybox/contracts/operations';
import type { CheckoutOptions } from '@partybox/contracts/payments';
import type { RazorpaySandbox } from '@partybox/razorpay-sandbox';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { OrderRecord } from '../../platform/db/records';
import type { OpenIdentity } from '../../modules/accounts/identity/open-identity';
import type { EmbeddedOptions } from '../../modules/payments/open-gateway';
import { completeCheckout, guest, readyCheckout, type Send } from './checkout';
import { startHarness, type GatewayParts, type Harness } from './harness';

export interface PaymentsHarness extends Harness, GatewayParts {
  readonly identity?: OpenIdentity;
  /** The stored order (strongly consistent). */
  order(orderId: string): Promise<OrderRecord>;
  code(phone: string, kind: 'ConfirmationCode' | 'MFACode'): string;
}

/**
 * Starts dynalite, the sandbox (and cognito-local with `accounts`), and the app listening, the sandbox's webhooks
 * pointed at it: the one harness (harness.ts) with payments. `now`: the server's clock (tests of delays move it);
 * `webhookTiming`: the sandbox's retry policy.
 */
export async function startPaymentsHarness({
  accounts = false,
  now = () => new Date(),
  webhookTiming,
}: { accounts?: boolean; now?: () => Date; webhookTiming?: EmbeddedOptions['webhookTiming'] } = {}): Promise<PaymentsHarness> {
  const harness = await startHarness({}, { accounts, now, payments: { webhookTiming } });
  return {
    ...harness,
    order: async (orderId) => (await harness.get(harness.tables.order.name, { IdempotencyKey: orderId })) as OrderRecord,
    code: (phone, kind) => {
      if (!harness.code) throw new Error('started without accounts: startPaymentsHarness({ accounts: true })');
      return harness.code(phone, kind);
    },
  };
}

export interface OnlineOrder {
  readonly id: string;
  readonly orderNumber: string;
  readonly total: number;
  readonly accessToken: string;
  readonly payment: CheckoutOptions;
}

/** A guest's checkout paid online, completed: the order and the options that open Razorpay's checkout. */
export async function placeOnlineOrder(
  app: FastifyInstance,
  method: 'upi' | 'card' | 'netbanking' | 'qr' = 'upi',
  party: Record<string, unknown> = {},
  /** The cart's lines (one Superheroes box with no add-ons when left out). */
  lines?: unknown[],
  /** Who places it: a guest when left out. */
  send: Send = guest(app),
): Promise<OnlineOrder> {
  const view = await readyCheckout(send, {
    ...(lines && { lines }),
    payment: method === 'netbanking' ? { method, bank: 'HDFC Bank' } : { method },
    party: { eventDate: '2026-12-20', ...party },
  });
  const done = await completeCheckout(send, view.id, { total: view.total });
  expect(done.statusCode, done.body).toBe(201);
  const { order, accessToken, payment } = done.json<{
    order: { id: string; orderNumber: string; total: number };
    accessToken: string;
    payment: CheckoutOptions;
  }>();
  return { id: order.id, orderNumber: order.orderNumber, total: order.total, accessToken, payment };
}

/** What checkout.js hands the success handler: the ids, signed with the key secret as Razorpay signs them. */
export function handlerResponse(sandbox: RazorpaySandbox, gatewayOrderId: string, paymentId: string) {
  return {
    razorpay_order_id: gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: createHmac('sha256', sandbox.keySecret).update(`${gatewayOrderId}|${paymentId}`).digest('hex'),
  };
}

/** The customer's status page, read with the order's access token. */
export async function statusOf(app: FastifyInstance, order: Pick<OnlineOrder, 'orderNumber' | 'accessToken'>): Promise<CustomerOrderStatus> {
  const response = await app.inject({
    method: 'GET',
    url: apiPaths.orderStatus.href(order.orderNumber),
    headers: { [wireHeaders.orderAccessToken]: order.accessToken },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CustomerOrderStatus>();
}

/** An order paid by UPI through the sandbox, every webhook of its payment recorded. */
export async function paidOrder(harness: PaymentsHarness, party: Record<string, unknown> = {}, lines?: unknown[], send?: Send): Promise<OnlineOrder> {
  const order = await placeOnlineOrder(harness.app, 'upi', party, lines, send);
  harness.sandbox.controls.payOrder(order.payment.gatewayOrderId);
  await eventually(async () => expect((await statusOf(harness.app, order)).paymentStatus).toBe('paid'));
  // Every event of the payment recorded (each may move the order's version, as any change does).
  await harness.sandbox.controls.webhooksSettled();
  return order;
}

/** The refunds Razorpay holds for a payment (what the customer gets back), as the gateway reports them. */
export async function gatewayRefunds(harness: PaymentsHarness, paymentId: string) {
  return harness.gateway.gateway.refundsOf(paymentId);
}

/**
 * An order paid twice as it really happens with Razorpay: the first attempt's payment was reported failed, the customer
 * paid again on a new attempt ("Pay now", a new Razorpay order), and the first attempt's Razorpay order was then paid
 * too (a second window left open). Razorpay captures each Razorpay order's first payment, so both are captured.
 */
export async function paidTwice(harness: PaymentsHarness): Promise<{ order: OnlineOrder; first: { id: string }; second: { id: string } }> {
  const order = await placeOnlineOrder(harness.app);
  harness.sandbox.controls.payOrder(order.payment.gatewayOrderId, { outcome: 'failed' });
  await eventually(async () => expect((await statusOf(harness.app, order)).paymentStatus).toBe('payment-failed'));
  const again = await customerPost(harness.app, apiPaths.orderPayments.href(order.orderNumber), order);
  expect(again.statusCode, again.body).toBe(200);
  const first = harness.sandbox.controls.payOrder(again.json<CheckoutOptions>().gatewayOrderId);
  await eventually(async () => expect((await harness.order(order.id)).PaymentStatus).toBe('paid'));
  const second = harness.sandbox.controls.payOrder(order.payment.gatewayOrderId);
  return { order, first, second };
}

/** POSTs to a customer payment endpoint with the order's access token. */
export function customerPost(app: FastifyInstance, url: string, order: Pick<OnlineOrder, 'accessToken'>, body?: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: { [wireHeaders.orderAccessToken]: order.accessToken, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
}

/** Posts a webhook event as Razorpay does: the raw body, its signature with the webhook secret, the event id. */
export function deliver(app: FastifyInstance, sandbox: RazorpaySandbox, event: { id: string; body: string }, signature?: string) {
  return app.inject({
    method: 'POST',
    url: apiPaths.razorpayWebhook,
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature ?? createHmac('sha256', sandbox.webhookSecret).update(event.body).digest('hex'),
      'x-razorpay-event-id': event.id,
    },
    payload: event.body,
  });
}

/** The sandbox's events about a payment or gateway order (newest last). */
export function eventsAbout(sandbox: RazorpaySandbox, id: string, name?: string) {
  return sandbox.controls
    .events()
    .filter((event) => event.body.includes(`"${id}"`) && (!name || event.event === name))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** Waits until `check` passes (what a customer would see after reloading), up to 15 s. */
export async function eventually<T>(check: () => Promise<T>): Promise<T> {
  const until = Date.now() + 15_000;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
