// Routes each request: checkout.js and the payment page, the /sandbox controls, and the authenticated REST API.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SandboxCredentials } from '../gateway/credentials';
import type { SandboxControls } from '../gateway/controls';
import { badRequest, gatewayUnavailable, rateLimited } from '../gateway/errors';
import type { Disputes } from '../gateway/disputes';
import type { Gateway } from '../gateway/gateway';
import type { PaymentLinks } from '../gateway/payment-links';
import { linkPage, linkPagePolicy, linkPageScript, payLink } from '../checkout/link-page';
import { checkoutPageFor, checkoutPagePolicy, checkoutPayment, checkoutScript, pageScript, pageStyle, payFormScript } from '../checkout/checkout-routes';
import { qrPicture } from '../checkout/qr-code';
import { apiRoutes, authenticate, matchApiRoute } from './api-routes';
import type { SandboxStore } from '../gateway/store';
import { controlRoutes } from './control-routes';
import { readJsonBody, sendError, sendJson, sendText } from './respond';

export interface HandlerContext {
  gateway: Gateway;
  disputes: Disputes;
  paymentLinks: PaymentLinks;
  store: SandboxStore;
  credentials: SandboxCredentials;
  controls: SandboxControls;
  setWebhookUrl(url: string | null): void;
  webhookUrl(): string | null;
  /** Whether the REST API currently plays an outage (503). */
  unavailable(): boolean;
  /** Whether this REST call (its path) is rate limited (429); counts it. */
  rateLimited(path: string): boolean;
}

export function createRequestHandler(context: HandlerContext) {
  const api = apiRoutes(context.gateway, context.disputes, context.store, context.paymentLinks);
  const controls = controlRoutes(context.controls, context.setWebhookUrl, context.webhookUrl);

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://sandbox.invalid');
    const path = url.pathname;
    const method = request.method ?? 'GET';
    if (method === 'GET' && path === '/v1/checkout.js') {
      // The script knows the origin it was loaded from, so the overlay frames the page from the same host.
      return sendText(response, 200, 'text/javascript; charset=utf-8', checkoutScript(`http://${request.headers.host}`));
    }
    if (method === 'GET' && path === '/v1/checkout/embedded') {
      const html = checkoutPageFor(context.gateway, context.credentials, url.searchParams);
      return sendText(response, 200, 'text/html; charset=utf-8', html, { 'content-security-policy': checkoutPagePolicy });
    }
    if (method === 'GET' && path === '/v1/checkout/page.js') return sendText(response, 200, 'text/javascript; charset=utf-8', pageScript);
    if (method === 'GET' && path === '/v1/checkout/pay-form.js') return sendText(response, 200, 'text/javascript; charset=utf-8', payFormScript);
    if (method === 'GET' && path === '/v1/checkout/page.css') return sendText(response, 200, 'text/css; charset=utf-8', pageStyle);
    // The browser asks every origin whose page it shows for an icon: answered empty, not with the API's 401.
    if (method === 'GET' && path === '/favicon.ico') {
      response.writeHead(204, { 'cache-control': 'public, max-age=86400' }).end();
      return;
    }
    const qr = /^\/v1\/checkout\/qr\/([A-Za-z0-9_]+)\.svg$/.exec(path);
    if (method === 'GET' && qr) return sendText(response, 200, 'image/svg+xml', qrPicture(qr[1]!));
    if (method === 'POST' && path === '/v1/checkout/payments') {
      if (context.unavailable()) throw gatewayUnavailable();
      return sendJson(response, 200, checkoutPayment(context.gateway, context.credentials, await readJsonBody(request)));
    }
    // A Payment Link's hosted page (its short_url) and the page's payment call.
    if (method === 'GET' && path === '/i/link-page.js') return sendText(response, 200, 'text/javascript; charset=utf-8', linkPageScript);
    const hosted = /^\/i\/([A-Za-z0-9]+)(\/pay)?$/.exec(path);
    if (hosted && method === 'GET' && !hosted[2]) {
      const page = linkPage(context.paymentLinks.byShortCode(hosted[1]!));
      return sendText(response, page.status, 'text/html; charset=utf-8', page.html, { 'content-security-policy': linkPagePolicy });
    }
    if (hosted && method === 'POST' && hosted[2]) {
      if (context.unavailable()) throw gatewayUnavailable();
      return sendJson(response, 200, payLink(context.paymentLinks, hosted[1]!, await readJsonBody(request), context.credentials.keySecret));
    }
    if (path === '/sandbox' || path.startsWith('/sandbox/')) {
      if (method === 'GET' && path === '/sandbox')
        return sendJson(response, 200, { controls: controls.map((control) => `${control.method} ${control.path}: ${control.what}`) });
      for (const control of controls) {
        const match = control.pattern.exec(path);
        if (match && control.method === method) {
          const body = method === 'GET' ? {} : await readJsonBody(request);
          const result = await control.handle(match.slice(1).map(decodeURIComponent), body);
          return sendJson(response, 200, result ?? { ok: true });
        }
      }
      throw badRequest(`No sandbox control ${method} ${path}; GET /sandbox lists them.`);
    }
    if (context.unavailable()) throw gatewayUnavailable();
    if (context.rateLimited(path)) throw rateLimited();
    authenticate(request, context.credentials);
    const { handle, params } = matchApiRoute(api, method, path);
    const body = method === 'POST' ? await readJsonBody(request) : {};
    sendJson(response, 200, handle(params, body, url.searchParams, request.headers));
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    route(request, response).catch((error: unknown) => sendError(response, error));
  };
}
