// The token in every message's link to the order's status page: an HMAC-SHA256 of the order number and its link
// version under ORDER_LINK_SECRET, base64url. Computed when a message is sent and when a link is opened; never stored.
// An operator's "Rotate the status link" bumps the order's LinkVersion, so every earlier link stops working.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Version 0 (every order before its first rotation) keeps the original input, so links already sent still work. */
export function linkTokenFor(secret: string, orderNumber: string, version = 0): string {
  const input = version === 0 ? `order-link:${orderNumber}` : `order-link:${orderNumber}:v${version}`;
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** Whether `token` is the current link token of the order (compared in constant time). */
export function holdsLinkToken(secret: string, orderNumber: string, version: number, token: unknown): boolean {
  if (typeof token !== 'string' || token.length > 100) return false;
  const expected = Buffer.from(linkTokenFor(secret, orderNumber, version));
  const presented = Buffer.from(token);
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}

/** The status page's address for an order, with its current link token. */
export function orderLink(origin: string, secret: string, orderNumber: string, version = 0): string {
  return `${origin}/orders/${encodeURIComponent(orderNumber)}?t=${linkTokenFor(secret, orderNumber, version)}`;
}
