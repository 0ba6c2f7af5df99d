// SITE_URL: the storefront's public origin, read once at build time for canonical links, Open Graph URLs,
// robots.txt and sitemap.xml. The only place the web build reads it.

/** The API's default port (apps/api/src/env.ts), so `npm start` on a fresh clone gets matching absolute URLs. */
export const defaultSiteUrl = 'http://localhost:3000';

/** Parses SITE_URL: an http(s) origin, optionally with a path prefix; a trailing slash is dropped. */
export function parseSiteUrl(value: string | undefined): string {
  const text = value?.trim() || defaultSiteUrl;
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

/** SITE_URL from the environment, parsed; the one place the web build reads it. */
export function siteUrlFromEnvironment(): string {
  return parseSiteUrl(process.env.SITE_URL);
}

/** A function that turns a site path ("/superhero") into its full URL on `siteUrl`. */
export function absoluteUrls(siteUrl: string): (path: string) => string {
  return (path) => `${siteUrl}${path}`;
}
