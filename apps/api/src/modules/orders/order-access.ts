// Who may read an order: whoever holds its access token (an HMAC of its id keyed with its checkout's secret id), or
// the signed-in customer who owns it.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { isBeforePacking, type OrderStatus } from '@partybox/order-lifecycle';
import type { SessionCustomer } from '../accounts';
import type { OrderRecord } from '../../platform/db/records';

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

/** Whether the signed-in customer placed the order themselves (a guest order matched by phone is seen, not placed). */
export function placedBy(order: Pick<OrderRecord, 'CustomerId'>, customer: SessionCustomer | undefined): boolean {
  return customer !== undefined && order.CustomerId === customer.sub;
}

/**
 * What the caller's proof lets them do with an order: `full` (they placed it, signed in, or hold the checkout's access
 * token), `link` (the token in a message's link: reads always, cancels only before the order is packed), `read` (a
 * guest order seen by the signed-in account with its verified phone), or nothing.
 */
export type OrderRight = 'full' | 'link' | 'read';

/** The strongest right the caller's proofs give, or undefined (answered as an unknown order). */
export function orderRightOf(proofs: { token: boolean; link: boolean; placed: boolean; owns: boolean }): OrderRight | undefined {
  if (proofs.token || proofs.placed) return 'full';
  if (proofs.link) return 'link';
  if (proofs.owns) return 'read';
  return undefined;
}

/** Why a guest order seen through the account's verified phone is not cancelled by that account alone. */
export const phoneMatchCancelMessage =
  'This order was placed as a guest with your phone number. To cancel it, open the link in the order’s text or e-mail, or use the device it was placed on.';

/** Why a message's link may not cancel the order in `status`, or undefined when it may. */
export function linkCancelRefusal(status: OrderStatus, statusLabel: string): string | undefined {
  if (isBeforePacking(status)) return undefined;
  return `This order is ${statusLabel.toLowerCase()} and can no longer be cancelled from a message’s link; sign in to the account that placed it or call us.`;
}

/** Why the caller's right alone keeps them from cancelling an order in `status` (the policy aside), or undefined. */
export function rightCancelRefusal(right: OrderRight, status: OrderStatus, statusLabel: string): string | undefined {
  if (right === 'read') return phoneMatchCancelMessage;
  if (right === 'link') return linkCancelRefusal(status, statusLabel);
  return undefined;
}
