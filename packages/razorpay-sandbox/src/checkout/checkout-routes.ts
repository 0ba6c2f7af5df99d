// The checkout stand-in over HTTP: checkout.js, the payment page and its files, and the page's payment call, which
// answers what Razorpay's checkout hands the merchant: the signed success response or the payment.failed error.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { badRequest, RazorpayApiError } from '../gateway/errors';
import type { Gateway, PaymentOutcome } from '../gateway/gateway';
import { testPaymentFailure } from '../gateway/gateway';
import { testIdentities, type PaymentInstrument } from '../gateway/instruments';
import type { SandboxCredentials } from '../gateway/credentials';
import type { Body } from '../gateway/validate';
import { checkoutPage, problemPage } from './checkout-page';

const asset = (name: string) => readFileSync(new URL(`./assets/${name}`, import.meta.url), 'utf8');
const assets = { checkoutScript: asset('checkout.js'), pageScript: asset('page.js'), payFormScript: asset('pay-form.js'), pageStyle: asset('page.css') };

/** checkout.js with the sandbox's own origin written in, as the real one knows api.razorpay.com. */
export function checkoutScript(origin: string): string {
  return assets.checkoutScript.replace('__SANDBOX_ORIGIN__', origin);
}

export const pageScript = assets.pageScript;
/** The pay form both the checkout page and a Payment Link's hosted page load before their own script. */
export const payFormScript = assets.payFormScript;
export const pageStyle = assets.pageStyle;

/** The payment page's own policy: only its files, framed by any merchant page (it holds no secret). */
export const checkoutPagePolicy =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; form-action 'none'; base-uri 'none'";

/** The signature Razorpay's checkout returns: HMAC-SHA256 of `order_id|payment_id` with the key secret, hex. */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

const cardDeclined = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Your payment has been declined by your bank. Try another card or another method.',
  source: 'bank',
  step: 'payment_authorization',
  reason: 'payment_declined',
};

export function instrumentAndOutcome(body: Body): { instrument: PaymentInstrument; outcome: PaymentOutcome } {
  const captured: PaymentOutcome = { authorised: true };
  switch (body.method) {
    case 'upi': {
      if (body.vpa === testIdentities.upiSuccess) return { instrument: { method: 'upi', vpa: body.vpa }, outcome: captured };
      if (body.vpa === testIdentities.upiFailure)
        return { instrument: { method: 'upi', vpa: body.vpa }, outcome: { authorised: false, error: testPaymentFailure } };
      throw badRequest(`Invalid VPA: the sandbox knows ${testIdentities.upiSuccess} and ${testIdentities.upiFailure}`, 'vpa');
    }
    case 'qr':
      return { instrument: { method: 'upi', vpa: testIdentities.upiSuccess }, outcome: captured };
    case 'card': {
      const number = typeof body.card_number === 'string' ? body.card_number.replace(/\s/g, '') : '';
      if (!/^\d{12,19}$/.test(number)) throw badRequest('Card number: enter the 16 digits of the card', 'card_number');
      const succeeds = number === testIdentities.card.replace(/\s/g, '');
      return { instrument: { method: 'card', number }, outcome: succeeds ? captured : { authorised: false, error: cardDeclined } };
    }
    case 'netbanking': {
      if (typeof body.bank !== 'string' || !(body.bank in testIdentities.banks)) throw badRequest('Bank: choose one of the listed banks', 'bank');
      return { instrument: { method: 'netbanking', bank: body.bank }, outcome: captured };
    }
    default:
      throw badRequest('method must be upi, card, netbanking or qr', 'method');
  }
}

/** POST /v1/checkout/payments from the payment page. */
export function checkoutPayment(gateway: Gateway, credentials: SandboxCredentials, body: Body): unknown {
  if (body.key_id !== credentials.keyId) throw badRequest('The api key provided is invalid', 'key');
  const { instrument, outcome } = instrumentAndOutcome(body);
  const payment = gateway.pay({
    orderId: String(body.order_id),
    instrument,
    outcome,
    ...(typeof body.email === 'string' && body.email ? { email: body.email } : {}),
    ...(typeof body.contact === 'string' && body.contact ? { contact: body.contact } : {}),
  });
  // Checkout hands the merchant the signed response once the bank authorises, captured or not (manual capture).
  if (payment.status !== 'failed') {
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: payment.order_id,
      razorpay_signature: paymentSignature(payment.order_id, payment.id, credentials.keySecret),
    };
  }
  return {
    error: {
      code: payment.error_code,
      description: payment.error_description,
      source: payment.error_source,
      step: payment.error_step,
      reason: payment.error_reason,
      metadata: { order_id: payment.order_id, payment_id: payment.id },
    },
  };
}

/** GET /v1/checkout/embedded: the payment page, or a page explaining why it cannot open. */
export function checkoutPageFor(gateway: Gateway, credentials: SandboxCredentials, query: URLSearchParams): string {
  const parentOrigin = query.get('parent_origin') ?? '';
  if (!/^https?:\/\/[^/]+$/.test(parentOrigin)) return problemPage('', 'The checkout was opened without the merchant page origin (use checkout.js).');
  if (query.get('key_id') !== credentials.keyId) return problemPage(parentOrigin, 'The key id passed to Razorpay (options.key) is not this sandbox key.');
  try {
    const order = gateway.order(query.get('order_id') ?? '');
    if (order.status === 'paid') return problemPage(parentOrigin, 'This order has already been paid.');
    if (gateway.orderPayments(order.id).items.some((payment) => payment.status === 'authorized')) {
      return problemPage(parentOrigin, 'A payment for this order is already authorised and awaiting capture.');
    }
    const text = (name: string) => query.get(name) ?? '';
    return checkoutPage(order, {
      keyId: credentials.keyId,
      parentOrigin,
      name: text('name'),
      description: text('description'),
      method: text('method'),
      bank: text('bank'),
      customer: text('customer'),
      contact: text('contact'),
      email: text('email'),
      color: text('color'),
    });
  } catch (error) {
    if (error instanceof RazorpayApiError) return problemPage(parentOrigin, `Order ${query.get('order_id') ?? ''}: ${error.message}`);
    throw error;
  }
}
