// SITE_URL: the storefront's public origin, read once at build time for canonical links, Open Graph URLs,
// robots.txt and sitemap.xml. The only place the web build reads it (and PORT, its default's port).

/** The API's default port (apps/api/src/env.ts), so `npm start` on a fresh clone gets matching absolute URLs. */
export const defaultSiteUrl = 'http://localhost:3000';

/**
 * The local store's address when SITE_URL is unset: `http://localhost:<PORT>`, the port `npm start` serves on (it
 * builds and starts the API with the same environment), else the API's default. A PORT the API would refuse stops
 * the build with a message naming it.
 */
export function localSiteUrl(port: string | undefined): string {
  const text = port?.trim();
  if (!text) return defaultSiteUrl;
  const value = Number(text);
  // PORT=0 lets the API pick a free port, unknown at build time: the default address is the best guess.
  if (/^\d+$/.test(text) && value === 0) return defaultSiteUrl;
  if (!/^\d+$/.test(text) || value > 65_535) throw new Error(`PORT: "${text}" must be a whole number from 0 to 65535 (or set SITE_URL to the store's address)`);
  return `http://localhost:${value}`;
}

/** Parses SITE_URL: an http(s) origin, optionally with a path prefix; a trailing slash is dropped. Unset: `fallback`. */
export function parseSiteUrl(value: string | undefined, fallback = defaultSiteUrl): string {
  const text = value?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`SITE_URL: "${text}" is not an absolute URL; set it to the store's address, e.g. https://partybox.in`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL: "${text}" must start with https:// or http://`);
  if (url.search || url.hash || url.username || url.password)
    throw new Error(`SITE_URL: "${text}" must be an address without a query, fragment or credentials`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** SITE_URL from the environment, parsed, else the local store on PORT; the one place the web build reads them. */
export function siteUrlFromEnvironment(env: NodeJS.ProcessEnv = process.env): string {
  return parseSiteUrl(env.SITE_URL, localSiteUrl(env.PORT));
}

/** A function that turns a site path ("/superhero") into its full URL on `siteUrl`. */
export function absoluteUrls(siteUrl: string): (path: string) => string {
  return (path) => `${siteUrl}${path}`;
}
