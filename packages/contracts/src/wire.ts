// What the storefront and the API must spell the same way on the wire: header names, API paths, the order-number
// shape and the one phone rule. Every other file imports these; a second spelling is tomorrow's bug.

/** The HTTP headers the storefront and the API exchange (HTTP header names are case-insensitive; Node lowers them). */
export const wireHeaders = {
  /** A client-made key that makes a retried write answer the first result instead of writing again. */
  idempotencyKey: 'Idempotency-Key',
  /** The secret id of a checkout, for the legacy checkout writes (a server checkout travels in its path and cookie). */
  checkoutId: 'Checkout-Id',
  /** The secret that reads an order back without signing in (from the complete answer, or a status link's `t`). */
  orderAccessToken: 'Order-Access-Token',
  /** Set to "true" on an answer that replays an earlier write instead of writing again. */
  replayed: 'Idempotent-Replayed',
} as const;

/**
 * Every request header the API reads from its callers (the storefront, Razorpay's webhook), by the name a route reads
 * it with. The one list: routes read `request.headers[requestHeaderKeys.x]`, the edge's origin request policy
 * (apps/infra/src/edge.ts) forwards exactly these to the function (CloudFront drops any header not named), a stack
 * test checks the policy holds each, and an API test fails when a route reads a header that is not here. CloudFront
 * forwards at most 10 named headers without a quota raise (its viewer address header is one more).
 */
export const apiRequestHeaders = {
  /** The body's media type: JSON in UTF-8 only (http/body-rules.ts); Razorpay's webhook sends application/json. */
  contentType: 'Content-Type',
  /** Refused unless identity (no compressed bodies), so a request with one must reach the API to be refused. */
  contentEncoding: 'Content-Encoding',
  /** The cross-site request check on writes (auth/origin-check.ts). */
  origin: 'Origin',
  idempotencyKey: wireHeaders.idempotencyKey,
  orderAccessToken: wireHeaders.orderAccessToken,
  /** Razorpay's HMAC-SHA256 of the webhook's raw body with the webhook secret. */
  razorpaySignature: 'X-Razorpay-Signature',
  /** Razorpay's id of one webhook event, the same on each retry of it: each is recorded once. */
  razorpayEventId: 'X-Razorpay-Event-Id',
} as const;

type RequestHeaderKeys = { readonly [K in keyof typeof apiRequestHeaders]: Lowercase<(typeof apiRequestHeaders)[K]> };

/** The same headers as Node.js names them in `request.headers` (lower case). */
export const requestHeaderKeys = Object.fromEntries(Object.entries(apiRequestHeaders).map(([key, name]) => [key, name.toLowerCase()])) as RequestHeaderKeys;

/**
 * Headers the API reads that are not forwarded by name: a body's framing (Content-Length, Transfer-Encoding), which
 * CloudFront always sends with the body it forwards and an origin request policy may not name.
 */
export const bodyFramingHeaderKeys = { contentLength: 'content-length', transferEncoding: 'transfer-encoding' } as const;

/** The cookie that holds a guest's checkout id (HttpOnly, scoped to the checkout paths). */
export const checkoutCookieName = 'pb_checkout';

const enc = encodeURIComponent;

/** A URL of the API (every one is built from apiPaths below). */
export type ApiUrl = `/api/${string}`;

/** One string per parameter of a route pattern, in order ("/a/:kind/:id" takes two). */
type ParamValues<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<`/${Rest}`>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** A path with parameters: the API's route pattern (Fastify syntax) and the URL of one resource, built from the same text. */
export interface ApiRoute<P extends ApiUrl, Args extends unknown[] = ParamValues<P>> {
  readonly route: P;
  /** The URL for these values, each encoded. */
  href(...values: Args): ApiUrl;
}

/** A route whose URL fills its `:name` parameters, in order, with the values given (encoded). */
export function route<P extends ApiUrl>(pattern: P): ApiRoute<P> {
  return {
    route: pattern,
    href: (...values: string[]) => {
      let next = 0;
      return pattern.replace(/:[A-Za-z]+/g, () => enc(values[next++] ?? '')) as ApiUrl;
    },
  } as ApiRoute<P>;
}

/** A route whose URL adds a query string (the route pattern has none). */
export function withQuery<P extends ApiUrl, Args extends unknown[]>(pattern: P, query: (...values: Args) => string): ApiRoute<P, Args> {
  return { route: pattern, href: (...values: Args) => `${pattern}${query(...values)}` as ApiUrl };
}

/**
 * Every path the storefront calls and the API serves: the one list. A fixed path is its own route and URL; a path with
 * parameters gives the API its `route` pattern and the clients `href(...)`, which takes the raw values and encodes them.
 */
export const apiPaths = {
  health: '/api/health',
  openApi: '/api/openapi.json',
  contact: '/api/contact',
  suggestions: '/api/suggestions',
  subscriptions: '/api/subscriptions',
  customizations: '/api/customizations',
  checkouts: '/api/checkouts',
  checkout: route('/api/checkouts/:id'),
  checkoutComplete: route('/api/checkouts/:id/complete'),
  order: route('/api/orders/:id'),
  orderStatus: route('/api/orders/by-number/:orderNumber'),
  orderCancel: route('/api/orders/by-number/:orderNumber/cancel'),
  orderEdit: route('/api/orders/by-number/:orderNumber/edit'),
  orderPayments: route('/api/orders/by-number/:orderNumber/payments'),
  orderPaymentVerify: route('/api/orders/by-number/:orderNumber/payments/verify'),
  razorpayWebhook: '/api/payments/razorpay/webhook',
  account: '/api/account',
  accountProfile: '/api/account/profile',
  accountCart: '/api/account/cart',
  accountWishlist: '/api/account/wishlist',
  accountOrders: '/api/account/orders',
  // heldBy: the checkout's hold token (its view's deliveryHold.token), so its own held place reads as free to it.
  deliveryCalendar: withQuery('/api/delivery-calendar', (partyDate?: string, heldBy?: string) => {
    const query = [partyDate && `partyDate=${enc(partyDate)}`, heldBy && `heldBy=${enc(heldBy)}`].filter(Boolean).join('&');
    return query ? `?${query}` : '';
  }),
  auth: {
    signUp: '/api/auth/sign-up',
    confirm: '/api/auth/confirm',
    resend: '/api/auth/resend',
    signIn: '/api/auth/sign-in',
    signInCode: '/api/auth/sign-in/code',
    signInResend: '/api/auth/sign-in/resend',
    refresh: '/api/auth/refresh',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
    signOut: '/api/auth/sign-out',
    me: '/api/auth/me',
  },
  admin: {
    orders: withQuery('/api/admin/orders', (query: string) => (query ? `?${query}` : '')),
    order: route('/api/admin/orders/:orderNumber'),
    orderStatus: route('/api/admin/orders/:orderNumber/status'),
    orderPayment: route('/api/admin/orders/:orderNumber/payment'),
    orderLink: route('/api/admin/orders/:orderNumber/link'),
    orderPaymentLink: route('/api/admin/orders/:orderNumber/payment-link'),
    orderEdit: route('/api/admin/orders/:orderNumber/edit'),
    draftOrders: '/api/admin/draft-orders',
    draftOrderChoices: '/api/admin/draft-orders/choices',
    customQuote: route('/api/admin/inbox/custom/:id/quote'),
    draftOrderFinalise: route('/api/admin/draft-orders/:id/finalise'),
    draftOrder: route('/api/admin/draft-orders/:id'),
    draftOrderDiscard: route('/api/admin/draft-orders/:id/discard'),
    orderRefunds: route('/api/admin/orders/:orderNumber/refunds'),
    orderNotes: route('/api/admin/orders/:orderNumber/notes'),
    slips: withQuery('/api/admin/slips', (date: string) => `?date=${enc(date)}`),
    inbox: {
      route: '/api/admin/inbox/:kind',
      href: (kind: string, query = ''): ApiUrl => `/api/admin/inbox/${enc(kind)}${query ? `?${query}` : ''}`,
    } satisfies ApiRoute<'/api/admin/inbox/:kind', [string, string?]>,
    inboxItem: route('/api/admin/inbox/:kind/:id'),
    inboxHandled: route('/api/admin/inbox/:kind/:id/handled'),
    subscribersCsv: '/api/admin/subscribers.csv',
    calendar: withQuery('/api/admin/calendar', (from: string, days: number) => `?from=${enc(from)}&days=${days}`),
    calendarDay: route('/api/admin/calendar/:date'),
  },
} as const;

export { isOrderNumber, orderNumberPattern } from './order-number';

/**
 * A cookie page scripts may read, set beside the session's when its access token carries the operators group: only a
 * hint for the storefront's header (a link to the console); every console call is checked on the server.
 */
export const operatorMarkerCookie = 'pb_operator';

/** The one phone rule: a 10-digit Indian mobile number, without +91, starting 6 to 9 (a JSON Schema / RegExp source). */
export const phonePattern = '^[6-9][0-9]{9}$';

/** Whether `text` is a phone number by the one phone rule (normalise what people typed first, see normalisePhone). */
export function isPhone(text: string): boolean {
  return new RegExp(phonePattern).test(text);
}

/**
 * The one e-mail rule (a JSON Schema / RegExp source): name@domain.tld where the name is letters, digits and . _ + - '
 * (no leading, trailing or doubled dot) and the domain is DNS labels with a letter TLD. Stricter than RFC 5322 on
 * purpose: `?`, `&`, `=`, `%`, `#`, `/`, spaces and other separators are refused, so an address can never carry
 * encoded parts or extra headers into a `mailto:` link ("ops%40partybox.in?bcc=…").
 */
export const emailPattern = "^[A-Za-z0-9_'+-]+(?:\\.[A-Za-z0-9_'+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$";

/** Whether `text` is an e-mail address by the one e-mail rule. */
export function isEmail(text: string): boolean {
  return text.length <= 254 && new RegExp(emailPattern).test(text);
}

/**
 * The pages that open the payment gateway's checkout (the payment step and an order's status page, "Pay now"): only
 * their Content-Security-Policy allows the gateway's origins. One rule for the server's policy per page, the edge's
 * behaviours (CloudFront path patterns) and the browser's choice of a full page load when it moves to one.
 */
export const paymentPages = {
  /** Path patterns as CloudFront matches them (`*` any characters). */
  edgePatterns: ['/payment', '/payment/', '/orders/*'],
} as const;

/** Whether `pathname` is a payment page: /payment, or /orders/<one segment>. */
export function isPaymentPage(pathname: string): boolean {
  return /^\/payment\/?$/.test(pathname) || /^\/orders\/[^/]+\/?$/.test(pathname);
}

/**
 * Razorpay's origins a payment page must allow: checkout.js loads from checkout.razorpay.com and opens its frame on
 * api.razorpay.com (Standard Checkout). The embedded sandbox is one origin of its own, allowed only in embedded mode.
 * `paymentFrameSrc` is the frame that holds the payment form: the only one the page lets use the Payment Request API
 * (Permissions-Policy `payment`), for the wallets and saved cards Razorpay offers through it.
 */
export const razorpayPageSources = {
  scriptSrc: ['https://checkout.razorpay.com'],
  frameSrc: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  paymentFrameSrc: ['https://api.razorpay.com'],
} as const;

/**
 * The payment pages' Cross-Origin-Opener-Policy: net banking and 3-D Secure open the bank's page in a pop-up that
 * reports back to Razorpay's checkout through window.opener, which `same-origin` (every other page's) would cut.
 */
export const paymentPageOpenerPolicy = 'same-origin-allow-popups';
