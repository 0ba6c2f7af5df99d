// Per-route request budgets, keyed by the customer's address (request.ip, which honours TRUST_PROXY), counted in the
// shared limits table (platform/limits/rate-limit-store.ts) so every server process spends the same budget. A retry of a write
// with the same Idempotency-Key is not counted again (a few times): it cannot store anything new. The budgets' sizes are
// settings, in platform/env/env.ts with the other limits' defaults.
import { BlockList, isIP } from 'node:net';
import { requestHeaderKeys } from '@partybox/contracts';
import type { FastifyRequest } from 'fastify';
import { retryKeySeparator } from './rate-limit-store';

/** The window every budget is counted over. */
export const rateLimitWindowMs = 60_000;

/**
 * Lets retries of a write through without spending the budget: a request repeating an Idempotency-Key the window has
 * already counted for this route and address goes through free a few times (see platform/limits/rate-limit-store.ts), so a
 * customer retrying after a 503 or a lost answer is never locked out, while a client repeating one key forever still
 * meets the limit. It holds nothing itself: the keys are counted in the shared limits table with the budget.
 */
export class RetryLedger {
  /** The rate-limit key of a request: its address, and its Idempotency-Key when it carries a usable one. */
  keyOf(request: FastifyRequest): string {
    const key = request.headers[requestHeaderKeys.idempotencyKey];
    return typeof key === 'string' && key.length > 0 && key.length <= 64 ? `${request.ip}${retryKeySeparator}${key}` : request.ip;
  }
}

/** The route config that gives a route its own budget of `max` requests a minute (@fastify/rate-limit, shared store). */
export function budget(max: number, ledger?: RetryLedger) {
  return { rateLimit: { max, timeWindow: rateLimitWindowMs, ...(ledger && { keyGenerator: (request: FastifyRequest) => ledger.keyOf(request) }) } };
}

/**
 * A budget counted when the request arrives (onRequest), before its body is read: for routes that take large bodies.
 * Requests from `exempt` (addresses and CIDR ranges: a known sender, like Razorpay's webhooks) are not counted.
 */
export function budgetBeforeBody(max: number, exempt: readonly string[] = []) {
  const senders = new BlockList();
  for (const entry of exempt) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) senders.addAddress(address, family);
    else senders.addSubnet(address, Number(prefix), family);
  }
  const known = (request: FastifyRequest) => isIP(request.ip) !== 0 && senders.check(request.ip, isIP(request.ip) === 6 ? 'ipv6' : 'ipv4');
  return { rateLimit: { max, timeWindow: rateLimitWindowMs, hook: 'onRequest' as const, ...(exempt.length > 0 && { allowList: known }) } };
}
