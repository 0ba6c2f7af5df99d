// Prices and carts a careful customer can trust, in real Chromium against the real store: label prices struck
// through beside the charged ones, ticks that survive Back and reload, no second box by accident, cart lines that
// add up, focus on the new page's heading, and phone layouts where nothing is pushed off screen or covered.
import { loadCatalog } from '@partybox/catalog';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './support/screenshots';
import { addonLabel, inr } from './support/forms';
import { useStore } from './support/store-fixture';
import { open, reload } from './support/navigation';

const catalog = loadCatalog();
const fixture = useStore();
const themeOf = (id: string) => catalog.themes.find((theme) => theme.id === id)!;
const addonOf = (themeId: string, key: string) => themeOf(themeId).addons.find((addon) => addon.key === key)!;
const shipping = catalog.site.shippingFee;
const main = (page: Page) => page.getByRole('main');
const path = (page: Page) => new URL(page.url()).pathname;

const goto = (page: Page, to: string) => open(page, fixture.store.url + to);

/** The base box, each add-on and the per-box price of every cart line, and each line's total, as shown. */
async function cartFigures(page: Page) {
  return page
    .getByRole('list', { name: 'Boxes in your cart' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => ({
        rows: Array.from(item.querySelectorAll('dl > div')).map((row): [string, string] => [
          row.querySelector('dt')?.textContent ?? '',
          row.querySelector('dd')?.textContent ?? '',
        ]),
        quantity: Number((item.querySelector('input[type="number"]') as HTMLInputElement).value),
        total: item.querySelector('[data-testid="cart-line-total"]')?.textContent?.split('= ').at(-1) ?? '',
      })),
    );
}

const rupees = (text: string) => Number(text.replace(/[^\d]/g, ''));

describe('prices that reconcile', () => {
  it("Glow shows each label price as the catalog's listed price beside the charged one, and the total adds the charged ones", async () => {
    const glow = themeOf('glow');
    const uv = addonOf('glow', 'ledFairyLights');
    const cards = addonOf('glow', 'printedThankCards');
    expect([uv.labelPrice, uv.price, cards.labelPrice, cards.price]).toEqual([1299, 299, 450, 150]);
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, errors } = await fixture.open(glow.route, viewport);
      for (const addon of [uv, cards]) {
        // Read as "UV Lights +₹299, listed at ₹1,299; you pay ₹299": no sale implied.
        const name = `${addon.label} +${inr(addon.price)}, listed at ${inr(addon.labelPrice)}; you pay ${inr(addon.price)}`;
        const box = main(page).getByRole('checkbox', { name, exact: true });
        expect(await box.count()).toBe(1);
        const row = box.locator('xpath=ancestor::label');
        expect(await row.locator('.addon-list__listed').textContent()).toBe(`Listed at ${inr(addon.labelPrice)}`);
        expect(await row.locator('s, del').count()).toBe(0);
        expect(await row.locator('.addon-list__listed').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('none');
        await box.check();
      }
      // An add-on whose label shows what is charged has one price and nothing struck through.
      const plain = glow.addons.find((addon) => addon.labelPrice === addon.price)!;
      expect(
        await main(page)
          .getByRole('checkbox', { name: `${plain.label} +${inr(plain.price)}`, exact: true })
          .locator('xpath=ancestor::label')
          .locator('s')
          .count(),
      ).toBe(0);
      await expect.poll(() => page.getByTestId('price-total').textContent()).toBe(inr(glow.basePrice + uv.price + cards.price));
      expect(await page.getByTestId('price-addons').textContent()).toBe(inr(uv.price + cards.price));
      await page.locator('#build-your-box').scrollIntoViewIfNeeded();
      await screenshot(page, `shop-glow-${viewport}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });

  it('cart lines list the base box and each add-on at its charged price, adding up to the line, subtotal and total', async () => {
    const glow = themeOf('glow');
    const { page, errors } = await fixture.open(glow.route);
    await main(page)
      .getByRole('checkbox', { name: addonLabel(addonOf('glow', 'ledFairyLights').label) })
      .check();
    await main(page)
      .getByRole('checkbox', { name: addonLabel(addonOf('glow', 'printedThankCards').label) })
      .check();
    await main(page).getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(() => path(page)).toBe('/customize');
    await goto(page, '/superhero');
    await main(page).getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(() => path(page)).toBe('/customize');
    await goto(page, '/cart');
    await expect.poll(async () => (await cartFigures(page)).length).toBe(2);
    await page.getByRole('button', { name: `One more ${glow.name}` }).click();
    await expect.poll(async () => (await cartFigures(page))[0]?.quantity).toBe(2);

    const lines = await cartFigures(page);
    const ticked = glow.addons.filter((addon) => ['ledFairyLights', 'printedThankCards'].includes(addon.key));
    expect(lines[0]?.rows).toEqual([
      ['Base box', inr(glow.basePrice)],
      ...ticked.map((addon) => [addon.label, `+${inr(addon.price)}`]),
      ['Per box', inr(glow.basePrice + 299 + 150)],
    ]);
    let subtotal = 0;
    for (const line of lines) {
      const parts = line.rows.slice(0, -1).reduce((sum, [, price]) => sum + rupees(price), 0);
      const perBox = rupees(line.rows.at(-1)![1]);
      expect(parts).toBe(perBox);
      expect(rupees(line.total)).toBe(perBox * line.quantity);
      subtotal += rupees(line.total);
    }
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(inr(subtotal));
    expect(await page.getByTestId('cart-total').textContent()).toBe(inr(subtotal + shipping));
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('no accidental duplicates', () => {
  it("keeps Diwali's ticks through Back and a reload, and proceeding again leaves one box: ₹8,497 with its add-on", async () => {
    const diwali = themeOf('diwali');
    const diyas = addonOf('diwali', 'diyas');
    const { page, errors } = await fixture.open('/festivaltheme');
    await main(page).getByRole('link', { name: diwali.name, exact: true }).first().click();
    await expect.poll(() => path(page)).toBe(diwali.route);
    const tick = main(page).getByRole('checkbox', { name: addonLabel(diyas.label) });
    await tick.check();
    await reload(page);
    await expect.poll(() => tick.isChecked()).toBe(true);
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe(inr(diwali.basePrice + diyas.price));

    await main(page).getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(() => path(page)).toBe('/customize');
    await page.goBack();
    await expect.poll(() => path(page)).toBe(diwali.route);
    await expect.poll(() => tick.isChecked()).toBe(true);
    await main(page).getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(() => path(page)).toBe('/customize');
    // The theme page edits the box it made (no second box, no "already in your cart" notice); /customize shows the cart.
    await expect.poll(() => page.getByRole('link', { name: /^Cart, / }).getAttribute('aria-label')).toBe('Cart, 1 box');
    expect(await page.getByRole('status').filter({ hasText: 'already in your cart' }).count()).toBe(0);

    await goto(page, '/cart');
    await expect.poll(async () => (await cartFigures(page)).length).toBe(1);
    expect(diwali.basePrice + diyas.price + shipping).toBe(8497);
    expect(await page.getByTestId('cart-total').textContent()).toBe('₹8,497');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('focus after navigation', () => {
  it("stays put on the first page and moves to the new page's h1 after a client-side route change", async () => {
    const { page, errors } = await fixture.open('/birthdaytheme');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');
    await main(page)
      .getByRole('link', { name: themeOf('superhero').name, exact: true })
      .first()
      .click();
    await expect.poll(() => path(page)).toBe('/superhero');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(themeOf('superhero').hero.title);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Your cart');
    expect(errors).toEqual([]);
    await page.close();
  });
});

/**
 * Fields and buttons that the chat button overlaps, even in part, outside the sticky header (whatever scrolls under
 * the header is hidden by the header itself, the chat button with it).
 */
async function controlsUnderChat(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const chat = document.querySelector('a[aria-label^="Chat with Party Box"]')!.getBoundingClientRect();
    const headerBottom = document.querySelector('.site-header')!.getBoundingClientRect().bottom;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>('main input, main select, main textarea, main button, main a.button, main label, footer input, footer button'),
    );
    return controls.flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.bottom <= headerBottom || box.top >= window.innerHeight) return [];
      const chatTop = Math.max(chat.top, headerBottom);
      const overlaps = chatTop < chat.bottom && box.left < chat.right && chat.left < box.right && box.top < chat.bottom && chatTop < box.bottom;
      return overlaps
        ? [`${control.tagName.toLowerCase()} "${control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent?.trim()}"`]
        : [];
    });
  });
}

describe('layout at 390 × 844', () => {
  it('a ₹1,49,990 cart line (10 × ₹14,999) keeps the quantity control, its total and Remove on screen', async () => {
    const superhero = themeOf('superhero');
    expect(superhero.basePrice).toBe(14999);
    const { page, errors } = await fixture.open(superhero.route, 'phone');
    await main(page).getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(() => path(page)).toBe('/customize');
    await goto(page, '/cart');
    const quantity = main(page).getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('10');
    await expect.poll(() => page.getByTestId('cart-line-total').textContent()).toContain(inr(149990));
    expect(inr(149990)).toBe('₹1,49,990');
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    for (const control of [
      main(page).getByRole('button', { name: `Remove ${superhero.name} from the cart` }),
      main(page).getByRole('button', { name: `One fewer ${superhero.name}` }),
      main(page).getByRole('button', { name: `One more ${superhero.name}` }),
      quantity,
      page.getByTestId('cart-line-total'),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await screenshot(page, 'shop-cart-149990-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'shop-cart-149990-desktop');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the chat button covers no field or button on /cart, /customize, /delivery, /payment and /contact, at any scroll', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const { page, errors } = await fixture.open(themeOf('unicorn').route, viewport);
      await main(page).getByRole('button', { name: 'Customize & Proceed' }).click();
      await expect.poll(() => path(page)).toBe('/customize');
      for (const to of ['/cart', '/customize', '/delivery', '/payment', '/contact']) {
        await goto(page, to);
        const chat = page.getByRole('link', { name: 'Chat with Party Box on WhatsApp (opens in a new tab)' });
        expect(await chat.isVisible(), `${to} ${viewport}`).toBe(true);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        for (let y = 0; y < height; y += 100) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          expect(await controlsUnderChat(page), `${to} ${viewport} at ${y}px`).toEqual([]);
        }
      }
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});

describe('/addon with an empty cart', () => {
  it('says to choose a box first, with a link, and lets no extra be ticked', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { page, errors } = await fixture.open('/addon', viewport);
      await expect.poll(() => main(page).getByText('Add-ons are delivered with a party box, and your cart is empty.').count()).toBe(1);
      expect(await main(page).getByRole('link', { name: 'Choose a party box' }).getAttribute('href')).toBe('/ocassion');
      const boxes = main(page).getByRole('group', { name: 'Choose add-ons' }).getByRole('checkbox');
      for (const box of await boxes.all()) expect(await box.isDisabled()).toBe(true);
      expect(await main(page).getByRole('button', { name: 'Proceed to Summary' }).count()).toBe(0);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('partybox:cart') ?? '{"state":{"extras":[]}}').state.extras)).toEqual([]);
      await screenshot(page, `shop-addon-empty-${viewport}`);
      expect(errors).toEqual([]);
      await page.close();
    }
  });
});
