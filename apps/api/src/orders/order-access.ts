// Who may read an order: whoever holds its access token (an HMAC of its id keyed with its checkout's secret id), or
// the signed-in customer who owns it.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionCustomer } from '../auth/register-accounts';
import type { OrderRecord } from '../db/records';

const tokenShape = /^[A-Za-z0-9_-]{43}$/;

/** The sha-256 of `text`, in hex (how records keep checkout ids and access tokens). */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The order's access token: an HMAC of its id keyed with the checkout's secret id. Unguessable without that secret,
 * and the same every time the checkout's order is answered, so the server keeps only its hash.
 */
export function accessTokenFor(checkoutId: string, orderId: string): string {
  return createHmac('sha256', checkoutId).update(`order:${orderId}`).digest('base64url');
}

/** Whether `token` is the order's access token (compared in constant time). */
export function holdsToken(order: Pick<OrderRecord, 'AccessTokenHash'>, token: unknown): boolean {
  if (typeof token !== 'string' || !tokenShape.test(token)) return false;
  const presented = Buffer.from(sha256Hex(token), 'hex');
  const stored = Buffer.from(order.AccessTokenHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}

/** Whether the signed-in customer owns the order: they placed it, or it is a guest order with their verified phone. */
export function owns(order: Pick<OrderRecord, 'CustomerId' | 'Phone'>, customer: SessionCustomer | undefined): boolean {
  return (
    customer !== undefined &&
    (order.CustomerId === customer.sub || (order.CustomerId === undefined && customer.verifiedPhone !== undefined && order.Phone === customer.verifiedPhone))
  );
}
