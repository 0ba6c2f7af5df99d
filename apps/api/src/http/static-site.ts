// Serves the built storefront (apps/web's client build): page folders, static files and the 404 page.
import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Hashed build output: safe to cache for a year. */
const immutable = 'public, max-age=31536000, immutable';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file (relative to `root`) for a URL path: `<path>/index.html`, then `<path>` itself; "/" is index.html.
 * Undefined when nothing matches or the path tries to leave `root` or reach a hidden file.
 */
export async function resolvePage(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  const relative = segments.join('/');
  const candidates = relative === '' ? ['index.html'] : [`${relative}/index.html`, relative];
  for (const candidate of candidates) {
    const absolute = resolve(root, candidate);
    if (absolute.startsWith(root + sep) && (await isFile(absolute))) return candidate;
  }
  return undefined;
}

function cacheControl(file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  return file.startsWith('assets/') ? immutable : 'public, max-age=3600';
}

function send(reply: FastifyReply, root: string, file: string, status: number): FastifyReply {
  return reply.code(status).header('Cache-Control', cacheControl(file)).sendFile(file, root, { cacheControl: false });
}

/** Registers GET (and HEAD) for every path outside /api, served from `webDist`. */
export async function registerStaticSite(app: FastifyInstance, webDist: string): Promise<void> {
  const root = resolve(webDist);
  // The build ships .br and .gz copies of its text files; the client's Accept-Encoding picks one.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const notFoundPage = (await isFile(resolve(root, '404.html'))) ? '404.html' : undefined;

  app.get('/*', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const file = await resolvePage(root, path);
    if (file) return send(reply, root, file, 200);
    if (notFoundPage) return send(reply, root, notFoundPage, 404);
    return reply.code(404).type('text/plain; charset=utf-8').send('Oops! Page not found.');
  });
}
