// Helpers for the operations tests: operators and customers signed in through the real flow, and whole checkouts.
import { indiaToday, type PlacedOrder } from '@partybox/contracts';
import { expect } from 'vitest';
import { Browser, type AccountsHarness } from './accounts-harness';
import { placeOrder as placeThroughCheckout, signedIn } from './checkout';

export const password = 'party time tonight';

/**
 * A date `days` from today in India (the shop's calendar, as the reports and the delivery calendar count days),
 * YYYY-MM-DD: from 18:30 UTC the UTC date is still yesterday there, and a range ending on it left out an order placed now.
 */
export function daysFromToday(days: number): string {
  return indiaToday(new Date(Date.now() + days * 86_400_000));
}

/** Every answer of the party form a customer may give (the console's order page and slip show each). */
export const everyPartyDetail = {
  age: 7,
  eventTime: '16:30',
  venue: 'Palm Court clubhouse',
  venueType: 'Club / Lounge',
  guestCount: 25,
  favoriteColor: 'Teal',
  returnGiftQty: 25,
  entertainment: 'Magician',
  notes: 'Deliver before 3 pm',
  decorName: 'Aarav',
  cakeDetails: 'Chocolate, 2 kg',
};

/** Signs `phone` in with the password and the SMS code; answers the browser. */
export async function signIn(harness: AccountsHarness, phone: string, browser = new Browser(harness)): Promise<Browser> {
  const first = await browser.post('/api/auth/sign-in', { phone, password });
  expect(first.statusCode, first.body).toBe(200);
  const done = await browser.post('/api/auth/sign-in/code', { code: harness.code(phone, 'MFACode') });
  expect(done.statusCode, done.body).toBe(200);
  return browser;
}

/** A customer account, signed up and confirmed with the texted code; answers the browser that did it. */
export async function confirmedAccount(harness: AccountsHarness, phone: string, name = 'Asha Rao'): Promise<Browser> {
  const browser = new Browser(harness);
  const signUp = await browser.post('/api/auth/sign-up', { name, phone, email: '', password });
  expect(signUp.statusCode, signUp.body).toBe(200);
  const confirm = await browser.post('/api/auth/confirm', { phone, code: harness.code(phone, 'ConfirmationCode') });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return browser;
}

/** A customer account, signed up, confirmed and signed in. */
export async function customer(harness: AccountsHarness, phone: string, name = 'Asha Rao'): Promise<Browser> {
  return signIn(harness, phone, await confirmedAccount(harness, phone, name));
}

/** An operator made as `pnpm operator:add` makes one, who sets a password with the texted code, then signs in. */
export async function operator(harness: AccountsHarness, phone: string, name: string): Promise<Browser> {
  await harness.identity.identity.addOperator(phone, name);
  const browser = new Browser(harness);
  const reset = await browser.post('/api/auth/reset-password', { phone, code: harness.code(phone, 'ConfirmationCode'), password });
  expect(reset.statusCode, reset.body).toBe(200);
  return signIn(harness, phone, browser);
}

export interface CheckoutOptions {
  readonly eventDate: string;
  readonly phone: string;
  readonly name?: string;
  readonly email?: string;
  readonly paymentMethod?: string;
  /** The delivery day (the calendar's first open day when left out), in the calendar's midday slot. */
  readonly deliveryDate?: string;
  /** The cart's lines (one Superheroes box with no add-ons when left out). */
  readonly lines?: unknown[];
}

/** A whole checkout as the storefront sends it: the cart's lines, the party's date, the delivery, payment, complete. */
export async function placeOrder(browser: Browser, options: CheckoutOptions): Promise<PlacedOrder & { accessToken: string }> {
  const name = options.name ?? 'Asha Rao';
  return placeThroughCheckout(signedIn(browser), {
    ...(options.lines && { lines: options.lines }),
    party: { name, phone: options.phone, email: options.email ?? 'asha@example.com', eventDate: options.eventDate },
    delivery: {
      fullName: name,
      phone: options.phone,
      ...(options.email && { email: options.email }),
      ...(options.deliveryDate && { deliveryDate: options.deliveryDate, deliverySlot: 'midday' }),
    },
    payment: { method: options.paymentMethod ?? 'cod' },
  });
}
