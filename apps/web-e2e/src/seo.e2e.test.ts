// Found and shared well: every prerendered page names its canonical address, title, description and a 1200×630
// share image that exists in the build; the sitemap lists every theme and listing; each page's JSON-LD parses and
// prices themes as the catalog does; the store serves robots.txt, the sitemap, the icons and the manifest with
// their content types; and Chromium runs the pages with their JSON-LD under the strict CSP without a violation.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadCatalog } from '@partybox/catalog';
import { describe, expect, it } from 'vitest';
import { webDist } from './support/paths';
import { useStore } from './support/store-fixture';

const catalog = loadCatalog();
const fixture = useStore();

/** Every prerendered page (not the 404 page, which answers for any address) by its site path. */
function prerenderedPages(dir = webDist): { path: string; html: string }[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'assets' || name === 'images' || name === 'og' ? [] : prerenderedPages(file);
    if (name !== 'index.html') return [];
    const folder = relative(webDist, dir).split('\\').join('/');
    return [{ path: `/${folder}`, html: readFileSync(file, 'utf8') }];
  });
}

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const metaContent = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(headOf(html))?.[1];
const linkHref = (html: string, rel: string) => [...headOf(html).matchAll(new RegExp(`<link rel="${rel}" href="([^"]*)"`, 'g'))].map((match) => match[1]);
const jsonLdBlocks = (html: string) =>
  [...headOf(html).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
/** Width and height from a PNG's IHDR chunk. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

const pages = prerenderedPages();
const siteUrl = new URL(linkHref(pages[0]!.html, 'canonical')[0]!).origin;
const sitePath = (url: string) => url.slice(siteUrl.length);

describe('every prerendered page (run `pnpm --filter @partybox/web build` first)', () => {
  it('is there: one per storefront page, catalog page and alias', () => {
    expect(pages.length).toBeGreaterThan(80);
    expect(pages.map((page) => page.path)).toEqual(expect.arrayContaining(['/', '/christmas', '/chirstmas', '/birthdaytheme', '/faq']));
  });

  it.each(pages.map((page) => [page.path, page] as const))(
    '%s has one canonical link, a title, a description and a share image in the build',
    (_path, page) => {
      const canonical = linkHref(page.html, 'canonical');
      expect(canonical).toHaveLength(1);
      expect(canonical[0]).toMatch(new RegExp(`^${siteUrl}/`));
      expect(headOf(page.html)).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(metaContent(page.html, 'description')?.length).toBeGreaterThan(20);
      const image = metaContent(page.html, 'og:image')!;
      const file = join(webDist, sitePath(image));
      expect(existsSync(file), image).toBe(true);
      expect(pngSize(file)).toEqual({ width: 1200, height: 630 });
      expect([metaContent(page.html, 'og:image:width'), metaContent(page.html, 'og:image:height')]).toEqual(['1200', '630']);
      expect(metaContent(page.html, 'og:image:alt')?.length).toBeGreaterThan(5);
      expect(metaContent(page.html, 'og:url')).toBe(canonical[0]);
      expect(metaContent(page.html, 'og:title')).toBeTruthy();
      expect(metaContent(page.html, 'twitter:card')).toBe('summary_large_image');
      for (const rel of ['icon', 'apple-touch-icon', 'manifest']) expect(linkHref(page.html, rel).length, rel).toBeGreaterThan(0);
    },
  );

  it('names one canonical page for a theme under any of its addresses', () => {
    const at = (path: string) => linkHref(pages.find((page) => page.path === path)!.html, 'canonical')[0];
    expect(at('/chirstmas')).toBe(`${siteUrl}/christmas`);
    expect(at('/christmas')).toBe(`${siteUrl}/christmas`);
    expect(at('/capGown')).toBe(`${siteUrl}/capGown`);
    expect(at('/home')).toBe(`${siteUrl}/`);
  });

  it("has JSON-LD that parses; a theme page's Product offers the theme in INR at its catalog price", () => {
    for (const theme of catalog.themes) {
      for (const path of [theme.route, ...theme.aliases]) {
        const blocks = jsonLdBlocks(pages.find((page) => page.path === path)!.html);
        const product = blocks.find((block) => block['@type'] === 'Product') as { name: string; offers: { price: number; priceCurrency: string; url: string } };
        expect(product.offers, path).toMatchObject({ price: theme.basePrice, priceCurrency: 'INR', url: `${siteUrl}${theme.route}` });
        expect(blocks.map((block) => block['@type'])).toEqual(['Product', 'BreadcrumbList']);
      }
    }
    for (const listing of catalog.listings) {
      expect(jsonLdBlocks(pages.find((page) => page.path === listing.route)!.html).map((block) => block['@type'])).toEqual(['BreadcrumbList']);
    }
    expect(jsonLdBlocks(pages.find((page) => page.path === '/')!.html)).toEqual([
      expect.objectContaining({ '@type': 'LocalBusiness', name: catalog.site.brand.name, email: catalog.site.contact.email }),
    ]);
    for (const page of pages) expect(() => jsonLdBlocks(page.html), page.path).not.toThrow();
  });
});

describe('sitemap.xml', () => {
  const listed = [...readFileSync(join(webDist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => sitePath(match[1]!));

  it('lists every theme and listing route, each page once, and only pages that exist', () => {
    expect(listed).toEqual(expect.arrayContaining([...catalog.themes.map((theme) => theme.route), ...catalog.listings.map((listing) => listing.route)]));
    expect(new Set(listed).size).toBe(listed.length);
    const built = new Set(pages.map((page) => page.path));
    expect(listed.filter((path) => !built.has(path))).toEqual([]);
  });
});

describe('the store', () => {
  it.each([
    ['/robots.txt', /^text\/plain/],
    ['/sitemap.xml', /^(application|text)\/xml/],
    ['/favicon.ico', /^image\/(x-icon|vnd\.microsoft\.icon)$/],
    ['/apple-touch-icon.png', /^image\/png$/],
    ['/icon-512.png', /^image\/png$/],
    ['/manifest.webmanifest', /^application\/manifest\+json/],
    ['/og/themes/superhero.png', /^image\/png$/],
  ])('serves %s as %s', async (path, type) => {
    const response = await fetch(fixture.store.url + path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
  });

  it('serves robots.txt naming the sitemap on SITE_URL and refusing the checkout', async () => {
    const robots = await (await fetch(`${fixture.store.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
    expect(robots).toContain('Disallow: /payment$');
  });

  it.each(['/', '/christmas', '/birthdaytheme'])('runs %s with its JSON-LD under the Content-Security-Policy without a violation', async (path) => {
    const { page, errors } = await fixture.open(path);
    const violations = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const seen: string[] = [];
          document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
          // Re-inserting the blocks makes the browser process them again after the listener is in place.
          for (const block of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) block.replaceWith(block.cloneNode(true));
          setTimeout(() => resolve(seen), 200);
        }),
    );
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    expect(await page.locator('script[type="application/ld+json"]').count()).toBeGreaterThan(0);
    await page.close();
  });
});
