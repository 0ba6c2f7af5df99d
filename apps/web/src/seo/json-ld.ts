// Structured data (schema.org JSON-LD) for the pages search engines show richly: a theme as a Product with its
// Offer, the shop as a LocalBusiness, and the trail of pages leading to a listing or a theme. Pure builders; the
// prerender serialises them with `jsonLdScript`.
import type { Catalog, CatalogTheme } from '@partybox/catalog/model';
import { e164Phone, normalisePhone } from '@partybox/contracts';
import { boxTotal } from '@partybox/pricing';

type JsonLd = Record<string, unknown>;

/** One step of a breadcrumb trail: a page's name and absolute URL. */
export interface Crumb {
  readonly name: string;
  readonly url: string;
}

/** A theme box for sale: the box without add-ons, in whole rupees, as its page prices it. */
export function productJsonLd(theme: CatalogTheme, page: { url: string; imageUrl: string; brand: string; name: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: page.name,
    description: theme.summary,
    image: page.imageUrl,
    sku: theme.id,
    brand: { '@type': 'Brand', name: page.brand },
    offers: {
      '@type': 'Offer',
      url: page.url,
      price: boxTotal(theme.basePrice, theme.addons, []).total,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** The shop itself, from catalog/site.json. */
export function localBusinessJsonLd(site: Catalog['site'], page: { url: string; imageUrl: string }): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: site.brand.name,
    description: site.brand.tagline,
    url: page.url,
    image: page.imageUrl,
    address: site.contact.address,
    telephone: e164Phone(normalisePhone(site.contact.phone)),
    email: site.contact.email,
    sameAs: [site.contact.socialUrl],
  };
}

/** The trail from the home page to the current page, in order. */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/**
 * A `<script type="application/ld+json">` block. `<` is written as \u003c so no text in the catalog can close the
 * element or open a comment. It is a data block, never executed, so the Content-Security-Policy's script-src does
 * not apply to it and it needs no hash.
 */
export function jsonLdScript(value: JsonLd): string {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}
