// One whole party checkout in the browser, as the accounts and operations suites both need it: one Glow Party box,
// the party's details, a Mumbai address, cash on delivery.
import { loadCatalog } from '@partybox/catalog';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { daysAhead, fieldLabel, inr } from './forms';
import { chooseDelivery } from './delivery';
import { open } from './navigation';

const catalog = loadCatalog();
export const glow = catalog.themes.find((theme) => theme.id === 'glow')!;
/** What the checkout below charges: one box at its base price, and shipping. */
export const glowOrderTotal = glow.basePrice + catalog.site.shippingFee;

/** Fills the checkout of one Glow Party box up to /payment in `page`, with `phone` as the party's contact (a name on the decor: personalised). */
export async function glowCheckoutToPayment(page: Page, storeUrl: string, phone: string): Promise<void> {
  const main = page.getByRole('main');
  const field = (label: string) => main.getByLabel(fieldLabel(label));
  await open(page, storeUrl + glow.route);
  await main.getByRole('button', { name: 'Customize & Proceed' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/customize');
  await field('Name').fill('Asha Rao');
  await field('Phone').fill(phone);
  await field('Email').fill('asha.rao@example.com');
  await field('Event date').fill(daysAhead(12));
  await field('Name on the decor').fill('Happy Birthday Meera');
  await field('Number of guests').fill('20');
  await main.getByRole('button', { name: 'Proceed Further' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/delivery');
  await field('Address line 1').fill('Flat 3, Palm Court, Linking Road');
  await field('PIN code').fill('400050');
  await chooseDelivery(page);
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/payment');
}

/** Checks out one Glow Party box in `page` with `phone` as the party's contact; answers the order number confirmed. */
export async function placeGlowOrder(page: Page, storeUrl: string, phone: string): Promise<string> {
  const main = page.getByRole('main');
  await glowCheckoutToPayment(page, storeUrl, phone);
  await main.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await main.getByRole('button', { name: `Place order · ${inr(glowOrderTotal)}` }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/confirmation');
  const number = main.getByText(/^Order number/);
  await expect.poll(() => number.textContent()).toMatch(/PB-\d{6}-[0-9A-Z]{6}/);
  return /PB-\d{6}-[0-9A-Z]{6}/.exec((await number.textContent()) ?? '')![0];
}
