// What every write (POST) shares: the Idempotency-Key and Checkout-Id headers, a JSON object body, every problem merged
// into one answer, the request hash that tells a retry from a reused key, replays.
import { createHash } from 'node:crypto';
import type { ErrorObject } from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkoutIdField, idempotencyKeyField, toFieldErrors, type FieldError } from '@partybox/contracts';
import { ValidationFailed } from './errors';

const keyPattern = new RegExp(idempotencyKeyField.pattern);
const checkoutPattern = new RegExp(checkoutIdField.pattern);

/** The header a client sets to make a retried write safe; it only deduplicates (the server makes the ids). */
export const idempotencyHeader = 'Idempotency-Key';

/** The header that carries a checkout's secret id (see checkoutIdField in @partybox/contracts). */
export const checkoutHeaderName = 'Checkout-Id';

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

/** Whether a write belongs to a checkout: its Checkout-Id header is required, allowed or ignored. */
export type CheckoutPart = 'required' | 'optional' | 'none';

/**
 * Collects every problem with a write request, so the customer sees them all at once: the headers, the schema's
 * problems (Fastify ran the route's precompiled validator and attached them), then the route's rules, catalog and
 * reference checks (`add`), and finally `valid` for the typed value.
 */
export class WriteRequest<T> {
  readonly key: string;
  readonly body: Record<string, unknown>;
  /** The checkout's secret id, when the request carries a valid one. */
  readonly checkoutId: string | undefined;
  private readonly problems: FieldError[] = [];

  constructor(request: FastifyRequest, schema: object, checkout: CheckoutPart = 'none') {
    const header = request.headers[idempotencyHeader.toLowerCase()];
    this.key = typeof header === 'string' ? header.trim() : '';
    if (!keyPattern.test(this.key)) this.problems.push({ field: idempotencyHeader, message: idempotencyKeyField.errorMessage });
    const checkoutHeader = request.headers[checkoutHeaderName.toLowerCase()];
    const checkoutId = checkout !== 'none' && typeof checkoutHeader === 'string' ? checkoutHeader.trim() : undefined;
    if (checkoutId !== undefined && checkoutPattern.test(checkoutId)) this.checkoutId = checkoutId.toLowerCase();
    else if (checkout === 'required' || checkoutId !== undefined) this.problems.push({ field: checkoutHeaderName, message: checkoutIdField.errorMessage });
    if (!isObject(request.body)) {
      this.problems.push({ field: 'body', message: 'Send the form as a JSON object' });
      throw new ValidationFailed(this.problems);
    }
    this.body = request.body;
    const schemaErrors = request.validationError?.validation;
    if (schemaErrors) this.add(toFieldErrors(schema, schemaErrors as ErrorObject[]));
  }

  /** True while nothing is wrong (so far). */
  get ok(): boolean {
    return this.problems.length === 0;
  }

  /** Records further problems, keeping the first message per field. */
  add(problems: readonly FieldError[]): void {
    for (const problem of problems) {
      if (!this.problems.some((p) => p.field === problem.field)) this.problems.push(problem);
    }
  }

  /** The validated body; throws ValidationFailed (answered 400) with every problem when anything was wrong. */
  valid(): T {
    if (this.problems.length > 0) throw new ValidationFailed(this.problems);
    return this.body as T;
  }

  /** The hash that tells a retry (same key, same body, same checkout) from a reused key. */
  hash(value: T): string {
    return requestHash(this.checkoutId === undefined ? value : { checkout: this.checkoutId, body: value });
  }
}

/** The sha-256 (hex) of a checkout id, as records keep it. */
export function checkoutHash(checkoutId: string): string {
  return createHash('sha256').update(checkoutId).digest('hex');
}

/** Answers a write: `status` the first time, the same status and body plus the replay header afterwards. */
export function sendWrite(reply: FastifyReply, created: boolean, status: number, body: unknown): FastifyReply {
  if (!created) reply.header(replayedHeader, 'true');
  return reply.code(status).send(body);
}
