// Online payments on the wire (issue 19): the checkout options that open Razorpay's checkout, the browser's report of a
// payment, an operator's refund, the payment part of the status page and of the console's order, and the error codes.
// Shared by the storefront, the console and the API.
//
//   POST /api/checkouts/:id/complete (online method)        -> { order, accessToken, payment: CheckoutOptions }
//                                                              | 503 GatewayUnavailable (the order is saved, awaiting payment)
//   POST /api/orders/by-number/:orderNumber/payments         -> CheckoutOptions (a new Razorpay order for what is due)
//                                                              | 409 nothing_due | 503 GatewayUnavailable
//   POST /api/orders/by-number/:orderNumber/payments/verify  body PaymentVerifyRequest -> CustomerOrderStatus
//                                                              | 400 payment_unverified (nothing changes)
//   POST /api/payments/razorpay/webhook                      Razorpay's signed events (400 on a bad signature)
//   POST /api/admin/orders/:orderNumber/refunds              body OperatorRefundRequest -> AdminOrderDetail
//                                                              | 400 (checkOperatorRefund's reason) | 409 conflict
//   POST /api/admin/orders/:orderNumber/payment              body PaymentStatusChange (to 'paid' needs `reference`)
//   GET  /api/admin/orders?attention=payment                 only the orders whose payment needs an operator
// The two customer endpoints take the order's access token (header Order-Access-Token) or the signed-in owner.
import type { FromSchema } from 'json-schema-to-ts';
import type { AttentionReason, DisputeStatus, GatewayPaymentStatus, GatewayRefundStatus } from '@partybox/order-lifecycle';
import { toFieldErrors, type FieldError } from './field-errors';
import {
  validateOperatorRefundRequest as validateOperatorRefundSchema,
  validatePaymentVerifyRequest as validatePaymentVerifySchema,
} from './generated/payments-validators.js';
import type { GeneratedValidator } from './generated/validators.js';
import type { PaymentMethod } from './payment';
import {
  adminDisputeSchema,
  adminPaymentAttemptSchema,
  adminPaymentSchema,
  adminRefundSchema,
  checkoutOptionsSchema,
  customerPaymentAttemptSchema,
  customerPaymentSchema,
  customerRefundSchema,
  gatewayUnavailableSchema,
  operatorRefundRequestSchema,
  paymentVerifyRequestSchema,
} from './schemas/payments';
import type { Plain, Validation } from './validate';

export * from './schemas/payments';
export type { AttentionReason, DisputeStatus, GatewayPaymentStatus, GatewayRefundStatus };
export { attentionReasonLabels } from '@partybox/order-lifecycle';

export type PaymentVerifyRequest = Plain<typeof paymentVerifyRequestSchema>;
export type OperatorRefundRequest = Plain<typeof operatorRefundRequestSchema>;
export type CheckoutOptions = FromSchema<typeof checkoutOptionsSchema>;
export type GatewayUnavailable = FromSchema<typeof gatewayUnavailableSchema>;

/** The payment methods paid through the gateway (every method but cash on delivery). */
export const onlinePaymentMethods = ['card', 'netbanking', 'upi', 'qr'] as const satisfies readonly PaymentMethod[];
export type OnlinePaymentMethod = (typeof onlinePaymentMethods)[number];

/** Whether a method is paid online through the gateway. */
export function isOnlinePaymentMethod(method: PaymentMethod): method is OnlinePaymentMethod {
  return method !== 'cod';
}

/** The error codes of the payment endpoints. */
export const paymentErrors = {
  /** 400: the signature of the browser's report does not match; nothing was recorded. */
  unverified: 'payment_unverified',
  /** 503: Razorpay (or the embedded gateway) could not be reached; the order is saved and payable later. */
  gatewayUnavailable: 'gateway_unavailable',
  /** 409: nothing is due on this order (paid, cancelled, delivered …). */
  nothingDue: 'nothing_due',
} as const;

export const paymentUnverifiedMessage =
  'We could not verify this payment with our payment partner, so nothing was recorded. If money left your account, it will be matched or refunded automatically.';
export const nothingDueMessage = 'Nothing is due on this order.';

/** The 503 message when the gateway is down; the order is saved and can be paid from its status page. */
export function gatewayUnavailableMessage(orderNumber: string): string {
  return `We could not reach our payment partner. Your order ${orderNumber} is saved: pay for it from its status page in a few minutes.`;
}

/** The payment shapes of the status page and the console: declared once, as the JSON Schemas in schemas/payments.ts. */
export type CustomerPaymentAttempt = FromSchema<typeof customerPaymentAttemptSchema>;
export type CustomerRefund = FromSchema<typeof customerRefundSchema>;
/** The payment part of the customer's status page (CustomerOrderStatus.payment). */
export type CustomerPayment = FromSchema<typeof customerPaymentSchema>;
export type AdminPaymentAttempt = FromSchema<typeof adminPaymentAttemptSchema>;
export type AdminDispute = FromSchema<typeof adminDisputeSchema>;
export type AdminRefund = FromSchema<typeof adminRefundSchema>;
/** The payment part of the console's order (AdminOrderDetail.payment). */
export type AdminPayment = FromSchema<typeof adminPaymentSchema>;

/** The console list's filter value for "payment needs attention" (GET /api/admin/orders?attention=payment). */
export const paymentAttentionFilter = 'payment';

function bySchema<T>(validator: GeneratedValidator, schema: object, input: unknown): Validation<T> {
  if (validator(input)) return { ok: true, value: input as T };
  return { ok: false, errors: toFieldErrors(schema, validator.errors ?? []) };
}

export const validatePaymentVerify = (input: unknown) => bySchema<PaymentVerifyRequest>(validatePaymentVerifySchema, paymentVerifyRequestSchema, input);
export const validateOperatorRefund = (input: unknown) => bySchema<OperatorRefundRequest>(validateOperatorRefundSchema, operatorRefundRequestSchema, input);

/** The message when an operator marks an order paid by hand without saying where the money came from. */
export const manualPaymentReferenceMessage =
  'Enter the reference of the money received outside the gateway (UPI reference, bank transfer UTR or receipt number).';

/** The rule beyond the payment-change schema: marking paid by hand needs a reference. */
export function paymentStatusChangeRuleProblems(input: unknown): FieldError[] {
  const value = input !== null && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const reference = typeof value.reference === 'string' ? value.reference.trim() : '';
  return value.to === 'paid' && !reference ? [{ field: 'reference', message: manualPaymentReferenceMessage }] : [];
}
