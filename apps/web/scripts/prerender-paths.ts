// The paths prerendered at build time: the storefront's own pages (from its route table), every catalog page
// (with aliases) and every package.
import type { Catalog } from '@partybox/catalog';

/** Every path to prerender, in a stable order. */
export function prerenderPaths(storefrontPaths: readonly string[], catalog: Catalog): string[] {
  return [
    ...storefrontPaths,
    ...catalog.listings.map((listing) => listing.route),
    ...catalog.themes.flatMap((theme) => [theme.route, ...theme.aliases]),
    ...catalog.packages.map((pkg) => `/package/${pkg.id}`),
  ];
}
