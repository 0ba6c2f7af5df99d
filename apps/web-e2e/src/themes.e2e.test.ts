// Every theme of the catalog (derived from it, not listed by hand) prices correctly in a real browser, showing a
// label price that differs from the charged one as the catalog's listed price, never struck through.
import { loadCatalog } from '@partybox/catalog';
import { describe, expect, it } from 'vitest';
import { useStore } from './support/store-fixture';

const catalog = loadCatalog();
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const fixture = useStore();

describe('every theme page', () => {
  it.each(catalog.themes.map((theme) => [theme.route, theme] as const))('%s prices each add-on by its charged price', async (_route, theme) => {
    const { page, errors, status } = await fixture.open(theme.route);
    expect(status).toBe(200);
    const figures = async () => ({
      base: await page.getByTestId('price-base').textContent(),
      addons: await page.getByTestId('price-addons').textContent(),
      total: await page.getByTestId('price-total').textContent(),
    });
    const expected = (addons: number) => ({ base: inr.format(theme.basePrice), addons: inr.format(addons), total: inr.format(theme.basePrice + addons) });
    expect(await figures()).toEqual(expected(0));
    const boxes = page.getByRole('group', { name: 'Add-ons' }).getByRole('checkbox');
    expect(await boxes.count()).toBe(theme.addons.length);
    for (const [index, addon] of theme.addons.entries()) {
      const box = boxes.nth(index);
      expect(await box.isChecked()).toBe(false);
      await expect.poll(() => box.evaluate((el) => el.closest('label')?.textContent)).toContain(addon.label);
      // A label price other than the charged one is shown as the catalog's listed price, never struck through.
      const listed = await box.evaluate((el) => el.closest('label')?.querySelector('.addon-list__listed')?.textContent ?? null);
      expect(listed, `${theme.id} ${addon.key}`).toBe(addon.labelPrice === addon.price ? null : `Listed at ${inr.format(addon.labelPrice)}`);
      expect(await box.evaluate((el) => el.closest('label')?.querySelector('s, del') ?? null)).toBeNull();
      await box.check();
      expect(await figures(), `${theme.id} + ${addon.key}`).toEqual(expected(addon.price));
      await box.uncheck();
    }
    for (let index = 0; index < theme.addons.length; index++) await boxes.nth(index).check();
    const all = theme.addons.reduce((sum, addon) => sum + addon.price, 0);
    const shown = await figures();
    expect(shown).toEqual(expected(all));
    for (const figure of Object.values(shown)) expect(figure).toMatch(/^₹\d{1,3}(,\d{2})*(,\d{3})?$|^₹\d{1,3}$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
