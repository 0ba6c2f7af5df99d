// What the server believes about a request that came through the AWS edge (apps/infra): the customer's address from
// the header CloudFront sets (never a client-set X-Forwarded-For), and the secret header that proves the request
// came through CloudFront at all (the function URL is public; see apps/infra/README.md, "Only through CloudFront").
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../env/env';

/** The header CloudFront's origin adds with the secret (an origin custom header; a viewer cannot see or set it). */
export const originSecretHeader = 'x-origin-verify';

/**
 * The IP address in a viewer-address value "ip:port" (CloudFront-Viewer-Address: `203.0.113.9:46532`,
 * `2001:db8::1:46532`; a bracketed `[2001:db8::1]:46532` is read too). Undefined when it is not an address.
 */
export function viewerAddress(value: string): string | undefined {
  const trimmed = value.trim();
  const bracketed = /^\[([^\]]+)\]:\d+$/.exec(trimmed);
  const ip = bracketed ? bracketed[1]! : trimmed.slice(0, Math.max(trimmed.lastIndexOf(':'), 0));
  return /:\d+$/.test(trimmed) && isIP(ip) ? ip : undefined;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Installs both checks, first of every hook, so rate limits and attempt counters already see the right address. */
export function registerEdgeRequest(app: FastifyInstance, config: Pick<Config, 'clientAddressHeader' | 'originSecrets'>): void {
  const { clientAddressHeader, originSecrets } = config;
  if (originSecrets) {
    const expected = originSecrets.map(digest);
    app.addHook('onRequest', async (request, reply) => {
      const given = request.raw.headers[originSecretHeader];
      delete request.raw.headers[originSecretHeader];
      // Compared as digests in constant time: the answer's timing says nothing about how much of a guess was right.
      const ok = typeof given === 'string' && expected.some((value) => timingSafeEqual(value, digest(given)));
      if (!ok) {
        request.log.info({ statusCode: 403 }, 'request without the edge secret refused');
        return reply
          .code(403)
          .type('application/json; charset=utf-8')
          .send({ error: 'forbidden', message: 'This address answers only through the shop site.' });
      }
    });
  }
  if (clientAddressHeader) {
    // request.ip (trustProxy: one hop) reads X-Forwarded-For; it is replaced by the edge's own header, or removed so
    // the address is the connection's peer. X-Forwarded-Host would be trusted the same way: a viewer may set it, so it goes.
    app.addHook('onRequest', (request, _reply, done) => {
      const headers = request.raw.headers;
      const value = headers[clientAddressHeader];
      const address = typeof value === 'string' ? viewerAddress(value) : undefined;
      if (address) headers['x-forwarded-for'] = address;
      else delete headers['x-forwarded-for'];
      delete headers['x-forwarded-host'];
      done();
    });
  }
}
