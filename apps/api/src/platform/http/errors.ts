// Every error the API answers, as JSON whose `message` a customer can read and act on: no status codes, framework
// names or causes. The storefront shows `message` as it is; the technical detail (status, code, cause) goes to the log.
// The one place a module's domain errors (platform/errors) become status codes.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { excerpt, wireHeaders } from '@partybox/contracts';
import { describeCause } from '../db/outage-monitor';
import { DatabaseUnavailableError, IdempotencyKeyReusedError } from '../db/repository';
import { Conflict, DomainError, Gone, NotFound, Refused, Unavailable, ValidationFailed } from '../errors/domain-errors';
import { applySecurityHeaders } from './security';

/** Each kind of domain error's status code. */
const statusOfKind = new Map<abstract new (...args: never[]) => DomainError, number>([
  [Refused, 400],
  [NotFound, 404],
  [Conflict, 409],
  [Gone, 410],
  [Unavailable, 503],
]);

/** The status a domain error is answered with (its kind's, or 500 for a kind not in the list). */
function statusOf(error: DomainError): number {
  for (const [kind, status] of statusOfKind) if (error instanceof kind) return status;
  return 500;
}

/** The one error shape: `error` (the code), `message`, and the error's details. */
const bodyOf = (error: DomainError) => ({ error: error.code, message: error.message, ...error.details });

/** The body of a 404 for `what` (a thing the customer asked for, like "that order"), as NotFound is answered. */
export function notFoundBody(what: string) {
  return bodyOf(new NotFound(what));
}

export const validationMessage = 'Please check the highlighted fields.';
export const unavailableMessage = 'We could not save this right now. Please try again in a minute; trying again never saves twice.';
export const keyReusedMessage = 'We already received this form with different details, so these changes were not saved. Reload the page to start again.';
/** For a request the storefront itself got wrong (unreadable, missing its request id): nothing the customer typed is at fault. */
export const unreadableMessage = 'We could not read what your browser sent. Reload the page and try again.';
export const tooLargeMessage = 'This is too long to send. Shorten the longest text and try again.';
export const rateLimitedMessage = 'Too many requests from your connection. Please wait a minute and try again.';
export const internalMessage = 'Something went wrong on our side. Please try again later.';
/**
 * For a body that is not uncompressed JSON in UTF-8 (only ever the storefront's own bug): what is supported is named
 * for programs by the answer's Accept-Post and Accept-Encoding headers, not in words meant for customers.
 */
export const unsupportedMediaMessage = 'We could not read what your browser sent: it was not in a form we accept. Reload the page and try again.';

/** Answers an unknown /api path (its method and path go to the log, not to the customer). */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.info({ statusCode: 404, method: request.method, path: excerpt(request.url.split('?')[0], 200) }, 'no such API route');
  return reply.code(404).send(notFoundBody('that page'));
}

/**
 * For Fastify's `frameworkErrors` option: errors raised before routing (a URL with broken percent-escapes), which
 * never reach the error handler and would otherwise answer with Fastify's own text.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  request.log.info({ statusCode: 400, code: error.code }, 'refused: bad request');
  // Sent outside the request hooks, so the headers every answer carries are set here.
  applySecurityHeaders(reply).header('Cache-Control', 'no-store');
  return reply.code(400).send({ error: 'bad_request', message: unreadableMessage });
}

/**
 * The 415 answer, naming what is supported in its headers: Accept-Post (the media type and charset) and
 * Accept-Encoding: identity (RFC 9110 §15.5.16: no content coding is accepted).
 */
export function answerUnsupportedMedia(reply: FastifyReply): FastifyReply {
  return reply
    .code(415)
    .header('Accept-Post', 'application/json; charset=utf-8')
    .header('Accept-Encoding', 'identity')
    .send({ error: 'unsupported_media_type', message: unsupportedMediaMessage });
}

/** Fastify's own refusals of a request body, by error code, as the status and error we answer. */
const clientErrors: Record<string, { status: number; error: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'too_large', message: tooLargeMessage },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'malformed_json', message: unreadableMessage },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'malformed_json', message: unreadableMessage },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'unsupported_media_type', message: unsupportedMediaMessage },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'malformed_json', message: unreadableMessage },
};

/** Installs the error handler and the JSON 404 for unknown routes. */
export function installErrorHandling(app: FastifyInstance): void {
  // Fields the storefront fills in itself: a problem with only these is not one the customer can see or fix.
  const requestFields = new Set<string>([wireHeaders.idempotencyKey, wireHeaders.checkoutId, 'body']);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ValidationFailed) {
      const customerFields = error.fields.some((field) => !requestFields.has(field.field));
      request.log.info({ statusCode: 400, fields: error.fields }, 'refused: invalid request');
      return reply.code(400).send({ error: 'validation', message: customerFields ? validationMessage : unreadableMessage, fields: error.fields });
    }
    if (error instanceof IdempotencyKeyReusedError) {
      request.log.warn({ statusCode: 422, table: error.table, idempotencyKey: error.key }, 'Idempotency-Key reused with another body');
      return reply.code(422).send({ error: 'idempotency_key_reused', message: keyReusedMessage });
    }
    if (error instanceof DomainError) {
      const statusCode = statusOf(error);
      request.log.info({ statusCode, error: error.code }, `refused: ${error.name} ${error.code}`);
      return reply.code(statusCode).send(bodyOf(error));
    }
    if (error instanceof DatabaseUnavailableError) {
      // Expected while the database is down: the outage monitor logs the episode (start, every 30 s, end), so each
      // refused request is only a debug line, without a stack trace.
      request.log.debug({ statusCode: 503, cause: describeCause(error.cause) }, 'refused: database unavailable');
      return reply.code(503).header('Retry-After', '60').send({ error: 'unavailable', message: unavailableMessage });
    }
    if (error.statusCode === 429) {
      request.log.info({ statusCode: 429 }, 'refused: write rate limit');
      return reply.code(429).send({ error: 'rate_limited', message: rateLimitedMessage });
    }
    const known = error.code ? clientErrors[error.code] : undefined;
    if (known?.status === 415) {
      request.log.info({ statusCode: 415, code: error.code }, 'refused: unsupported_media_type');
      return answerUnsupportedMedia(reply);
    }
    if (known) {
      request.log.info({ statusCode: known.status, code: error.code, reason: error.message.slice(0, 200) }, `refused: ${known.error}`);
      return reply.code(known.status).send({ error: known.error, message: known.message });
    }
    if (error instanceof SyntaxError && error.statusCode === 400) {
      request.log.info({ statusCode: 400, code: error.code, reason: error.message.slice(0, 200) }, 'refused: malformed_json');
      return reply.code(400).send({ error: 'malformed_json', message: unreadableMessage });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's message (like "FST_ERR_BAD_URL: 'x' is not a valid url component") is for us, not the customer.
      request.log.info({ statusCode: error.statusCode, code: error.code, reason: error.message.slice(0, 200) }, 'refused: bad request');
      return reply.code(error.statusCode).send({ error: 'bad_request', message: unreadableMessage });
    }
    request.log.error({ statusCode: 500, err: error }, 'unexpected error');
    return reply.code(500).send({ error: 'internal', message: internalMessage });
  });

  app.setNotFoundHandler((request, reply) => answerNotFound(request, reply));
}
