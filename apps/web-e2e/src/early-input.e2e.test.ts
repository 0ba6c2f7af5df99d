// Input made after the first paint but before the page's script has hydrated it is kept: the browser holds every
// script of the page until the customer has ticked an add-on or typed in a field, then lets them through, and the
// hydrated page must show the same tick and text, with the price and the form state that follow from them.
import { loadCatalog } from '@partybox/catalog';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { viewports, watchErrors } from '@partybox/test-browser';
import { addonLabel, fieldLabel, inr } from './support/forms';
import { useStore } from './support/store-fixture';
import { hydrated as hydration } from './support/navigation';

const fixture = useStore();
const theme = loadCatalog().themes.find((candidate) => candidate.id === 'superhero')!;

/**
 * Opens `path` with every script of the store held back, so the page is painted from its HTML but not hydrated;
 * `release` lets the scripts through and resolves once the page is hydrated.
 */
async function openBeforeHydration(path: string): Promise<{ page: Page; errors: string[]; release: () => Promise<void> }> {
  const page = await fixture.browser.newPage({ viewport: viewports.phone });
  const errors = watchErrors(page);
  let letThrough!: () => void;
  const scriptsMayLoad = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto(fixture.store.url + path, { waitUntil: 'commit' });
  await page.locator('h1').waitFor();
  const release = async () => {
    letThrough();
    await hydration(page);
  };
  return { page, errors, release };
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

describe('input made before hydration', () => {
  it('keeps an add-on ticked before hydration ticked, and prices it once hydrated', async () => {
    const addon = theme.addons[1]!;
    const { page, errors, release } = await openBeforeHydration(theme.route);
    const box = page.getByRole('checkbox', { name: addonLabel(addon.label) });
    await box.click();
    expect(await hydrated(page)).toBe(false);
    expect(await box.isChecked()).toBe(true);

    await release();
    await expect.poll(() => page.getByTestId('price-addons').textContent()).toBe(inr(addon.price));
    expect(await box.isChecked()).toBe(true);
    expect(await page.getByTestId('price-total').textContent()).toBe(inr(theme.basePrice + addon.price));
    // The tick is the page's own state now: unticking it takes the price back off.
    await box.uncheck();
    expect(await page.getByTestId('price-addons').textContent()).toBe(inr(0));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps text typed before hydration when the form changes afterwards', async () => {
    const { page, errors, release } = await openBeforeHydration('/contact');
    const firstName = page.getByRole('textbox', { name: fieldLabel('First name') });
    const message = page.getByRole('textbox', { name: fieldLabel('Message') });
    await firstName.pressSequentially('Asha');
    await message.pressSequentially('A unicorn box for Saturday?');
    expect(await hydrated(page)).toBe(false);

    await release();
    // Typing in another field re-renders the form from its state, which would wipe text the page never heard of.
    await page.getByRole('textbox', { name: fieldLabel('Last name') }).pressSequentially('Mehta');
    expect(await firstName.inputValue()).toBe('Asha');
    expect(await message.inputValue()).toBe('A unicorn box for Saturday?');
    expect(errors).toEqual([]);
    await page.close();
  });
});
