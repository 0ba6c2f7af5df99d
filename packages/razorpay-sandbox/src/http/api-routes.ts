// The subset of Razorpay's REST API (v1) the razorpay Node SDK calls for orders, payments, refunds, disputes and Payment Links, behind HTTP
// Basic auth with the key id and secret.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { authenticationFailed, badRequest } from '../gateway/errors';
import type { Gateway } from '../gateway/gateway';
import type { Disputes } from '../gateway/disputes';
import type { PaymentLinks } from '../gateway/payment-links';
import type { Body } from '../gateway/validate';
import type { SandboxCredentials } from '../gateway/credentials';
import { refundIdempotencyHeader, refundOnce } from '../gateway/refund-idempotency';
import type { SandboxStore } from '../gateway/store';

type Handler = (params: string[], body: Body, query: URLSearchParams, headers: IncomingHttpHeaders) => unknown;

interface Route {
  method: 'GET' | 'POST';
  pattern: RegExp;
  handle: Handler;
}

/** The routes, as the SDK builds its URLs (`/v1` + resource path). */
export function apiRoutes(gateway: Gateway, disputes: Disputes, store: SandboxStore, links: PaymentLinks): Route[] {
  const segment = '([^/]+)';
  return [
    { method: 'POST', pattern: /^\/v1\/orders$/, handle: (_p, body) => gateway.createOrder(body) },
    { method: 'GET', pattern: /^\/v1\/orders$/, handle: (_p, _b, query) => gateway.listOrders(query) },
    { method: 'GET', pattern: new RegExp(`^/v1/orders/${segment}$`), handle: ([id]) => gateway.order(id!) },
    { method: 'GET', pattern: new RegExp(`^/v1/orders/${segment}/payments$`), handle: ([id]) => gateway.orderPayments(id!) },
    { method: 'GET', pattern: new RegExp(`^/v1/payments/${segment}$`), handle: ([id]) => gateway.payment(id!) },
    { method: 'POST', pattern: new RegExp(`^/v1/payments/${segment}/capture$`), handle: ([id], body) => gateway.capturePayment(id!, body) },
    {
      method: 'POST',
      pattern: new RegExp(`^/v1/payments/${segment}/refund$`),
      handle: ([id], body, _q, headers) => {
        const key = headers[refundIdempotencyHeader];
        return refundOnce(store, gateway, id!, body, typeof key === 'string' ? key : undefined);
      },
    },
    { method: 'GET', pattern: new RegExp(`^/v1/payments/${segment}/refunds$`), handle: ([id]) => gateway.paymentRefunds(id!) },
    { method: 'GET', pattern: new RegExp(`^/v1/payments/${segment}/refunds/${segment}$`), handle: ([id, refundId]) => gateway.refundById(refundId!, id!) },
    { method: 'GET', pattern: new RegExp(`^/v1/refunds/${segment}$`), handle: ([id]) => gateway.refundById(id!) },
    { method: 'GET', pattern: /^\/v1\/disputes$/, handle: (_p, _b, query) => disputes.list(query) },
    { method: 'GET', pattern: new RegExp(`^/v1/disputes/${segment}$`), handle: ([id]) => disputes.dispute(id!) },
    { method: 'POST', pattern: /^\/v1\/payment_links\/?$/, handle: (_p, body) => links.create(body) },
    { method: 'GET', pattern: /^\/v1\/payment_links\/?$/, handle: (_p, _b, query) => links.list(query) },
    { method: 'GET', pattern: new RegExp(`^/v1/payment_links/${segment}$`), handle: ([id]) => links.link(id!) },
    { method: 'POST', pattern: new RegExp(`^/v1/payment_links/${segment}/cancel$`), handle: ([id]) => links.cancel(id!) },
  ];
}

/** Finds the route for a request; Razorpay's 400 "The requested URL was not found on the server." otherwise. */
export function matchApiRoute(routes: Route[], method: string, path: string): { handle: Handler; params: string[] } {
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (match && route.method === method) return { handle: route.handle, params: match.slice(1).map(decodeURIComponent) };
  }
  throw badRequest('The requested URL was not found on the server.');
}

function same(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Checks HTTP Basic auth against the key id and secret; Razorpay's 401 otherwise. */
export function authenticate(request: IncomingMessage, credentials: SandboxCredentials): void {
  const header = request.headers.authorization ?? '';
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header);
  if (!match) throw authenticationFailed('Please provide your api key for authentication purposes.');
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  const keyId = colon < 0 ? decoded : decoded.slice(0, colon);
  const secret = colon < 0 ? '' : decoded.slice(colon + 1);
  if (!same(keyId, credentials.keyId)) throw authenticationFailed('The api key provided is invalid');
  if (!same(secret, credentials.keySecret)) throw authenticationFailed('The api secret provided is invalid');
}
