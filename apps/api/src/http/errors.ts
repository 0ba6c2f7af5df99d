// Every error the API answers, as JSON with a message a customer (or the storefront) can act on.
import type { FastifyError, FastifyInstance } from 'fastify';
import type { FieldError } from '@partybox/contracts';
import { DatabaseUnavailableError, IdempotencyKeyReusedError } from '../db/repository';

/** A request the customer must fix: one entry per problem, with the field's path (like "lines[0].quantity"). */
export class ValidationFailed extends Error {
  override readonly name = 'ValidationFailed';
  constructor(readonly fields: readonly FieldError[]) {
    super(`invalid request: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`);
  }
}

export const validationMessage = 'Please check the highlighted fields.';
export const unavailableMessage = 'We could not save this right now. Please try again in a minute; trying again never saves twice.';
export const keyReusedMessage = 'We already received this form with different details, so these changes were not saved. Reload the page to start again.';

/** The body of a 404 for `what`. */
export function notFoundBody(what: string) {
  return { error: 'not_found', message: `We could not find ${what}.` } as const;
}

const clientErrors: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'too_large', message: 'This request is too large (the limit is 16 KB). Shorten the text and try again.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'malformed_json', message: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'malformed_json', message: 'The request body is empty: send the form as a JSON object.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'unsupported_media_type', message: 'Send the request body as JSON (Content-Type: application/json).' },
};

/** Installs the error handler and the JSON 404 for unknown routes. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationFailed) {
      return reply.code(400).send({ error: 'validation', message: validationMessage, fields: error.fields });
    }
    if (error instanceof IdempotencyKeyReusedError) {
      request.log.warn({ table: error.table, idempotencyKey: error.key }, 'Idempotency-Key reused with another body; answered 422');
      return reply.code(422).send({ error: 'idempotency_key_reused', message: keyReusedMessage });
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error.cause }, 'database unavailable; answered 503');
      return reply.code(503).header('Retry-After', '60').send({ error: 'unavailable', message: unavailableMessage });
    }
    if (error.statusCode === 429) {
      return reply.code(429).send({ error: 'rate_limited', message: 'Too many requests from your connection. Please wait a minute and try again.' });
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known) return reply.code(known.status).send({ error: known.error, message: known.message });
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.code(400).send({ error: 'malformed_json', message: 'The request body is not valid JSON.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ error: 'bad_request', message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'internal', message: 'Something went wrong on our side. Please try again later.' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(notFoundBody(`${request.method} ${request.url.split('?')[0]}`)),
  );
}
