// The test controls over HTTP, under /sandbox (no auth: the sandbox listens on loopback and moves no money).
import { badRequest } from '../gateway/errors';
import type { GatewayDownMode, OutOfBandPayment, SandboxControls } from '../gateway/controls';
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
export function controlRoutes(controls: SandboxControls, setWebhookUrl: (url: string | null) => void) {
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
      path: '/sandbox/orders/:id/pay {method?, amount?, vpa?, cardNumber?, bank?, wallet?, fail?}',
      what: 'pay an order out of band (also a second capture)',
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
