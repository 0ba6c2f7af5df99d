// Refuses state-changing /api requests sent by another site's page (cross-site request forgery), by their Origin.
import { requestHeaderKeys } from '@partybox/contracts';
import type { FastifyInstance } from 'fastify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
export const foreignOriginMessage = 'This request came from another website, so it was refused. Open the shop at its own address and try again.';

/**
 * Browsers send `Origin` with every POST, PUT and DELETE; one that is not the site's own is refused with 403. A request
 * without Origin (curl, server-to-server) carries no browser cookies by accident and passes. Without `siteOrigin`,
 * the site is whatever host the request was sent to (the scheme is left out: a TLS proxy in front sees http).
 */
export function registerOriginCheck(app: FastifyInstance, siteOrigin: string | undefined): void {
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api')) return;
    const origin = request.headers[requestHeaderKeys.origin];
    if (origin === undefined) return;
    let allowed: boolean;
    try {
      // Through URL on both sides, so default ports compare equal ("localhost:80" and http://localhost).
      allowed = siteOrigin ? new URL(origin).origin === siteOrigin : new URL(origin).host === new URL(`${new URL(origin).protocol}//${request.host}`).host;
    } catch {
      allowed = false;
    }
    if (allowed) return;
    request.log.warn({ statusCode: 403, origin, host: request.host }, 'refused: foreign Origin');
    return reply.code(403).send({ error: 'foreign_origin', message: foreignOriginMessage });
  });
}
