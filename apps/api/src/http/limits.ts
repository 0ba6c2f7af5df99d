// Per-route request budgets, keyed by the customer's address (request.ip, which honours TRUST_PROXY). A retry of a
// write with the same Idempotency-Key is not counted again: it cannot store anything new.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idempotencyHeader } from './writes';

/** Requests per minute per address, by kind of route (see the README for how they were sized). */
export interface RateLimits {
  /** Each of POST /api/customizations, /api/deliveries and /api/orders. */
  readonly checkoutWrites: number;
  /** Each of POST /api/contact, /api/suggestions and /api/subscriptions. */
  readonly formWrites: number;
  /** GET /api/orders/:id. */
  readonly orderReads: number;
}

export const defaultRateLimits: RateLimits = { checkoutWrites: 30, formWrites: 10, orderReads: 60 };

/** The window every budget is counted over. */
export const rateLimitWindowMs = 60_000;

/** How often one key may be retried for free within the window; beyond that retries count like new writes. */
const freeRetriesPerKey = 5;
/** Bounds the memory the ledger may take under a flood of fresh keys. */
const maxLedgerEntries = 50_000;

/**
 * The writes answered recently (anything but 429), by route, address and Idempotency-Key. A retry of one of them
 * is let through without spending the budget, a few times per key, so a customer retrying after a 503 or a lost
 * answer is never locked out, while a client repeating one key forever still meets the limit.
 */
export class RetryLedger {
  private readonly entries = new Map<string, { at: number; retries: number }>();

  constructor(private readonly clock: () => number = Date.now) {}

  private static keyOf(request: FastifyRequest): string | undefined {
    const key = request.headers[idempotencyHeader.toLowerCase()];
    return typeof key === 'string' && key.length <= 64 ? `${request.routeOptions.url}\n${request.ip}\n${key}` : undefined;
  }

  /** True (and counted) when this request retries a write answered within the window. */
  isFreeRetry(request: FastifyRequest): boolean {
    const key = RetryLedger.keyOf(request);
    const entry = key === undefined ? undefined : this.entries.get(key);
    if (!entry || this.clock() - entry.at > rateLimitWindowMs || entry.retries >= freeRetriesPerKey) return false;
    entry.retries += 1;
    return true;
  }

  /** Remembers a write that was answered (not refused by the limit). */
  answered(request: FastifyRequest): void {
    const key = RetryLedger.keyOf(request);
    if (key === undefined || this.entries.has(key)) return;
    if (this.entries.size >= maxLedgerEntries) this.prune();
    this.entries.set(key, { at: this.clock(), retries: 0 });
  }

  private prune(): void {
    const now = this.clock();
    for (const [key, entry] of this.entries) {
      if (now - entry.at <= rateLimitWindowMs && this.entries.size < maxLedgerEntries) break;
      this.entries.delete(key);
    }
  }
}

/** The route config that gives a route its own budget of `max` requests a minute (@fastify/rate-limit). */
export function budget(max: number, ledger?: RetryLedger) {
  return { rateLimit: { max, timeWindow: rateLimitWindowMs, ...(ledger && { allowList: (request: FastifyRequest) => ledger.isFreeRetry(request) }) } };
}

/** Feeds the ledger: every POST answered with anything but 429. */
export function registerRetryLedger(app: FastifyInstance, ledger: RetryLedger): void {
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method === 'POST' && reply.statusCode !== 429) ledger.answered(request);
    done();
  });
}
