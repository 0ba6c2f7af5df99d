// What every write shares: the Idempotency-Key header, a JSON object body, every problem merged
// into one answer, the request hash that tells a retry from a reused key, replays.
import type { ErrorObject } from 'ajv';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { idempotencyKeyField, requestHeaderKeys, toFieldErrors, wireHeaders, type FieldError } from '@partybox/contracts';
import { requestHash } from '../db/request-hash';
import { ValidationFailed } from '../errors/domain-errors';

const keyPattern = new RegExp(idempotencyKeyField.pattern);

/** The header a client sets to make a retried write safe; it only deduplicates (the server makes the ids). */
export const idempotencyHeader = wireHeaders.idempotencyKey;

/** Set on an answer rebuilt from an item stored by an earlier request with the same key. */
const replayedHeader = wireHeaders.replayed;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Collects every problem with a write request, so the customer sees them all at once: the headers, the schema's
 * problems (Fastify ran the route's precompiled validator and attached them), then the route's rules, catalog and
 * reference checks (`add`), and finally `valid` for the typed value.
 */
export class WriteRequest<T> {
  readonly key: string;
  readonly body: Record<string, unknown>;
  private readonly problems: FieldError[] = [];

  constructor(request: FastifyRequest, schema: object) {
    const header = request.headers[requestHeaderKeys.idempotencyKey];
    this.key = typeof header === 'string' ? header.trim() : '';
    if (!keyPattern.test(this.key)) this.problems.push({ field: idempotencyHeader, message: idempotencyKeyField.errorMessage });
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

  /** Records problems that say it better than the schema's message for the same field (a shared rule's own words). */
  prefer(problems: readonly FieldError[]): void {
    for (const problem of problems) {
      const at = this.problems.findIndex((p) => p.field === problem.field);
      if (at >= 0) this.problems.splice(at, 1, problem);
      else this.problems.push(problem);
    }
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

  /** The hash that tells a retry (same key, same body) from a reused key. */
  hash(value: T): string {
    return requestHash(value);
  }
}

/** Answers a write: `status` the first time, the same status and body plus the replay header afterwards. */
export function sendWrite(reply: FastifyReply, created: boolean, status: number, body: unknown): FastifyReply {
  if (!created) reply.header(replayedHeader, 'true');
  return reply.code(status).send(body);
}
