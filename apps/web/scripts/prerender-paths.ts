// The paths prerendered at build time: the storefront's own pages (from config/paths.ts), every catalog page
// (with aliases) and every package.
import type { Catalog } from '@partybox/catalog';
import { paths, staticPagePaths } from '../src/config/paths';

/** Every path to prerender, in a stable order. */
export function prerenderPaths(catalog: Catalog): string[] {
  return [
    ...staticPagePaths(),
    ...catalog.listings.map((listing) => listing.route),
    ...catalog.themes.flatMap((theme) => [theme.route, ...theme.aliases]),
    ...catalog.packages.map((pkg) => paths.package.getHref(pkg.id)),
  ];
}
