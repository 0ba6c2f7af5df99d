// The build step for search engines and link previews, run by scripts/prerender.ts: writes robots.txt,
// sitemap.xml, the icons and manifest and the share images, and gives the prerender each page's head tags.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { catalogRoot } from '@partybox/catalog';
import type { Catalog } from '@partybox/catalog/model';
import { seoHeadTags, siteIconLinks } from '../../src/seo/head-tags';
import { allShareImages, describePage } from '../../src/seo/page-seo';
import type { PageMeta } from '../../src/lib/page-meta';
import { robotsTxt, sitemapXml } from './crawl-files';
import { writeShareImages } from './share-images';
import { absoluteUrls, siteUrlFromEnvironment } from './site-url';
import { writeSiteIcons } from './site-icons';

const markFile = new URL('../../public/favicon.svg', import.meta.url);

/** Writes the site-wide files into `client` and returns the head tags of one page. */
export async function buildSeo(catalog: Catalog, client: string, catalogImagesDir = join(catalogRoot, 'images')) {
  const siteUrl = siteUrlFromEnvironment();
  const absolute = absoluteUrls(siteUrl);
  const markSvg = readFileSync(markFile, 'utf8');
  writeFileSync(join(client, 'robots.txt'), robotsTxt(siteUrl));
  writeFileSync(join(client, 'sitemap.xml'), sitemapXml(catalog, absolute));
  writeSiteIcons(client, markSvg, catalog.site.brand);
  const started = performance.now();
  const images = await writeShareImages(allShareImages(catalog), client, catalogImagesDir, markSvg);
  console.log(`SEO: ${siteUrl}; drew ${images} share images in ${Math.round(performance.now() - started)} ms`);
  return {
    siteUrl,
    /** For the 404 page, which has no address of its own to name or share. */
    iconTags: siteIconLinks.join('\n    '),
    headTags: (path: string, meta: PageMeta) => seoHeadTags(describePage(catalog, path, meta, absolute), catalog.site.brand.name, absolute).join('\n    '),
  };
}
