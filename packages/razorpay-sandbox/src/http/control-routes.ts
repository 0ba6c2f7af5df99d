// The test controls over HTTP, under /sandbox (no auth: the sandbox listens on loopback and moves no money).
import { badRequest } from '../gateway/errors';
import type { GatewayDownMode, OutOfBandPayment, SandboxControls } from '../gateway/controls';
import type { DisputeRequest } from '../gateway/disputes';
import type { DisputeResolution } from '../gateway/entities';
import type { Body } from '../gateway/validate';

type ControlHandler = (params: string[], body: Body) => unknown | Promise<unknown>;

function count(body: Body, fallback = 1): number {
  const value = body.count ?? fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw badRequest('count must be a whole number of at least 1', 'count');
  return value;
}

function milliseconds(body: Body): number {
  const value = body.ms;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) throw badRequest('ms must be a whole number of milliseconds', 'ms');
  return value;
}

function downMode(body: Body): GatewayDownMode {
  const mode = body.mode;
  if (mode === false || mode === 'unavailable' || mode === 'refused') return mode;
  throw badRequest('mode must be "unavailable" (REST answers 503), "refused" (connections refused) or false (back up)', 'mode');
}

/** Every control route: method, path pattern and handler; GET /sandbox lists them. */
export function controlRoutes(controls: SandboxControls, setWebhookUrl: (url: string | null) => void, webhookUrl: () => string | null) {
  const routes: Array<{ method: string; pattern: RegExp; path: string; what: string; handle: ControlHandler }> = [
    { method: 'GET', pattern: /^\/sandbox\/events$/, path: '/sandbox/events', what: 'webhook events with delivery state', handle: () => controls.events() },
    {
      method: 'POST',
      pattern: /^\/sandbox\/events\/([^/]+)\/resend$/,
      path: '/sandbox/events/:id/resend',
      what: 'post an event again (same id)',
      handle: ([id]) => controls.resendEvent(id!),
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/webhooks\/drop$/,
      path: '/sandbox/webhooks/drop {count}',
      what: 'drop the next webhooks',
      handle: (_p, body) => controls.dropNextWebhooks(count(body)),
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/webhooks\/delay$/,
      path: '/sandbox/webhooks/delay {count, ms}',
      what: 'delay the next webhooks',
      handle: (_p, body) => controls.delayNextWebhooks(count(body), milliseconds(body)),
    },
    {
      method: 'PUT',
      pattern: /^\/sandbox\/webhook-url$/,
      path: '/sandbox/webhook-url {url}',
      what: 'where webhooks are posted (null: nowhere)',
      handle: (_p, body) => {
        const url = body.url;
        if (url !== null && (typeof url !== 'string' || !/^https?:\/\//.test(url))) throw badRequest('url must be an http(s) URL or null', 'url');
        setWebhookUrl(url);
      },
    },
    {
      method: 'GET',
      pattern: /^\/sandbox\/webhook$/,
      path: '/sandbox/webhook',
      what: 'the webhook URL and whether Razorpay disabled it after 24 hours of failures',
      handle: () => ({ url: webhookUrl(), disabled: controls.webhookDisabled() }),
    },
    {
      method: 'PUT',
      pattern: /^\/sandbox\/auto-capture$/,
      path: '/sandbox/auto-capture {on}',
      what: "the account's capture setting: automatic (true) or manual (false)",
      handle: (_p, body) => {
        if (typeof body.on !== 'boolean') throw badRequest('on must be true or false', 'on');
        controls.setAutoCapture(body.on);
      },
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/payments\/([^/]+)\/authorize-late$/,
      path: '/sandbox/payments/:id/authorize-late',
      what: 'a failed payment is authorised late by the bank',
      handle: ([id]) => controls.authorizeLate(id!),
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/authorizations\/expire$/,
      path: '/sandbox/authorizations/expire',
      what: 'the capture window ends: every authorized payment is refunded automatically',
      handle: () => controls.expireAuthorizations(),
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/refunds\/refuse-next$/,
      path: '/sandbox/refunds/refuse-next {count, description?}',
      what: 'the next refund requests answer 400 (default: not enough balance)',
      handle: (_p, body) => {
        if (body.description !== undefined && (typeof body.description !== 'string' || body.description === '')) {
          throw badRequest('description must be the error text to answer', 'description');
        }
        controls.refuseNextRefunds(count(body), body.description);
      },
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/payments\/([^/]+)\/disputes$/,
      path: '/sandbox/payments/:id/disputes {amount?, reasonCode?, phase?}',
      what: "the customer's bank disputes a captured payment",
      handle: ([id], body) => controls.openDispute(id!, body as DisputeRequest),
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/disputes\/([^/]+)\/resolve$/,
      path: '/sandbox/disputes/:id/resolve {status}',
      what: 'a dispute moves on: under_review, action_required, won, lost or closed',
      handle: ([id], body) => controls.resolveDispute(id!, body.status as DisputeResolution),
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/throttle$/,
      path: '/sandbox/throttle {count, only?}',
      what: 'the next REST calls (those whose path contains `only`, when given) answer 429',
      handle: (_p, body) => controls.throttleNext(count(body), typeof body.only === 'string' ? body.only : undefined),
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/refunds\/fail-next$/,
      path: '/sandbox/refunds/fail-next {count}',
      what: 'the next refunds fail',
      handle: (_p, body) => controls.failNextRefunds(count(body)),
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/refunds\/hold-next$/,
      path: '/sandbox/refunds/hold-next {count}',
      what: 'the next refunds stay pending',
      handle: (_p, body) => controls.holdNextRefunds(count(body)),
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/refunds\/([^/]+)\/settle$/,
      path: '/sandbox/refunds/:id/settle {status}',
      what: 'settle a held refund: processed or failed',
      handle: ([id], body) => {
        if (body.status !== 'processed' && body.status !== 'failed') throw badRequest('status must be "processed" or "failed"', 'status');
        return controls.settleRefund(id!, body.status);
      },
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/orders\/([^/]+)\/pay$/,
      path: '/sandbox/orders/:id/pay {method?, amount?, vpa?, cardNumber?, bank?, wallet?, fail?, outcome?, email?, contact?}',
      what: 'pay an order out of band: captured, authorized (late) or failed',
      handle: ([id], body) => controls.payOrder(id!, body as OutOfBandPayment),
    },
    {
      method: 'POST',
      pattern: /^\/sandbox\/gateway$/,
      path: '/sandbox/gateway {mode, forMs?}',
      what: 'gateway down: "unavailable" (503) or "refused" (connections refused), for forMs or until false',
      handle: async (_p, body) => {
        const mode = downMode(body);
        const forMs = body.forMs;
        if (forMs !== undefined && (typeof forMs !== 'number' || !Number.isInteger(forMs) || forMs < 1)) {
          throw badRequest('forMs must be a whole number of milliseconds', 'forMs');
        }
        // Refusing closes every connection, this one too: answer first, close just after.
        if (mode === 'refused') setTimeout(() => void controls.setGatewayDown(mode), 50).unref();
        else await controls.setGatewayDown(mode);
        // Over HTTP a refused port cannot be told to come back, so forMs brings it back by itself.
        if (mode !== false && typeof forMs === 'number') setTimeout(() => void controls.setGatewayDown(false), 50 + forMs).unref();
        return { ok: true, mode, ...(typeof forMs === 'number' ? { forMs } : {}) };
      },
    },
  ];
  return routes;
}
