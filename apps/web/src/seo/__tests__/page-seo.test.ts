// @vitest-environment node
// What each page declares for search engines, worked out from the real catalog: one canonical page per theme
// whatever address shows it, a share image per page, and structured data whose prices are the catalog's.
import { loadCatalog } from '@partybox/catalog';
import { describe, expect, it } from 'vitest';
import { reservedRoutes } from '../../config/paths';
import { jsonLdScript } from '../json-ld';
import { canonicalPath, describePage } from '../page-seo';

const catalog = loadCatalog(undefined, { reservedRoutes: reservedRoutes() });
const absolute = (path: string) => `https://partybox.example${path}`;
const meta = { title: 'A page', description: 'What it is.' };
const christmas = catalog.themes.find((theme) => theme.id === 'christmas')!;

describe('canonical pages', () => {
  it("names a theme's own route for its aliases and for any spelling the server redirects", () => {
    expect(christmas.aliases).toContain('/chirstmas');
    expect(canonicalPath(catalog, '/chirstmas')).toBe('/christmas');
    expect(canonicalPath(catalog, '/CHRISTMAS')).toBe('/christmas');
    expect(canonicalPath(catalog, '/capgown')).toBe('/capGown');
  });

  it('names "/" for /home, and every other page itself', () => {
    expect(canonicalPath(catalog, '/home')).toBe('/');
    expect(canonicalPath(catalog, '/about')).toBe('/about');
    expect(canonicalPath(catalog, '/birthdaytheme')).toBe('/birthdaytheme');
  });
});

describe('a theme page', () => {
  const seo = describePage(catalog, '/chirstmas', meta, absolute);
  const [product, breadcrumbs] = seo.structuredData as [
    { '@type': string; image: string; offers: Record<string, unknown> },
    { '@type': string; itemListElement: { name: string; position: number }[] },
  ];

  it('is a product whose offer is the theme in rupees at its catalog price, at its canonical address', () => {
    expect(seo.ogType).toBe('product');
    expect(product['@type']).toBe('Product');
    expect(product.offers).toMatchObject({ '@type': 'Offer', price: christmas.basePrice, priceCurrency: 'INR', url: 'https://partybox.example/christmas' });
    expect(product.offers.availability).toBe('https://schema.org/InStock');
    expect(product.image).toBe('https://partybox.example/og/themes/christmas.png');
  });

  it('shares its own image, drawn from its illustration with its price', () => {
    expect(seo.image).toMatchObject({ path: '/og/themes/christmas.png', source: christmas.image.src, alt: christmas.image.alt, subheading: 'From ₹5,999' });
  });

  it('has a breadcrumb trail from home through its occasion', () => {
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    expect(breadcrumbs.itemListElement.map((item) => [item.position, item.name])).toEqual([
      [1, 'Home'],
      [2, catalog.listings.find((listing) => listing.id === 'festival')!.heading],
      [3, 'Christmas'],
    ]);
  });
});

describe('other pages', () => {
  it('a listing has a breadcrumb trail and its own share image', () => {
    const seo = describePage(catalog, '/birthdaytheme', meta, absolute);
    expect(seo.image.path).toBe('/og/listings/birthday.png');
    expect(seo.structuredData.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
  });

  it('the home page describes the shop as a local business from site.json', () => {
    const seo = describePage(catalog, '/', meta, absolute);
    expect(seo.structuredData).toEqual([
      expect.objectContaining({
        '@type': 'LocalBusiness',
        name: catalog.site.brand.name,
        address: catalog.site.contact.address,
        telephone: '+919820098200',
        email: catalog.site.contact.email,
        url: 'https://partybox.example/',
      }),
    ]);
    expect(describePage(catalog, '/home', meta, absolute).canonicalPath).toBe('/');
  });

  it('a page of the shop itself shares the site image and declares no structured data', () => {
    const seo = describePage(catalog, '/faq', meta, absolute);
    expect(seo).toMatchObject({ canonicalPath: '/faq', ogType: 'website', structuredData: [], image: { path: '/og/site.png' } });
  });
});

describe('a JSON-LD block', () => {
  it('cannot be closed or commented out by text in the catalog, and parses back to the same data', () => {
    const data = { name: 'Sneaky </script><script>alert(1)</script> <!-- box' };
    const block = jsonLdScript(data);
    const body = block.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(data);
  });
});
