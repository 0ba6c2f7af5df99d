// Security headers for every response (pages, API answers, errors raised before routing), with a
// Content-Security-Policy that allows only the site's own files and a Permissions-Policy that turns off every
// powerful browser feature the storefront does not use; the payment pages relax exactly what Razorpay's checkout needs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { paymentPageOpenerPolicy } from '@partybox/contracts/wire';
import helmet from 'helmet';

const self = "'self'";

/** The storefront needs no inline script or style and no eval: the validators are precompiled. */
export const contentSecurityPolicy = {
  defaultSrc: [self],
  scriptSrc: [self],
  styleSrc: [self],
  imgSrc: [self, 'data:'],
  fontSrc: [self],
  connectSrc: [self],
  objectSrc: ["'none'"],
  baseUri: [self],
  formAction: [self],
  frameAncestors: ["'none'"],
};

/** Browser features no page of the shop uses, turned off for the page and anything it embeds. */
const offFeatures = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'usb',
  'xr-spatial-tracking',
];

/** Every feature above off; `payment` may be allowed for the page and the given origins (the payment pages' gateway frame). */
function permissionsPolicyAllowingPayment(paymentOrigins?: readonly string[]): string {
  return offFeatures
    .map((feature) => (feature === 'payment' && paymentOrigins ? `payment=(self ${paymentOrigins.map((origin) => `"${origin}"`).join(' ')})` : `${feature}=()`))
    .join(', ');
}

export const permissionsPolicy = permissionsPolicyAllowingPayment();

/**
 * helmet's headers (with the policy above) plus Permissions-Policy, worked out once: they are the same for every
 * response, so running helmet's middleware per request would only repeat the work (it showed in the bench profile).
 */
function computeSecurityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet({ contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy } })(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    () => undefined,
  );
  headers['Permissions-Policy'] = permissionsPolicy;
  return headers;
}

export const securityHeaders = computeSecurityHeaders();

/** Hash sources ("'sha256-…'") of the inline scripts and styles one page carries. */
export interface InlineSources {
  readonly scriptSrc: readonly string[];
  readonly styleSrc: readonly string[];
}

/** The payment gateway's origins (checkout.js and its frame), allowed on the payment pages only. */
export interface GatewaySources {
  readonly scriptSrc: readonly string[];
  readonly frameSrc: readonly string[];
  /** The frame that holds the payment form and may use `payment` (Razorpay's api.razorpay.com); all of frameSrc when absent (the sandbox: one origin). */
  readonly paymentFrameSrc?: readonly string[];
}

/**
 * What the payment pages change in the headers above, and nothing more: pop-ups keep window.opener (net banking and
 * 3-D Secure report back through it) and the gateway's frame may use `payment`. Every other page keeps `same-origin`
 * and `payment=()`.
 */
export function paymentPageHeaders(gateway: GatewaySources): Readonly<Record<string, string>> {
  const origins = gateway.paymentFrameSrc ?? gateway.frameSrc;
  for (const origin of origins) if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin)) throw new Error(`not an origin: ${origin}`);
  return { 'Cross-Origin-Opener-Policy': paymentPageOpenerPolicy, 'Permissions-Policy': permissionsPolicyAllowingPayment(origins) };
}

/**
 * The Content-Security-Policy for a page with inline elements: the policy above, with exactly those elements'
 * hashes added to script-src and style-src ('unsafe-inline' is never added); on the payment pages, also the gateway's
 * origins in script-src and frame-src.
 */
export function contentSecurityPolicyFor(inline: InlineSources, gateway?: GatewaySources): string {
  const hashSource = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;
  for (const source of [...inline.scriptSrc, ...inline.styleSrc]) if (!hashSource.test(source)) throw new Error(`not a CSP hash source: ${source}`);
  for (const source of [...(gateway?.scriptSrc ?? []), ...(gateway?.frameSrc ?? [])]) {
    if (!/^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(source)) throw new Error(`not a CSP origin: ${source}`);
  }
  const directives: Record<string, readonly string[]> = {
    ...contentSecurityPolicy,
    scriptSrc: [...contentSecurityPolicy.scriptSrc, ...inline.scriptSrc, ...(gateway?.scriptSrc ?? [])],
    styleSrc: [...contentSecurityPolicy.styleSrc, ...inline.styleSrc],
    ...(gateway && gateway.frameSrc.length > 0 && { frameSrc: [...gateway.frameSrc] }),
  };
  // helmet's format: kebab-case names, sources separated by spaces, directives by semicolons.
  return Object.entries(directives)
    .map(([name, sources]) => [name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...sources].join(' '))
    .join(';');
}

/** Puts the security headers on a reply; for answers sent outside the request hooks (see errors.ts). */
export function applySecurityHeaders(reply: FastifyReply): FastifyReply {
  return reply.headers(securityHeaders);
}

/** Sets the security headers on every response, as the first thing each request does. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
}
