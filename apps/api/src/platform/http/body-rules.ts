// Which request bodies the API reads: JSON in UTF-8, not compressed. Checked before the body is read, so a compressed
// or UTF-16 body is refused with 415 saying what is supported instead of failing later as "malformed JSON".
import { bodyFramingHeaderKeys, requestHeaderKeys } from '@partybox/contracts';
import type { FastifyInstance } from 'fastify';
import { answerUnsupportedMedia } from './errors';

/** True when `contentType` is application/json with no charset or a UTF-8 one. */
export function isJsonInUtf8(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => {
    const [name, value = ''] = parameter.split('=').map((part) => part.trim());
    return name !== 'charset' || ['utf-8', 'utf8', '"utf-8"'].includes(value);
  });
}

/** True when the request says it has a body (a length above zero, or chunked). */
function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers[bodyFramingHeaderKeys.contentLength];
  return headers[bodyFramingHeaderKeys.transferEncoding] !== undefined || (typeof length === 'string' && length !== '0');
}

/** Refuses, with 415, every request body that is not uncompressed JSON in UTF-8. */
export function registerBodyRules(app: FastifyInstance): void {
  // Fastify reads text/plain by default; the API has no use for it.
  app.removeContentTypeParser('text/plain');
  app.addHook('onRequest', (request, reply, done) => {
    const { headers } = request;
    if (!hasBody(headers)) return done();
    const encoding = headers[requestHeaderKeys.contentEncoding]?.trim().toLowerCase();
    if ((encoding && encoding !== 'identity') || !isJsonInUtf8(headers[requestHeaderKeys.contentType])) {
      request.log.info(
        { statusCode: 415, contentType: headers[requestHeaderKeys.contentType]?.slice(0, 100), contentEncoding: encoding?.slice(0, 50) },
        'refused: unsupported_media_type',
      );
      answerUnsupportedMedia(reply);
      return;
    }
    done();
  });
}
