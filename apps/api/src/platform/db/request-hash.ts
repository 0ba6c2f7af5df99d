// The hash stored with each item written under an Idempotency-Key (`RequestHash`): what tells a retry of the same
// request from another request under a reused key. Pure, so the order rules and the checkout build records with it.
import { createHash } from 'node:crypto';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The value as canonical JSON: object keys sorted (by UTF-16 code unit, as RFC 8785 does), no whitespace, numbers and
 * strings as JSON.stringify writes them. So `{"a":1,"b":2}` and `{ "b": 2, "a": 1 }` are the same request.
 */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isObject(value)) {
    const entries = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The sha-256 (hex) of a validated request's canonical JSON, stored with the item as `RequestHash`. A key that comes
 * back with another hash is a different request under a reused key: answered 422, as the IETF Idempotency-Key draft
 * and Stripe do, instead of replaying the first answer.
 */
export function requestHash(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}
