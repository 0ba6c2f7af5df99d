// The options every account cookie is set with (the session's, the sign-in challenge's, the device's owner token).
import type { FastifyRequest } from 'fastify';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** HttpOnly, SameSite=Strict, under /api, for `maxAgeSeconds`; Secure everywhere but loopback, where `npm start` serves plain http. */
export function cookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  const secure = !loopbackHosts.has(request.hostname);
  return { httpOnly: true, sameSite: 'strict', secure, path: '/api', maxAge: maxAgeSeconds } as const;
}
