// Loads one catalog page (a theme or an occasion listing) by its path segment, each from its own chunk.
import type { CatalogListing, CatalogTheme } from '@partybox/catalog/model';
import pageIndex from 'virtual:catalog/page-index';

/** What a catalog path shows. */
export type CatalogPage = { kind: 'theme'; theme: CatalogTheme } | { kind: 'listing'; listing: CatalogListing };

/** The page at `/<slug>` (compared case-insensitively), or undefined when the catalog has none. */
export async function loadCatalogPage(slug: string): Promise<CatalogPage | undefined> {
  const load = pageIndex[slug.toLowerCase()];
  return load ? (await load()).default : undefined;
}
