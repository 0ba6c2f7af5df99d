// The customer-side fixes of issue 27, in real Chromium at 390 and 1280 px against the store: on a phone the theme
// page's total and Customize & Proceed stay on screen while add-ons are ticked (a bar that never hides what is under
// it), beside the list on a wide screen the summary itself stays; the chosen payment method survives a reload of
// /payment; a long message is kept whole and counted against its limit instead of being cut; a quantity above 20 says
// so instead of turning into another number.
import { loadCatalog } from '@partybox/catalog';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports, watchErrors } from '@partybox/test-browser';
import { glow, glowCheckoutToPayment } from './support/checkout';
import { addonLabel, fieldError, fieldLabel, inr, isFocused } from './support/forms';
import { open, reload } from './support/navigation';
import { screenshotPath } from './support/screenshots';
import { useStore } from './support/store-fixture';

const fixture = useStore();
const catalog = loadCatalog();
/** The theme with the longest add-on list: on a phone its summary is far below the first add-on. */
const theme = catalog.themes.reduce((most, next) => (next.addons.length > most.addons.length ? next : most));
const stamp = String(Date.now()).slice(-7);
const widths = Object.keys(viewports) as (keyof typeof viewports)[];

const main = (page: Page) => page.getByRole('main');
const path = (page: Page) => new URL(page.url()).pathname;

async function newPage(width: keyof typeof viewports) {
  const context = await fixture.browser.newContext({ viewport: viewports[width] });
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

/** What the customer sees now (the viewport, not the whole page), saved as `name`-`width`. */
async function look(page: Page, name: string, width: keyof typeof viewports): Promise<void> {
  await page.screenshot({ path: screenshotPath(`${name}-${width}`), animations: 'disabled' });
}

/** Where `target` is on the screen, or undefined when it is not shown. */
async function box(target: Locator) {
  return (await target.boundingBox()) ?? undefined;
}

/** True when `target` is shown wholly within the window's height. */
async function onScreen(page: Page, target: Locator): Promise<boolean> {
  const where = await box(target);
  const height = page.viewportSize()!.height;
  return where !== undefined && where.y >= 0 && where.y + where.height <= height;
}

/** True when nothing covers the middle of `target` (the element there is it or inside it). */
async function uncovered(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    const top = element.ownerDocument.elementFromPoint(x + width / 2, y + height / 2);
    return top !== null && element.contains(top);
  });
}

describe.each(widths)('customer fixes at %s width', (width) => {
  it('keeps the total and Customize & Proceed on screen while add-ons are ticked, covering nothing', async () => {
    const { page, errors } = await newPage(width);
    await open(page, fixture.store.url + theme.route);
    const [first] = theme.addons;
    const tick = main(page).getByRole('checkbox', { name: addonLabel(first!.label) });
    const proceed = main(page).getByRole('button', { name: 'Customize & Proceed' });
    await tick.scrollIntoViewIfNeeded();
    await tick.check();
    const total = inr(theme.basePrice + first!.price);

    if (width === 'phone') {
      const bar = main(page).getByText(`Total ${total}`);
      // The summary is below the screen here: without the bar the total would be out of sight.
      expect(await onScreen(page, main(page).getByRole('region', { name: 'Price summary' }))).toBe(false);
      await expect.poll(() => onScreen(page, bar)).toBe(true);
      expect(await onScreen(page, proceed)).toBe(true);
      expect(await uncovered(tick)).toBe(true);
      await look(page, 'theme-summary-bar', width);
      // At the end of the section the bar comes to rest under the summary: the wishlist button and the delivery note stay free.
      const wishlist = main(page).getByRole('button', { name: 'Add to Wishlist' });
      await wishlist.scrollIntoViewIfNeeded();
      expect(await uncovered(wishlist)).toBe(true);
      expect(await uncovered(main(page).getByText(/^Delivery: a flat/))).toBe(true);
      expect(await onScreen(page, bar)).toBe(true);
      await look(page, 'theme-summary-bar-at-rest', width);
    } else {
      // Beside the list the summary itself stays in view with its total; the phone's bar total is not shown.
      await expect.poll(() => main(page).getByTestId('price-total').textContent()).toBe(total);
      expect(await onScreen(page, main(page).getByTestId('price-total'))).toBe(true);
      expect(await main(page).getByText(`Total ${total}`).isVisible()).toBe(false);
      expect(await onScreen(page, proceed)).toBe(true);
      await look(page, 'theme-summary-bar', width);
    }
    await proceed.click();
    await expect.poll(() => path(page)).toBe('/customize');
    expect(errors).toEqual([]);
  });

  it('shows the same payment method after a reload of /payment', async () => {
    const { page, errors } = await newPage(width);
    await glowCheckoutToPayment(page, fixture.store.url, `97${width === 'phone' ? 1 : 2}${stamp}`);
    const saved = () => page.waitForResponse((response) => response.request().method() === 'PATCH' && response.url().includes('/api/checkouts/'));

    let save = saved();
    await main(page).getByRole('radio', { name: 'UPI / GPay' }).check();
    expect((await save).status()).toBe(200);
    await reload(page);
    await expect.poll(() => main(page).getByRole('radio', { name: 'UPI / GPay' }).isChecked()).toBe(true);

    save = saved();
    await main(page).getByRole('radio', { name: 'Net Banking' }).check();
    await main(page).getByRole('radio', { name: 'ICICI Bank' }).check();
    expect((await save).status()).toBe(200);
    await reload(page);
    await expect.poll(() => main(page).getByRole('radio', { name: 'Net Banking' }).isChecked()).toBe(true);
    expect(await main(page).getByRole('radio', { name: 'ICICI Bank' }).isChecked()).toBe(true);
    await look(page, 'payment-after-reload', width);
    expect(errors).toEqual([]);
  });

  it('counts a long message against its limit and keeps 5,000 pasted characters instead of cutting them to 2,000', async () => {
    const { page, errors } = await newPage(width);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await open(page, `${fixture.store.url}/contact`);
    const field = (label: string) => main(page).getByLabel(fieldLabel(label));
    await field('First name').fill('Asha');
    await field('Last name').fill('Rao');
    await field('Phone').fill('9820098200');
    await field('Email').fill('asha.rao@example.com');
    const message = field('Message');
    await message.fill('a'.repeat(1850));
    await expect.poll(() => main(page).getByText('1,850 / 2,000').isVisible()).toBe(true);
    await message.fill('');
    await message.focus();
    // As a paste arrives: one insertion, which a maxlength attribute would cut.
    await page.keyboard.insertText('a'.repeat(5000));
    await expect.poll(() => message.inputValue().then((value) => value.length)).toBe(5000);
    expect(await fieldError(message)).toBe('5,000 / 2,000: 3,000 characters too many');
    await main(page)
      .getByText(/characters too many$/)
      .scrollIntoViewIfNeeded();
    await look(page, 'contact-message-over', width);
    await main(page).getByRole('button', { name: 'Submit' }).click();
    // Only the message is wrong: the form goes to it and sends nothing.
    await expect.poll(() => isFocused(message)).toBe(true);
    expect(sent.filter((url) => url.includes('/api/contact'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps a quantity of 25 as typed and says at most 20 of one box, instead of changing it', async () => {
    const { page, errors } = await newPage(width);
    await open(page, fixture.store.url + glow.route);
    await main(page).getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(() => path(page)).toBe('/customize');
    await open(page, `${fixture.store.url}/cart`);
    const quantity = main(page).getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('25');
    await quantity.press('Tab');
    expect(await quantity.inputValue()).toBe('25');
    expect(await fieldError(quantity)).toBe('At most 20 of one box; call us for more');
    expect(await main(page).getByTestId('cart-total').textContent()).toBe(inr(glow.basePrice + catalog.site.shippingFee));
    await quantity.scrollIntoViewIfNeeded();
    await look(page, 'cart-quantity-over', width);
    await main(page).getByRole('button', { name: 'Proceed to Checkout' }).click();
    expect(await isFocused(quantity)).toBe(true);
    expect(path(page)).toBe('/cart');
    expect(errors).toEqual([]);
  });
});
