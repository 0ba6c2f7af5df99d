// The storefront's catalog pages by path, for everything that must list them (the route tests of the app and of the
// browser suites): derived from the catalog, so a theme added to catalog/themes is tested without another list.
import type { Catalog } from './model';

/** Every path a theme page answers at: its route and its aliases (old or misspelt links, e.g. /chirstmas). */
export function themePagePaths(catalog: Pick<Catalog, 'themes'>): string[] {
  return catalog.themes.flatMap((theme) => [theme.route, ...theme.aliases]);
}

/** Every occasion listing's path (/birthdaytheme …), in the occasion chooser's order. */
export function listingPagePaths(catalog: Pick<Catalog, 'listings'>): string[] {
  return catalog.listings.map((listing) => listing.route);
}
