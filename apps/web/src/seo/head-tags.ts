// The <head> markup of a prerendered page for search engines and link previews: canonical link, Open Graph and
// Twitter card tags, the site's icons and manifest, and the page's JSON-LD blocks.
import { documentTitle } from '../lib/page-meta';
import { jsonLdScript } from './json-ld';
import { shareImageSize, type PageSeo } from './page-seo';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The icons and manifest every page links to (written by scripts/seo/site-icons.ts). */
export const siteIconLinks = [
  '<link rel="icon" href="/favicon.ico" sizes="32x32">',
  '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
  '<link rel="manifest" href="/manifest.webmanifest">',
];

/** The tags for one page; `absolute` turns a site path into a full URL on SITE_URL. */
export function seoHeadTags(seo: PageSeo, siteName: string, absolute: (path: string) => string): string[] {
  const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeAttribute(String(value))}">`;
  const url = absolute(seo.canonicalPath);
  return [
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    ...siteIconLinks,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', seo.ogType),
    meta('property', 'og:title', documentTitle(seo.title)),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', url),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:image', absolute(seo.image.path)),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', shareImageSize.width),
    meta('property', 'og:image:height', shareImageSize.height),
    meta('property', 'og:image:alt', seo.image.alt),
    ...(seo.price === undefined ? [] : [meta('property', 'product:price:amount', seo.price), meta('property', 'product:price:currency', 'INR')]),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', documentTitle(seo.title)),
    meta('name', 'twitter:description', seo.description),
    meta('name', 'twitter:image', absolute(seo.image.path)),
    meta('name', 'twitter:image:alt', seo.image.alt),
    ...seo.structuredData.map(jsonLdScript),
  ];
}
