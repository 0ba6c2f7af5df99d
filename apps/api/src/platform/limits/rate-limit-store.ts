// @fastify/rate-limit's store on the shared PartyBoxLimits table, so every server process spends one budget per route
// and address. One item per (route, address, minute); a request is one conditional UpdateItem. Retries of a write
// (same Idempotency-Key, see RetryLedger in platform/limits/rate-limits.ts) are counted in the same item: the window's item keeps the
// set of keys it counted, and a key seen there is let through a few more times without spending the budget.
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { expiresAtAttribute } from '../db/tables';
import type { LimitCounters } from './limit-counters';
import { update } from '../db/update-expression';

/** Separates the address from the Idempotency-Key in the keys the retry ledger's key generator makes. */
export const retryKeySeparator = '\u0000';

/** How often one key may be retried for free within the window; beyond that retries count like new writes. */
export const freeRetriesPerKey = 5;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** The store class @fastify/rate-limit instantiates (it takes a class, so the counters are closed over). */
export function sharedRateLimitStore(counters: LimitCounters): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly route = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count(key, timeWindow, max).then(
        (current) => callback(null, current),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: { method?: string | string[]; url?: string; routeInfo?: { method?: string | string[]; url?: string } }): FastifyRateLimitStore {
      const info = routeOptions.routeInfo ?? routeOptions;
      const method = Array.isArray(info.method) ? info.method.join(',') : (info.method ?? '');
      return new SharedStore(undefined, `${method} ${info.url ?? ''}`);
    }

    private async count(key: string, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
      const [address = '', retryKey] = key.split(retryKeySeparator);
      const name = `rate#${this.route}#${address}`;
      const ttl = (resetAt: number) => Math.max(0, resetAt - counters.now());
      if (retryKey === undefined) {
        const { count, resetAt } = await counters.hit(name, timeWindow);
        return { current: count, ttl: ttl(resetAt) };
      }
      return this.countWrite(name, retryKey, timeWindow, max, ttl);
    }

    /** A write carrying an Idempotency-Key: new keys spend the budget, a key this window counted is a free retry. */
    private async countWrite(name: string, retryKey: string, timeWindow: number, max: number, ttl: (resetAt: number) => number) {
      const { key, resetAt } = counters.window(name, timeWindow);
      const hash = createHash('sha256').update(retryKey).digest('base64url').slice(0, 22);
      const expires = Math.ceil(resetAt / 1000) + 60;
      const first = update()
        .add('Count', 1)
        .add('Seen', new Set([hash]))
        .setIfMissing(expiresAtAttribute, expires);
      const seen = first.name('Seen');
      first
        .when(`attribute_not_exists(${first.name('Count')}) OR ${first.name('Count')} < ${first.value(max)}`)
        .when(`NOT contains(${seen}, ${first.value(hash)})`);
      const counted = await counters.updateIf(key, first);
      if (counted) return { current: Number(counted.Count), ttl: ttl(resetAt) };
      const retry = update().add(`Retries_${hash}`, 1);
      const retries = retry.name(`Retries_${hash}`);
      retry
        .when(`contains(${retry.name('Seen')}, ${retry.value(hash)})`)
        .when(`attribute_not_exists(${retries}) OR ${retries} < ${retry.value(freeRetriesPerKey)}`);
      const retried = await counters.updateIf(key, retry);
      if (retried) return { current: Math.min(Number(retried.Count ?? 0), max), ttl: ttl(resetAt) };
      // Over the budget, or a key retried too often: counted like a new write while the budget lasts.
      const again = await counters.take(name, timeWindow, max);
      return { current: again.taken ? again.count : max + 1, ttl: ttl(resetAt) };
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
