// @vitest-environment node
// The storefront's paths as the catalog check receives them: every page keeps its path from every theme and listing.
import { checkCatalogDir } from '@partybox/catalog';
import { describe, expect, it } from 'vitest';
import { paths, reservedRoutes, staticPagePaths } from '../paths';

describe("the storefront's paths", () => {
  it('lists every parameterless page once, "/" first, and no pattern', () => {
    const pages = staticPagePaths();
    expect(pages[0]).toBe('/');
    expect(new Set(pages).size).toBe(pages.length);
    expect(pages.filter((path) => /[:*]/.test(path))).toEqual([]);
    expect(pages).toContain(paths.cart.getHref());
  });

  it('reserves the first segment of every page and what the store serves beside pages', () => {
    expect(reservedRoutes()).toEqual(expect.arrayContaining(['/home', '/cart', '/package', '/ocassion', '/edit-profile', '/api', '/assets', '/images']));
    expect(reservedRoutes()).not.toContain('/');
    for (const path of staticPagePaths().filter((page) => page !== '/')) expect(reservedRoutes()).toContain(path);
  });

  it('are handed to the catalog check, which finds no theme or listing on one of them', () => {
    const check = checkCatalogDir(undefined, undefined, { reservedRoutes: reservedRoutes() });
    expect(check.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});
