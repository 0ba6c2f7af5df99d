// The JSON Schemas of online payments on the wire (issue 19): the browser's report of a Razorpay payment, an operator's
// refund, and the checkout options the API answers so the browser can open Razorpay's checkout. Requests are compiled
// into their own module (src/generated/payments-validators.js).
import type { AttentionReason, DisputeStatus, GatewayPaymentStatus, GatewayRefundStatus } from '@partybox/order-lifecycle';
import { paymentStatuses } from '@partybox/order-lifecycle';
import { maxReasonLength } from './operations';

const text = { type: 'string' } as const;
/** An amount in paise (the gateway's unit: the ledger's payments, refunds and disputes; formatted at display). */
const paise = { type: 'integer', minimum: 0 } as const;
/** An amount in whole rupees (an order's own figures). */
const rupees = { type: 'integer', minimum: 0 } as const;
const gatewayPaymentStatus = {
  type: 'string',
  enum: ['created', 'authorized', 'failed', 'auto-refunded', 'captured'] satisfies GatewayPaymentStatus[],
} as const;
const gatewayRefundStatus = { type: 'string', enum: ['pending', 'failed', 'processed'] satisfies GatewayRefundStatus[] } as const;
const disputeStatus = { type: 'string', enum: ['open', 'under_review', 'action_required', 'won', 'lost', 'closed'] satisfies DisputeStatus[] } as const;
const attentionReason = { type: 'string', enum: ['refund-failed', 'amount-mismatch', 'duplicate-payment', 'dispute'] satisfies AttentionReason[] } as const;

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

/** One payment attempt as the console shows it. */
export const adminPaymentAttemptSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'gatewayOrderId', 'method', 'amountPaise', 'status', 'at'],
  properties: {
    /** Razorpay's payment id (pay_…). */
    id: text,
    gatewayOrderId: text,
    /** How Razorpay names the method: upi, card, netbanking, wallet … */
    method: text,
    amountPaise: paise,
    status: gatewayPaymentStatus,
    at: text,
    /** Razorpay's reason for a failure. */
    failure: text,
    /** For net banking, the bank Razorpay reports, by name ("ICICI Bank"; see bankNameOf). */
    bank: text,
  },
} as const;

/** One refund as the console shows it. */
export const adminRefundSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'paymentId', 'amountPaise', 'status', 'reason', 'at', 'by'],
  properties: {
    /** Razorpay's refund id (rfnd_…), or ours while the gateway has not answered yet. */
    id: text,
    paymentId: text,
    amountPaise: paise,
    status: gatewayRefundStatus,
    reason: text,
    at: text,
    /** The operator's name, "Customer" (their cancel) or "Shop" (an automatic refund). */
    by: text,
    /** Which attempt at this refund it is, from the second on (a refund that failed is retried a few times). */
    attempt: { type: 'integer', minimum: 2 },
    /** Why Razorpay refused it or the bank failed it. */
    failure: text,
  },
} as const;

/** A dispute (chargeback) of a payment, as the console shows it. */
export const adminDisputeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'paymentId', 'amountPaise', 'status', 'statusLabel', 'reason', 'at'],
  properties: {
    /** Razorpay's dispute id (disp_…). */
    id: text,
    paymentId: text,
    /** The amount at stake. */
    amountPaise: paise,
    status: disputeStatus,
    /** What the status means for the team, in words. */
    statusLabel: text,
    reason: text,
    at: text,
    /** The date by which the shop must answer it on Razorpay's dashboard. */
    respondBy: text,
  },
} as const;

/** AdminOrderDetail.payment: every attempt and refund, what may be refunded and what needs attention. */
/** A Razorpay Payment Link sent for an order: where the customer pays, for how much, and whether it is still open. */
export const adminPaymentLinkSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'shortUrl', 'amountPaise', 'status', 'at'],
  properties: { id: text, shortUrl: text, amountPaise: paise, status: { type: 'string', enum: ['created', 'paid', 'cancelled', 'expired'] }, at: text },
} as const;

export const adminPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['attempts', 'refunds', 'disputes', 'refundablePaise', 'attention'],
  properties: {
    attempts: { type: 'array', items: adminPaymentAttemptSchema },
    refunds: { type: 'array', items: adminRefundSchema },
    disputes: { type: 'array', items: adminDisputeSchema },
    /** What an operator's refund may still return. */
    refundablePaise: paise,
    /** Why this order's money needs an operator (empty when it does not). */
    attention: { type: 'array', items: attentionReason },
    /** The reference of money received outside the gateway, when an operator marked it paid by hand. */
    manualReference: text,
    /** The Razorpay Payment Links sent for this order, oldest first ("Send payment link"). */
    links: { type: 'array', items: adminPaymentLinkSchema },
  },
} as const;

/** One payment attempt as the customer's status page shows it. */
export const customerPaymentAttemptSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'amountPaise', 'status', 'at'],
  properties: { method: text, amountPaise: paise, status: gatewayPaymentStatus, at: text, bank: text },
} as const;

/** One refund as the customer's status page shows it. */
export const customerRefundSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['amountPaise', 'status', 'at', 'reason'],
  properties: { amountPaise: paise, status: gatewayRefundStatus, at: text, reason: text },
} as const;

/** CustomerOrderStatus.payment: status, what is due, attempts, refunds, "Pay now", and where the money is. */
export const customerPaymentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'dueRupees', 'attempts', 'refunds', 'canPay', 'moneyNote'],
  properties: {
    status: { type: 'string', enum: paymentStatuses },
    /** What is still to pay online (0 once paid, cancelled, or cash on delivery). */
    dueRupees: rupees,
    attempts: { type: 'array', items: customerPaymentAttemptSchema },
    refunds: { type: 'array', items: customerRefundSchema },
    /** Whether "Pay now" is offered (POST …/payments). */
    canPay: { type: 'boolean' },
    /** The open Razorpay Payment Link (its short_url) for exactly the balance an edit added to a paid order, when one is open. */
    balanceLink: text,
    /** Where the money is, in one sentence: "Paid ₹15,198 by UPI on 3 Dec", "₹2,000 refund issued on 5 Dec to your UPI; banks take 7 to 10 working days". */
    moneyNote: text,
  },
} as const;
