// A customer finds their orders under My orders, in real Chromium against the real store process (embedded
// cognito-local, texts read from the store's log): the confirmed sign-up signs the customer in, with no second code and
// the phone in no address; on /sign-in the code screen's "Back" returns to the phone and password as typed, and it
// counts down to "Send a new code", which sends one; an order placed signed in is listed at /orders (theme, delivery slot, party date, status, amount) and
// opens its status page; a visitor without a session is sent to sign in and comes back to /orders. 1280 and 390 px.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '@partybox/test-browser';
import { fieldLabel, inr } from './support/forms';
import { glow, glowOrderTotal, placeGlowOrder } from './support/checkout';
import { confirmSignUp, enterSignInCode } from './support/accounts';
import { openTab } from './support/navigation';
import { smsCode, smsLines } from './support/sms';
import { shoot } from './support/screenshots';
import { useStore } from './support/store-fixture';

// A short cooldown, so the countdown is seen to run out and unlock "Send a new code".
const fixture = useStore({ LOG_LEVEL: 'info', SMS_RESEND_COOLDOWN_SECONDS: '3' });

const phone = `95${String(Date.now()).slice(-8)}`;
const password = 'fairy lights and cake';
const placed = { orderNumber: '' };
const open = (context: BrowserContext, path: string) => openTab(context, fixture.store.url + path);
const addresses: string[] = [];

/** Every address the page goes to, to check that none carries the phone number. */
function recordAddresses(page: Page) {
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
}

/** The list of /orders, and the item of the order placed. */
const myOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Your orders, newest first' })
    .getByRole('listitem')
    .filter({ hasText: `Order ${placed.orderNumber}` });

describe('My orders', () => {
  it('signs up (the confirmation signs in) and finds the order under My orders (1280 px)', async () => {
    const context = await fixture.browser.newContext({ viewport: viewports.desktop });
    const page = await open(context, '/create-account');
    recordAddresses(page);
    await page.getByLabel(fieldLabel('Name')).fill('Meera Nair');
    await page.getByLabel(fieldLabel('Phone')).fill(phone);
    await page.getByLabel(fieldLabel('Password')).fill(password);
    const textsBefore = smsLines(fixture.store, phone).length;
    await confirmSignUp(page, fixture.store, phone);
    // Confirmed, the customer is signed in: one text in all (the code), no password typed again, the phone in no address.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    expect(smsLines(fixture.store, phone).length).toBe(textsBefore + 1);

    placed.orderNumber = await placeGlowOrder(page, fixture.store.url, phone);
    // The account's menu leads to My orders.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ACCOUNT' }).click();
    await page.getByRole('main').getByRole('link', { name: 'My orders' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/orders');
    const item = myOrder(page);
    await item.waitFor();
    const text = await item.textContent();
    expect(text).toContain(glow.name);
    // The slot chosen at checkout, written by the delivery calendar's one formatter.
    expect(text).toMatch(/Delivery [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}, \d/);
    expect(text).toContain('Placed · Pay on delivery');
    expect(text).toContain(inr(glowOrderTotal));
    expect(text).toMatch(/Party\d{1,2} [A-Z][a-z]+ \d{4}/);
    await shoot(page, 'my-orders');
    await item.getByRole('link', { name: `Order ${placed.orderNumber}` }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/orders/${placed.orderNumber}`);
    await page.getByRole('heading', { level: 1, name: `Order ${placed.orderNumber}` }).waitFor();

    expect(addresses.filter((address) => address.includes(phone))).toEqual([]);
    await context.close();
  });

  it('sends a visitor without a session from /orders to sign in (Back and Send a new code on the code screen), then back to My orders (390 px)', async () => {
    const context = await fixture.browser.newContext({ viewport: viewports.phone });
    const page = await open(context, '/orders');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/sign-in');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/orders');
    await page.getByLabel(fieldLabel('Phone')).fill(phone);
    await page.getByLabel(fieldLabel('Password')).fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    // Back on the code screen returns to the phone and password, as typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await page.getByLabel(fieldLabel('Phone')).inputValue()).toBe(phone);
    expect(await page.getByLabel(fieldLabel('Password')).inputValue()).toBe(password);
    const texted = smsLines(fixture.store, phone).length;
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
    // The code screen counts down to "Send a new code", which texts a new one that signs in.
    const resend = page.getByRole('button', { name: 'Send a new code' });
    await page.getByText(/^You can ask for a new code in \d+ s$/).waitFor();
    expect(await resend.isDisabled()).toBe(true);
    await shoot(page, 'sign-in-code-waiting');
    await expect.poll(() => resend.isEnabled(), { timeout: 10_000 }).toBe(true);
    await smsCode(fixture.store, phone, texted);
    const beforeResend = smsLines(fixture.store, phone).length;
    await resend.click();
    await page.getByText(/^We sent a new code to /).waitFor();
    await shoot(page, 'sign-in-code-resent');
    // The screenshots leave the page at 1280 px: back to the phone's width for the rest.
    await page.setViewportSize(viewports.phone);
    await enterSignInCode(page, fixture.store, phone, beforeResend);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/orders');
    const item = myOrder(page);
    await item.waitFor();
    expect(await item.textContent()).toContain(inr(glowOrderTotal));
    // At 390 px nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  });
});
