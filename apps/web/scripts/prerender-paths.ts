// The paths prerendered at build time: every static page, every catalog page (with aliases) and package.
import type { Catalog } from '@partybox/catalog';

/** Pages whose content does not depend on the catalog's theme list. */
export const staticPaths = [
  '/', '/home', '/about', '/contact', '/faq', '/terms', '/refund', '/privacy', '/customize', '/custom', '/delivery',
  '/payment', '/confirmation', '/profile', '/edit-profile', '/cart', '/addon', '/ocassion', '/suggesttheme',
] as const;

/** Every path to prerender, in a stable order. */
export function prerenderPaths(catalog: Catalog): string[] {
  return [
    ...staticPaths,
    ...catalog.listings.map((listing) => listing.route),
    ...catalog.themes.flatMap((theme) => [theme.route, ...theme.aliases]),
    ...catalog.packages.map((pkg) => `/package/${pkg.id}`),
  ];
}
