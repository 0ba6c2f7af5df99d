// Every path of the spec's route table answers with its page; unknown paths answer 404 with the 404 page;
// the phone-width menu opens, locks scrolling and closes.
import { listingPagePaths, loadCatalog, themePagePaths } from '@partybox/catalog';
import { describe, expect, it } from 'vitest';
import { useStore } from './support/store-fixture';

const fixture = useStore();
const catalog = loadCatalog();

const routeTable = [
  '/',
  '/home',
  '/about',
  '/contact',
  '/faq',
  '/terms',
  '/refund',
  '/privacy',
  '/package/unicorn',
  '/package/jungle',
  '/package/superhero',
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
  // The listing and theme pages as the catalog lists them (routes and aliases), not a copy of them.
  ...listingPagePaths(catalog),
  ...themePagePaths(catalog),
];

describe('the route table', () => {
  it.each(routeTable)('%s answers 200 with its page and hydrates without errors', async (path) => {
    const { page, errors, status } = await fixture.open(path);
    expect(status).toBe(200);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).not.toBe('Oops! Page not found.');
    expect(await page.title()).toMatch(/Party Box/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    expect(errors).toEqual([]);
    await page.close();
  });

  it.each(['/nope', '/superhero/extra', '/package/dragon'])('%s answers 404', async (path) => {
    const { page, status } = await fixture.open(path);
    expect(status).toBe(404);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();
    expect(heading).toBe(path.startsWith('/package/') ? 'Package not found' : 'Oops! Page not found.');
    await page.close();
  });

  it('gives every theme page a natural title in its HTML, never doubling the word its name ends with', async () => {
    const titles = await Promise.all(
      loadCatalog().themes.map(async (theme) => (await (await fetch(`${fixture.store.url}${theme.route}`)).text()).match(/<title>([^<]*)<\/title>/)?.[1]),
    );
    expect(titles).toContain('Glow Party box · Party Box');
    expect(titles).toContain('Superheroes party box · Party Box');
    for (const title of titles) expect(title).toMatch(/^(?!.*\b(party party|box box)\b).+ (party box|box) · Party Box$/i);
  });

  it("shows a theme page's name, contents and prices in the HTML before any script runs", async () => {
    const html = await (await fetch(`${fixture.store.url}/superhero`)).text();
    expect(html).toContain('Superhero Squad Party');
    expect(html).toContain('What&#x27;s Inside the PartyBox?');
    expect(html).toContain('₹14,999');
    expect(html).toContain('Neon Sign');
  });
});

describe('the phone-width menu', () => {
  it('opens with the toggle, locks page scrolling, and closes with its close button', async () => {
    const { page } = await fixture.open('/home', 'phone');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CONTACT' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.close();
  });
});
