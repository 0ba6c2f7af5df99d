// The token in every message's link to the order's status page: an HMAC-SHA256 of the order number under
// ORDER_LINK_SECRET, base64url. Computed when a message is sent and when a link is opened; never stored.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function linkTokenFor(secret: string, orderNumber: string): string {
  return createHmac('sha256', secret).update(`order-link:${orderNumber}`).digest('base64url');
}

/** Whether `token` is the link token of `orderNumber` (compared in constant time). */
export function holdsLinkToken(secret: string, orderNumber: string, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const expected = Buffer.from(linkTokenFor(secret, orderNumber));
  const presented = Buffer.from(token);
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}

/** The status page's address for an order, with its link token. */
export function orderLink(origin: string, secret: string, orderNumber: string): string {
  return `${origin}/orders/${encodeURIComponent(orderNumber)}?t=${linkTokenFor(secret, orderNumber)}`;
}
