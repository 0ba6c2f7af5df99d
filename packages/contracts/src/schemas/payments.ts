// The JSON Schemas of online payments on the wire (issue 19): the browser's report of a Razorpay payment, an operator's
// refund, and the checkout options the API answers so the browser can open Razorpay's checkout. Requests are compiled
// into their own module (src/generated/payments-validators.js).
import { maxReasonLength } from './operations';

const text = { type: 'string' } as const;

/** POST /api/orders/by-number/:orderNumber/payments/verify: what Razorpay's checkout handed the success handler. */
export const paymentVerifyRequestSchema = {
  $id: 'payment-verify-request',
  type: 'object',
  additionalProperties: false,
  required: ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'],
  properties: {
    razorpay_order_id: {
      type: 'string',
      title: 'Razorpay order id',
      pattern: '^order_[A-Za-z0-9]{1,40}$',
      errorMessage: 'razorpay_order_id must look like order_…',
    },
    razorpay_payment_id: {
      type: 'string',
      title: 'Razorpay payment id',
      pattern: '^pay_[A-Za-z0-9]{1,40}$',
      errorMessage: 'razorpay_payment_id must look like pay_…',
    },
    razorpay_signature: { type: 'string', title: 'Razorpay signature', pattern: '^[0-9a-f]{64}$', errorMessage: 'razorpay_signature must be 64 hex digits' },
  },
} as const;

/** POST /api/admin/orders/:orderNumber/refunds: an operator's refund (checkOperatorRefund then says whether it may go). */
export const operatorRefundRequestSchema = {
  $id: 'operator-refund-request',
  type: 'object',
  additionalProperties: false,
  required: ['amount', 'reason', 'expectedVersion'],
  properties: {
    amount: { type: 'integer', title: 'Amount', minimum: 1, errorMessage: 'Enter the amount to refund in whole rupees (at least ₹1).' },
    reason: {
      type: 'string',
      title: 'Reason',
      minLength: 1,
      maxLength: maxReasonLength,
      errorMessage: `Give a reason for the refund (up to ${maxReasonLength} characters).`,
    },
    expectedVersion: { type: 'integer', title: 'Version', minimum: 0, errorMessage: 'Reload the order and try again' },
  },
} as const;

/** What the browser passes to `new Razorpay({...})` (plus its own handler and modal callbacks). */
export const checkoutOptionsSchema = {
  $id: 'checkout-options',
  type: 'object',
  additionalProperties: false,
  required: ['keyId', 'gatewayOrderId', 'amountPaise', 'currency', 'name', 'description', 'prefill', 'scriptUrl'],
  properties: {
    keyId: { type: 'string', description: "Razorpay's public key id (rzp_test_… / rzp_live_…): Razorpay's `key` option. Never the secret." },
    gatewayOrderId: { type: 'string', description: "The Razorpay order of this attempt (order_…): Razorpay's `order_id` option. A new one per attempt." },
    amountPaise: { type: 'integer', minimum: 100, description: 'What is due, in paise (the order total × 100 on the first attempt).' },
    currency: { type: 'string', const: 'INR' },
    name: { type: 'string', description: 'Party Box' },
    description: { type: 'string', description: 'Shown in the checkout, e.g. "Order PB-261125-AB12CD".' },
    prefill: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'contact', 'method'],
      properties: {
        name: text,
        contact: { type: 'string', description: 'The phone number with +91.' },
        email: text,
        method: { type: 'string', enum: ['card', 'netbanking', 'upi'], description: "Razorpay's method: card, netbanking, or upi (also for our QR choice)." },
        bank: { type: 'string', description: "Razorpay's bank code for net banking (HDFC, ICIC, SBIN, UTIB, KKBK), when one was chosen." },
      },
    },
    upiFlow: { type: 'string', enum: ['qr'], description: 'Present when the customer chose QR: show the UPI QR code.' },
    scriptUrl: {
      type: 'string',
      description: "Where checkout.js loads from: the embedded sandbox's stand-in, or https://checkout.razorpay.com/v1/checkout.js.",
    },
  },
} as const;

/** 503 when the gateway cannot be reached while completing or starting a payment: the order is saved, payable later. */
export const gatewayUnavailableSchema = {
  $id: 'gateway-unavailable',
  type: 'object',
  additionalProperties: false,
  required: ['error', 'message', 'orderNumber'],
  properties: {
    error: { type: 'string', const: 'gateway_unavailable' },
    message: text,
    orderNumber: text,
    accessToken: { type: 'string', description: 'Reads the order back (the complete answer only).' },
  },
} as const;

/** Every payments request schema, by the name its generated validator is exported under. */
export const paymentsRequestSchemas = {
  validatePaymentVerifyRequest: paymentVerifyRequestSchema,
  validateOperatorRefundRequest: operatorRefundRequestSchema,
} as const;
