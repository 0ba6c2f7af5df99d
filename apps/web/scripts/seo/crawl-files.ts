// robots.txt and sitemap.xml, from the storefront's page visibility and the catalog, so a new theme or listing is
// listed by the next build with no code change.
import type { Catalog } from '@partybox/catalog/model';
import { paths } from '../../src/config/paths';
import { disallowedPaths, listedStaticPaths } from '../../src/seo/page-visibility';

/**
 * robots.txt: every page allowed except the private ones. Each private path is refused exactly, with what follows
 * it after "/" or "?", so a theme such as "/cartoon" stays crawlable beside "/cart" ("$" anchors the end, RFC 9309).
 */
export function robotsTxt(siteUrl: string): string {
  const rules = disallowedPaths().flatMap((path) => [`Disallow: ${path}$`, `Disallow: ${path}/`, `Disallow: ${path}?`]);
  return ['User-agent: *', 'Allow: /', ...rules, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n');
}

/** Every public page's path: the listed storefront pages, every listing and theme (not aliases) and every package. */
export function sitemapPaths(catalog: Catalog): string[] {
  return [
    ...listedStaticPaths(),
    ...catalog.listings.map((listing) => listing.route),
    ...catalog.themes.map((theme) => theme.route),
    ...catalog.packages.map((pkg) => paths.package.getHref(pkg.id)),
  ];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml (sitemaps.org 0.9) with the full URL of every public page. */
export function sitemapXml(catalog: Catalog, absolute: (path: string) => string): string {
  const urls = sitemapPaths(catalog).map((path) => `  <url><loc>${escapeXml(absolute(path))}</loc></url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}
