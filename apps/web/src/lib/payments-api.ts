// The customer's payment calls (issue 19): a new attempt to pay an order (POST …/payments: a new Razorpay order for what
// is due) and the browser's report of a paid attempt (POST …/payments/verify: the API checks Razorpay's signature).
// Both read with the order's access token, or the signed-in owner's session.
import type { CheckoutOptions, PaymentVerifyRequest } from '@partybox/contracts/payments';
import type { CustomerOrderStatus } from '@partybox/contracts/operations';
import { apiPaths } from '@partybox/contracts/wire';
import { newIdempotencyKey, postJson } from './api-client';
import { orderAccessTokenHeader } from './order-query';

const accessHeaders = (token: string): Record<string, string> => (token ? { [orderAccessTokenHeader]: token } : {});

/** Starts a new attempt to pay order `orderNumber` (409 `nothing_due` when nothing is due, 503 when the gateway is down). */
export function startPayment(orderNumber: string, token: string): Promise<CheckoutOptions> {
  return postJson<CheckoutOptions>(apiPaths.orderPayments.href(orderNumber), {}, newIdempotencyKey(), accessHeaders(token));
}

/** Sends the gateway's signed answer; the API verifies it and answers the order's status page (400 `payment_unverified`). */
export function verifyPayment(orderNumber: string, response: PaymentVerifyRequest, token: string): Promise<CustomerOrderStatus> {
  return postJson<CustomerOrderStatus>(apiPaths.orderPaymentVerify.href(orderNumber), response, newIdempotencyKey(), accessHeaders(token));
}
