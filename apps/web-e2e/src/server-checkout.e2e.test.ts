// The checkout the server owns, in real Chromium against the real store: the browser keeps only the checkout's id, so
// Back from /customize keeps every tick (also ticks made right after the page painted, before it hydrated), a reload
// on /delivery shows the same checkout, proceeding twice leaves one box in the order, and a signed-in customer finds
// their name and phone already in the forms. Screenshots of each step of a real checkout at 1280×800 and 390×844.
import { loadCatalog } from '@partybox/catalog';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { confirmSignUp } from './support/accounts';
import { viewports, watchErrors } from '@partybox/test-browser';
import { daysAhead, fieldLabel, inr } from './support/forms';
import { chooseDelivery } from './support/delivery';
import { hydrated, open, reload } from './support/navigation';
import { shoot } from './support/screenshots';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const catalog = loadCatalog();
const glow = catalog.themes.find((theme) => theme.id === 'glow')!;
const [first, second, third] = glow.addons;
const path = () => new URL(page.url()).pathname;
let page: Page;

async function newPage(viewport: keyof typeof viewports = 'desktop') {
  page = await fixture.browser.newPage({ viewport: viewports[viewport] });
  return watchErrors(page);
}

const main = () => page.getByRole('main');
const field = (label: string) => main().getByLabel(fieldLabel(label));
const tick = (label: string) => main().getByRole('checkbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) });
/** The id of the checkout this browser keeps (the persisted zustand store), if any. */
const keptCheckoutId = () => page.evaluate(() => (JSON.parse(localStorage.getItem('partybox:checkout-id') ?? '{}') as { state?: { id?: string } }).state?.id);

async function fillPartyDetails(details: { name?: string; phone?: string } = {}) {
  if (details.name) await field('Name').fill(details.name);
  if (details.phone) await field('Phone').fill(details.phone);
  await field('Email').fill('asha.rao@example.com');
  await field('Event date').fill(daysAhead(12));
}

describe('the server-owned checkout', () => {
  it('keeps every tick after Back from /customize, also ticks made right after the page painted', async () => {
    const errors = await newPage();
    // Right after the paint, before the scripts have even loaded: the page works as plain HTML.
    await page.goto(fixture.store.url + glow.route);
    await tick(first!.label).click();
    await hydrated(page);
    await tick(second!.label).click();
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe(inr(glow.basePrice + first!.price + second!.price));
    await main().getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(path).toBe('/customize');
    await page.goBack();
    await expect.poll(path).toBe(glow.route);
    await expect.poll(() => tick(first!.label).isChecked()).toBe(true);
    expect(await tick(second!.label).isChecked()).toBe(true);
    expect(await tick(third!.label).isChecked()).toBe(false);
    expect(await page.getByTestId('price-total').textContent()).toBe(inr(glow.basePrice + first!.price + second!.price));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the same checkout after a reload on /delivery, and proceeding twice leaves one box in the order', async () => {
    const errors = await newPage();
    await open(page, fixture.store.url + glow.route);
    await tick(first!.label).check();
    await main().getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(path).toBe('/customize');
    const checkoutId = await keptCheckoutId();
    expect(checkoutId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Back, and proceed again with the same box: the same checkout, its line replaced by the same box, still one box.
    await page.goBack();
    await expect.poll(() => tick(first!.label).isChecked()).toBe(true);
    await main().getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(path).toBe('/customize');
    await expect.poll(() => main().getByRole('region', { name: 'Your cart' }).getByText(`${glow.name} × 1`).count()).toBe(1);
    expect(await keptCheckoutId()).toBe(checkoutId);

    await fillPartyDetails({ name: 'Asha Rao', phone: '9820098200' });
    await main().getByRole('button', { name: 'Proceed Further' }).click();
    await expect.poll(path).toBe('/delivery');
    await field('Address line 1').fill('Flat 3, Palm Court, Linking Road');
    await field('PIN code').fill('400050');
    await chooseDelivery(page);
    await main().getByRole('button', { name: 'Continue to Payment' }).click();
    await expect.poll(path).toBe('/payment');
    await page.goBack();
    await expect.poll(path).toBe('/delivery');
    await reload(page);
    // The reload shows the checkout the server holds: the saved address and the one box.
    await expect.poll(() => field('Address line 1').inputValue()).toBe('Flat 3, Palm Court, Linking Road');
    expect(await field('Full name').inputValue()).toBe('Asha Rao');
    const summary = main().getByRole('region', { name: 'Order summary' });
    expect(await summary.getByText(`${glow.name} × 1`).count()).toBe(1);
    expect(await keptCheckoutId()).toBe(checkoutId);
    await shoot(page, 'server-checkout-delivery');

    await main().getByRole('button', { name: 'Continue to Payment' }).click();
    await expect.poll(path).toBe('/payment');
    await main().getByRole('radio', { name: 'Cash on Delivery' }).check();
    await shoot(page, 'server-checkout-payment');
    const total = glow.basePrice + first!.price + catalog.site.shippingFee;
    await main()
      .getByRole('button', { name: `Place order · ${inr(total)}` })
      .click();
    await expect.poll(path).toBe('/confirmation');
    const yourOrder = main().getByRole('region', { name: 'Your order' });
    await yourOrder.getByText(`${glow.name} × 1`).waitFor();
    expect(await yourOrder.getByText(new RegExp(`^${glow.name} ×`)).count()).toBe(1);
    await shoot(page, 'server-checkout-confirmation');
    expect(await keptCheckoutId()).toBeUndefined();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('prefills the name and phone of a signed-in customer on /customize and /delivery', async () => {
    const phone = `97${String(Date.now()).slice(-8)}`;
    const credentials = { phone, password: 'balloons and cake' };
    const errors = await newPage();
    await open(page, `${fixture.store.url}/create-account`);
    await page.getByLabel(fieldLabel('Name')).fill('Ravi Shah');
    await page.getByLabel(fieldLabel('Phone')).fill(phone);
    await page.getByLabel(fieldLabel('Password')).fill(credentials.password);
    await confirmSignUp(page, fixture.store, phone);
    await expect.poll(path).toBe('/home');

    await open(page, fixture.store.url + glow.route);
    await main().getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(path).toBe('/customize');
    await expect.poll(() => field('Name').inputValue()).toBe('Ravi Shah');
    expect(await field('Phone').inputValue()).toBe(phone);
    await shoot(page, 'server-checkout-customize');
    await fillPartyDetails();
    await main().getByRole('button', { name: 'Proceed Further' }).click();
    await expect.poll(path).toBe('/delivery');
    await expect.poll(() => field('Full name').inputValue()).toBe('Ravi Shah');
    expect(await field('Phone').inputValue()).toBe(phone);
    expect(errors).toEqual([]);
    await page.close();
  });
});
