// @vitest-environment node
// robots.txt refuses exactly the private pages; sitemap.xml lists every public page from the catalog and the
// storefront's paths; SITE_URL is checked with a message that names it.
import { loadCatalog } from '@partybox/catalog';
import { describe, expect, it } from 'vitest';
import { paths, reservedRoutes } from '../../../src/config/paths';
import { robotsTxt, sitemapPaths, sitemapXml } from '../crawl-files';
import { absoluteUrls, parseSiteUrl, siteUrlFromEnvironment } from '../site-url';

const catalog = loadCatalog(undefined, { reservedRoutes: reservedRoutes() });

describe('robots.txt', () => {
  const robots = robotsTxt('https://partybox.example');

  it('refuses the API, the console and the checkout and account pages, and names the sitemap', () => {
    for (const path of ['/api', '/admin', '/orders', paths.delivery.path, paths.payment.path, paths.order.path, paths.profile.path, paths.signIn.path]) {
      expect(robots).toContain(`Disallow: ${path}$`);
      expect(robots).toContain(`Disallow: ${path}/`);
    }
    expect(robots).toContain('Sitemap: https://partybox.example/sitemap.xml');
  });

  it('refuses no public page', () => {
    const disallowed = robots
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    // A rule ending in "$" matches only that path; the others are prefixes.
    const refused = (path: string) => disallowed.some((rule) => (rule.endsWith('$') ? path === rule.slice(0, -1) : path.startsWith(rule)));
    expect(sitemapPaths(catalog).filter(refused)).toEqual([]);
    expect(refused('/cart')).toBe(false);
    expect(refused('/orders/PB-251122-ABC123?t=secret')).toBe(true);
    expect(refused('/order?id=abc')).toBe(true);
  });
});

describe('sitemap.xml', () => {
  const listed = sitemapPaths(catalog);

  it('lists every theme, listing and package, and the public pages of the shop', () => {
    expect(listed).toEqual(expect.arrayContaining(catalog.themes.map((theme) => theme.route)));
    expect(listed).toEqual(expect.arrayContaining(catalog.listings.map((listing) => listing.route)));
    expect(listed).toEqual(expect.arrayContaining(catalog.packages.map((pkg) => paths.package.getHref(pkg.id))));
    expect(listed).toEqual(expect.arrayContaining(['/', '/about', '/faq', '/ocassion', '/customize']));
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('leaves out aliases, /home and private pages', () => {
    expect(listed).not.toContain('/chirstmas');
    for (const path of ['/home', '/cart', '/delivery', '/payment', '/confirmation', '/order', '/profile', '/sign-in', '/account'])
      expect(listed).not.toContain(path);
  });

  it('writes full URLs on SITE_URL', () => {
    const xml = sitemapXml(catalog, absoluteUrls('https://partybox.example'));
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    expect(xml).toContain('<url><loc>https://partybox.example/christmas</loc></url>');
    expect(xml.match(/<loc>/g)).toHaveLength(listed.length);
  });
});

describe('SITE_URL', () => {
  it('defaults to the local store and drops a trailing slash', () => {
    expect(parseSiteUrl(undefined)).toBe('http://localhost:3000');
    expect(parseSiteUrl('https://partybox.in/')).toBe('https://partybox.in');
    expect(parseSiteUrl('https://example.com/shop/')).toBe('https://example.com/shop');
  });

  it('follows the port the store serves on when SITE_URL is unset, as `PORT=4123 npm start` builds and serves', () => {
    expect(siteUrlFromEnvironment({ PORT: '4123' })).toBe('http://localhost:4123');
    expect(siteUrlFromEnvironment({})).toBe('http://localhost:3000');
    expect(siteUrlFromEnvironment({ PORT: '0' })).toBe('http://localhost:3000');
    expect(siteUrlFromEnvironment({ PORT: '4123', SITE_URL: 'https://partybox.in' })).toBe('https://partybox.in');
    expect(() => siteUrlFromEnvironment({ PORT: 'eighty' })).toThrow('PORT: "eighty" must be a whole number from 0 to 65535');
  });

  it('refuses what is not an http(s) address, naming the variable', () => {
    expect(() => parseSiteUrl('partybox.in')).toThrow('SITE_URL: "partybox.in" is not an absolute URL');
    expect(() => parseSiteUrl('ftp://partybox.in')).toThrow('SITE_URL: "ftp://partybox.in" must start with https:// or http://');
    expect(() => parseSiteUrl('https://partybox.in/?a=1')).toThrow('must be an address without a query');
  });
});
