// Razorpay's idempotent refunds (Refunds API, "Create a Normal Refund (Idempotent Request)"): a refund request with the
// X-Refund-Idempotency header is made once per key. The same key with the same body answers the refund it made; the
// same key with another body is refused; a key must be 10 or more letters, digits, hyphens or underscores.
import { createHash } from 'node:crypto';
import { badRequest } from './errors';
import type { Gateway } from './gateway';
import type { RazorpayRefund } from './entities';
import type { SandboxStore } from './store';
import type { Body } from './validate';

/** The header Razorpay reads. */
export const refundIdempotencyHeader = 'x-refund-idempotency';

const keyPattern = /^[A-Za-z0-9_-]{10,}$/;

/** POST /v1/payments/:id/refund, made once per idempotency key when the header is given. */
export function refundOnce(store: SandboxStore, gateway: Gateway, paymentId: string, body: Body, key: string | undefined): RazorpayRefund {
  if (key === undefined) return gateway.refund(paymentId, body);
  if (!keyPattern.test(key))
    throw badRequest('The idempotency key must be at least 10 characters long and contain only letters, digits, hyphens and underscores.');
  const request = createHash('sha256').update(JSON.stringify({ paymentId, body })).digest('hex');
  const made = store.state.refundKeys[key];
  if (made) {
    if (made.request !== request) throw badRequest('Different request with the same idempotency key has already been processed.');
    return gateway.refundById(made.refundId);
  }
  const refund = gateway.refund(paymentId, body);
  store.state.refundKeys[key] = { request, refundId: refund.id };
  store.save();
  return refund;
}
