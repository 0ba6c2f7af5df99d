// axe-core on every route of the spec's table, at desktop and phone width: no violation of serious or critical
// impact. Also saves a screenshot of every page type at both widths under artifacts/screenshots.
import { loadCatalog } from '@partybox/catalog';
import { describe, expect, it } from 'vitest';
import { viewports } from '@partybox/test-browser';
import { screenshot } from './support/screenshots';
import { seriousViolations } from './support/axe';
import { useStore } from './support/store-fixture';
import { open } from './support/navigation';

const catalog = loadCatalog();
const fixture = useStore();

const staticRoutes = [
  '/',
  '/about',
  '/contact',
  '/faq',
  '/terms',
  '/refund',
  '/privacy',
  '/package/unicorn',
  '/package/dragon',
  '/customize',
  '/custom',
  '/delivery',
  '/payment',
  '/confirmation',
  '/profile',
  '/edit-profile',
  '/cart',
  '/addon',
  '/ocassion',
  '/suggesttheme',
  '/not-a-page',
];
const catalogRoutes = [...catalog.listings.map((l) => l.route), ...catalog.themes.flatMap((t) => [t.route, ...t.aliases])];

/** One representative path per page type, for screenshots. */
const pageTypes: Record<string, string> = {
  home: '/',
  about: '/about',
  contact: '/contact',
  faq: '/faq',
  policy: '/terms',
  package: '/package/unicorn',
  'package-missing': '/package/dragon',
  customize: '/customize',
  custom: '/custom',
  delivery: '/delivery',
  payment: '/payment',
  confirmation: '/confirmation',
  profile: '/profile',
  'edit-profile': '/edit-profile',
  cart: '/cart',
  addon: '/addon',
  occasions: '/ocassion',
  listing: '/birthdaytheme',
  theme: '/dinosaur',
  suggest: '/suggesttheme',
  'not-found': '/not-a-page',
};

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('accessibility at %s width', (viewport) => {
  it.each([...staticRoutes, ...catalogRoutes])('%s has no serious or critical axe violation', async (path) => {
    // axe is injected as a script, which the store's Content-Security-Policy rightly forbids; bypass it for the audit only.
    const context = await fixture.browser.newContext({ viewport: viewports[viewport], bypassCSP: true });
    const page = await context.newPage();
    await open(page, fixture.store.url + path);
    expect(await seriousViolations(page)).toEqual([]);
    const type = Object.entries(pageTypes).find(([, typePath]) => typePath === path)?.[0];
    if (type) await screenshot(page, `${type}-${viewport === 'desktop' ? '1280x800' : '390x844'}`);
    await context.close();
  });
});
