// One whole party checkout in the browser, as the accounts and operations suites both need it: one Glow Party box,
// the party's details, a Mumbai address, cash on delivery (or UPI on the Razorpay sandbox's checkout).
import { loadCatalog } from '@partybox/catalog';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addonLabel, daysAhead, fieldLabel, inr } from './forms';
import { chooseDelivery } from './delivery';
import { open } from './navigation';

const catalog = loadCatalog();
export const glow = catalog.themes.find((theme) => theme.id === 'glow')!;
/** What the checkout below charges: one box at its base price, and shipping. */
export const glowOrderTotal = glow.basePrice + catalog.site.shippingFee;

/** What a test may vary in the Glow Party checkout: add-ons ticked (by label) and which free slot of the first open day. */
export interface GlowChoices {
  readonly addons?: readonly string[];
  readonly slotIndex?: number;
}

/**
 * Fills the checkout of one Glow Party box up to /payment in `page`, with `phone` as the party's contact (a name on the
 * decor: personalised), the add-ons labelled `addons` ticked on the theme page, delivered on the first open day.
 */
export async function glowCheckoutToPayment(page: Page, storeUrl: string, phone: string, { addons = [], slotIndex = 0 }: GlowChoices = {}): Promise<void> {
  const main = page.getByRole('main');
  const field = (label: string) => main.getByLabel(fieldLabel(label));
  await open(page, storeUrl + glow.route);
  for (const addon of addons) await main.getByRole('checkbox', { name: addonLabel(addon) }).check();
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
  await chooseDelivery(page, slotIndex);
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/payment');
}

/** Checks out one Glow Party box in `page` with `phone` as the party's contact and `choices`, cash on delivery; answers the order number. */
export async function placeGlowOrder(page: Page, storeUrl: string, phone: string, choices: GlowChoices = {}): Promise<string> {
  const main = page.getByRole('main');
  await glowCheckoutToPayment(page, storeUrl, phone, choices);
  await main.getByRole('radio', { name: 'Cash on Delivery' }).check();
  const priced = choices.addons?.length ? /^Place order · ₹/ : `Place order · ${inr(glowOrderTotal)}`;
  await main.getByRole('button', { name: priced }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/confirmation');
  const number = main.getByText(/^Order number/);
  await expect.poll(() => number.textContent()).toMatch(/PB-\d{6}-[0-9A-Z]{6}/);
  return /PB-\d{6}-[0-9A-Z]{6}/.exec((await number.textContent()) ?? '')![0];
}

/** Checks out one Glow Party box in `page` and pays it by UPI (success@razorpay) on the sandbox's checkout; answers the order number. */
export async function paidGlowOrder(page: Page, storeUrl: string, phone: string): Promise<string> {
  await glowCheckoutToPayment(page, storeUrl, phone);
  await page.getByRole('main').getByRole('radio', { name: 'UPI / GPay' }).check();
  await page
    .getByRole('main')
    .getByRole('button', { name: `Pay ${inr(glowOrderTotal)}` })
    .click();
  const gateway = page.frameLocator('iframe[title="Razorpay Checkout (sandbox)"]');
  await gateway.getByRole('radio', { name: /success@razorpay/ }).check();
  await gateway.getByRole('button', { name: /^Pay / }).click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/confirmation');
  const number = page.getByRole('main').getByText(/^Order number/);
  await expect.poll(() => number.textContent()).toMatch(/PB-\d{6}-[0-9A-Z]{6}/);
  return /PB-\d{6}-[0-9A-Z]{6}/.exec((await number.textContent()) ?? '')![0];
}
