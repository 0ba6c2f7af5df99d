// Security headers for every response, with a Content-Security-Policy that allows only the site's own files.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const self = "'self'";

/** The storefront needs no inline script or style and no eval: the validators are precompiled. */
export const contentSecurityPolicy = {
  defaultSrc: [self],
  scriptSrc: [self],
  styleSrc: [self],
  imgSrc: [self, 'data:'],
  fontSrc: [self],
  connectSrc: [self],
  objectSrc: ["'none'"],
  baseUri: [self],
  formAction: [self],
  frameAncestors: ["'none'"],
};

/** Registers helmet with the strict policy above (and helmet's other defaults). */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy } });
}
