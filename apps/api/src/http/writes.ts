// What every write (POST) shares: the Idempotency-Key header, a JSON object body, merged field errors, the request
// hash that tells a retry from a reused key, replays.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, onRequestHookHandler, RouteShorthandOptions } from 'fastify';
import { idempotencyKeyField, type FieldError, type Validation } from '@partybox/contracts';
import { ValidationFailed } from './errors';

const keyPattern = new RegExp(idempotencyKeyField.pattern);

/** The header a client sets to make a retried write safe; it becomes the stored item's id. */
export const idempotencyHeader = 'Idempotency-Key';

/** Set on an answer rebuilt from an item stored by an earlier request with the same key. */
export const replayedHeader = 'Idempotent-Replayed';

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

/**
 * Collects every problem with a write request, so the customer sees them all at once. Routes call `check`
 * with the contracts' validation, `add` with their own (catalog) checks, then `valid` to get the typed value.
 */
export class WriteRequest {
  readonly key: string;
  readonly body: Record<string, unknown>;
  private readonly problems: FieldError[] = [];

  constructor(request: FastifyRequest) {
    const header = request.headers[idempotencyHeader.toLowerCase()];
    this.key = typeof header === 'string' ? header.trim() : '';
    if (!keyPattern.test(this.key)) this.problems.push({ field: idempotencyHeader, message: idempotencyKeyField.errorMessage });
    if (!isObject(request.body)) {
      this.problems.push({ field: 'body', message: 'Send the form as a JSON object' });
      throw new ValidationFailed(this.problems);
    }
    this.body = request.body;
  }

  /** Records the validation's problems; returns its value when it had none. */
  check<T>(result: Validation<T>): T | undefined {
    if (result.ok) return result.value;
    this.add(result.errors);
    return undefined;
  }

  /** Records further problems, keeping the first message per field. */
  add(problems: readonly FieldError[]): void {
    for (const problem of problems) {
      if (!this.problems.some((p) => p.field === problem.field)) this.problems.push(problem);
    }
  }

  /** The validated value; throws ValidationFailed (answered 400) when anything was wrong. */
  valid<T>(value: T | undefined): T {
    if (this.problems.length > 0 || value === undefined) throw new ValidationFailed(this.problems);
    return value;
  }
}

/** Answers a write: `status` the first time, the same status and body plus the replay header afterwards. */
export function sendWrite(reply: FastifyReply, created: boolean, status: number, body: unknown): FastifyReply {
  if (!created) reply.header(replayedHeader, 'true');
  return reply.code(status).send(body);
}

/** Route options for writes: `limit` is one rate limiter shared by every write route, so the quota is per client, not per route. */
export function writeOptions(limit: onRequestHookHandler): RouteShorthandOptions {
  return { onRequest: limit };
}
