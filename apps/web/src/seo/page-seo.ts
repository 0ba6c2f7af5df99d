// What each prerendered page tells search engines and link previews: its canonical address, its share image and its
// structured data. Worked out at build time from the path, the page's title and description and the catalog.
import type { Catalog, CatalogListing, CatalogTheme } from '@partybox/catalog/model';
import { formatInr } from '@partybox/pricing';
import { paths } from '../config/paths';
import { themePageTitle, type PageMeta } from '../lib/page-meta';
import { breadcrumbJsonLd, localBusinessJsonLd, productJsonLd, type Crumb } from './json-ld';
import { ownCanonicalPath } from './page-visibility';

/** Open Graph images are 1200×630, the size every major link preview uses. */
export const shareImageSize = { width: 1200, height: 630 } as const;

/** A page's share image: a PNG in the build, under /og/. */
export interface ShareImage {
  /** Path of the image in the build (and on the site), e.g. "/og/themes/superhero.png". */
  readonly path: string;
  readonly alt: string;
  /** The illustration it is drawn from (relative to catalog/images); absent for the site's own image. */
  readonly source?: string;
  /** The lines of text drawn beside the illustration: a heading and a price or tagline. */
  readonly heading: string;
  readonly subheading: string;
}

/** Everything the head of one page says for search engines and link previews. */
export interface PageSeo {
  readonly canonicalPath: string;
  readonly title: string;
  readonly description: string;
  readonly ogType: 'website' | 'product';
  readonly image: ShareImage;
  /** JSON-LD objects, each written in its own script block. */
  readonly structuredData: readonly Record<string, unknown>[];
  /** For a product page, the price shown in the preview (og product tags). */
  readonly price?: number;
}

/** The share image of the whole site, used by every page that is not a theme or a listing. */
export function siteShareImage(catalog: Catalog): ShareImage {
  const { brand } = catalog.site;
  return { path: '/og/site.png', alt: `${brand.name}: ${brand.tagline}, delivered across Mumbai`, heading: brand.name, subheading: brand.tagline };
}

/** A theme's share image: its illustration with its name and starting price. */
export function themeShareImage(theme: CatalogTheme): ShareImage {
  return {
    path: `/og/themes/${theme.id}.png`,
    alt: theme.image.alt,
    source: theme.image.src,
    heading: theme.name,
    subheading: `From ${formatInr(theme.basePrice)}`,
  };
}

/** A listing's share image: its illustration with its heading and how many themes it offers. */
export function listingShareImage(listing: CatalogListing): ShareImage {
  const count = listing.themes.length + listing.moreThemes.length;
  return {
    path: `/og/listings/${listing.id}.png`,
    alt: listing.image.alt,
    source: listing.image.src,
    heading: listing.heading,
    subheading: `${count} themed party boxes`,
  };
}

/** Every share image the build must render: one per theme and listing, and the site's. */
export function allShareImages(catalog: Catalog): ShareImage[] {
  return [siteShareImage(catalog), ...catalog.listings.map(listingShareImage), ...catalog.themes.map(themeShareImage)];
}

/** The theme or listing a path shows (through a theme's alias too), compared case-insensitively as the router does. */
function catalogPageAt(catalog: Catalog, path: string): { theme: CatalogTheme } | { listing: CatalogListing } | undefined {
  const key = path.toLowerCase();
  const theme = catalog.themes.find((candidate) => [candidate.route, ...candidate.aliases].some((route) => route.toLowerCase() === key));
  if (theme) return { theme };
  const listing = catalog.listings.find((candidate) => candidate.route.toLowerCase() === key);
  return listing ? { listing } : undefined;
}

/** The page search engines should index for `path`: a theme's own route for its aliases, "/" for "/home". */
export function canonicalPath(catalog: Catalog, path: string): string {
  const page = catalogPageAt(catalog, path);
  if (page) return 'theme' in page ? page.theme.route : page.listing.route;
  return ownCanonicalPath(path);
}

/** The head of `path`, whose route declared `meta`; `absolute` turns a site path into a full URL. */
export function describePage(catalog: Catalog, path: string, meta: PageMeta, absolute: (path: string) => string): PageSeo {
  const canonical = canonicalPath(catalog, path);
  const home: Crumb = { name: 'Home', url: absolute(paths.root.getHref()) };
  const occasions: Crumb = { name: 'Shop by occasion', url: absolute(paths.occasions.getHref()) };
  const base = { canonicalPath: canonical, title: meta.title, description: meta.description };
  const page = catalogPageAt(catalog, path);

  if (page && 'theme' in page) {
    const { theme } = page;
    const image = themeShareImage(theme);
    const listing = catalog.listings.find((candidate) => candidate.id === theme.occasion);
    const trail = listing ? [home, { name: listing.heading, url: absolute(listing.route) }] : [home, occasions];
    const product = productJsonLd(theme, {
      url: absolute(canonical),
      imageUrl: absolute(image.path),
      brand: catalog.site.brand.name,
      name: themePageTitle(theme.name),
    });
    return {
      ...base,
      ogType: 'product',
      image,
      price: theme.basePrice,
      structuredData: [product, breadcrumbJsonLd([...trail, { name: theme.name, url: absolute(canonical) }])],
    };
  }
  if (page) {
    const image = listingShareImage(page.listing);
    return {
      ...base,
      ogType: 'website',
      image,
      structuredData: [breadcrumbJsonLd([home, occasions, { name: page.listing.heading, url: absolute(canonical) }])],
    };
  }
  const image = siteShareImage(catalog);
  const structuredData = canonical === paths.root.path ? [localBusinessJsonLd(catalog.site, { url: absolute(canonical), imageUrl: absolute(image.path) })] : [];
  return { ...base, ogType: 'website', image, structuredData };
}
