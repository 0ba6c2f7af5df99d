// Serves the built storefront (apps/web's client build): page folders, static files and the 404 page, and sends a
// path that differs only in letter case from a page (/capgown, /About) to that page's own spelling.
import { readdir, readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { inlineHashesFile, type InlineHashes } from '@partybox/contracts/inline-hashes';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPaymentPage } from '@partybox/contracts/wire';
import { contentSecurityPolicyFor, paymentPageHeaders, type GatewaySources } from './security';
import { appShellFor } from './app-shells';

/** Hashed build output: safe to cache for a year. */
const immutable = 'public, max-age=31536000, immutable';

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The path's segments, percent-decoded; undefined for a path no page can have (bad escapes, NUL, backslash, hidden). */
function pathSegments(urlPath: string): string[] | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  return segments.some((segment) => segment.startsWith('.')) ? undefined : segments;
}

/**
 * Every page of the build (a folder with an index.html, as the prerender writes one per storefront path and catalog
 * route) by its lower-cased path, mapped to its own spelling: "capgown" → "capGown". A lower-cased path shared by two
 * folders is left out, since neither spelling is the page's. Read once at start-up: a page added by a later build
 * is served at once but only redirected to after a restart.
 */
export async function pageSpellings(root: string): Promise<ReadonlyMap<string, string>> {
  const entries = await readdir(root, { recursive: true });
  const pages = entries
    .map((entry) => entry.split(sep))
    .filter((parts) => parts.length > 1 && parts.at(-1) === 'index.html' && !parts.some((part) => part.startsWith('.')))
    .map((parts) => parts.slice(0, -1).join('/'));
  const spellings = new Map<string, string>();
  const shared = new Set<string>();
  for (const page of pages) {
    const key = page.toLowerCase();
    if (spellings.has(key)) shared.add(key);
    spellings.set(key, page);
  }
  for (const key of shared) spellings.delete(key);
  return spellings;
}

/**
 * The file (relative to `root`) for a URL path: `<path>/index.html`, then `<path>` itself; "/" is index.html.
 * Undefined when nothing matches or the path tries to leave `root` or reach a hidden file.
 */
export async function resolvePage(root: string, urlPath: string): Promise<string | undefined> {
  const segments = pathSegments(urlPath);
  if (!segments) return undefined;
  const relative = segments.join('/');
  const candidates = relative === '' ? ['index.html'] : [`${relative}/index.html`, relative];
  for (const candidate of candidates) {
    const absolute = resolve(root, candidate);
    if (absolute.startsWith(root + sep) && (await isFile(absolute))) return candidate;
  }
  return undefined;
}

/**
 * Each page's Content-Security-Policy, by page file, from the hashes the prerender computed for its inline script
 * and style. A page not listed (or a build without the file) keeps the policy every response gets.
 */
export async function pagePolicies(root: string, gateway?: GatewaySources): Promise<ReadonlyMap<string, string>> {
  let hashes: InlineHashes;
  try {
    hashes = JSON.parse(await readFile(resolve(root, inlineHashesFile), 'utf8')) as InlineHashes;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') hashes = {};
    else throw error;
  }
  if (gateway)
    return new Map(
      ['payment/index.html', '404.html', ...Object.keys(hashes)].map((file) => [
        file,
        contentSecurityPolicyFor(hashes[file] ?? { scriptSrc: [], styleSrc: [] }, gateway),
      ]),
    );
  return new Map(Object.entries(hashes).map(([file, inline]) => [file, contentSecurityPolicyFor(inline)]));
}

function cacheControl(file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  return file.startsWith('assets/') ? immutable : 'public, max-age=3600';
}

function send(
  reply: FastifyReply,
  root: string,
  file: string,
  status: number,
  policies: ReadonlyMap<string, string>,
  headers: Readonly<Record<string, string>> = {},
): FastifyReply {
  const policy = policies.get(file);
  if (policy) reply.header('Content-Security-Policy', policy);
  reply.headers(headers);
  return reply.code(status).header('Cache-Control', cacheControl(file)).sendFile(file, root, { cacheControl: false });
}

/** Registers GET (and HEAD) for every path outside /api, served from `webDist`. */
export async function registerStaticSite(app: FastifyInstance, webDist: string, gateway?: GatewaySources): Promise<void> {
  const root = resolve(webDist);
  // The build ships .br and .gz copies of its text files; the client's Accept-Encoding picks one.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });
  const notFoundPage = (await isFile(resolve(root, '404.html'))) ? '404.html' : undefined;
  const spellings = await pageSpellings(root);
  const policies = await pagePolicies(root);
  // The payment step and the status page load the gateway's checkout.js and frame: their policies allow its origins.
  const paymentPolicies = gateway ? await pagePolicies(root, gateway) : policies;
  // …and let the gateway's pop-ups and frame do what it needs (opener, payment); nothing else changes.
  const paymentHeaders = gateway ? paymentPageHeaders(gateway) : {};

  // Not part of the API: left out of its OpenAPI document (which `pnpm openapi` writes whether or not the web is built).
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // Checked before the file system, so a case-insensitive disk (macOS) redirects too instead of serving a copy.
    const requested = pathSegments(path)?.join('/');
    const spelling = requested ? spellings.get(requested.toLowerCase()) : undefined;
    if (spelling !== undefined && spelling !== requested) {
      // Permanent: the page has one address, and search engines and bookmarks should learn it. The query stays.
      return reply.redirect(encodeURI(`/${spelling}`) + request.url.slice(path.length), 301);
    }
    const file = await resolvePage(root, path);
    const paymentPage = isPaymentPage(path);
    const pagePolicy = paymentPage ? paymentPolicies : policies;
    const pageHeaders = paymentPage ? paymentHeaders : {};
    if (file) return send(reply, root, file, 200, pagePolicy, pageHeaders);
    const shell = appShellFor(path);
    if (shell && (await isFile(resolve(root, shell)))) return send(reply, root, shell, 200, pagePolicy, pageHeaders);
    if (notFoundPage) return send(reply, root, notFoundPage, 404, policies);
    return reply.code(404).type('text/plain; charset=utf-8').send('Oops! Page not found.');
  });
}
