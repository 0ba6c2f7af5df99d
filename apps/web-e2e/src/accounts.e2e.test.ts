// Customer accounts in real Chromium against the real store process (embedded cognito-local): sign up with the code
// from the server's log, sign in with the SMS step, the greeting on home, and no token within reach of page scripts;
// an order placed signed in is found, from a fresh browser, in the profile's list and opens its status page.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '@partybox/test-browser';
import { fieldLabel, inr } from './support/forms';
import { glow, glowOrderTotal, placeGlowOrder } from './support/checkout';
import { confirmSignUp, signIn } from './support/accounts';
import { openTab, reload } from './support/navigation';
import { smsCode, smsLines } from './support/sms';
import { shoot } from './support/screenshots';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });

const phone = `98${String(Date.now()).slice(-8)}`;
/** The order placed signed in, as its confirmation showed it. */
const placed = { orderNumber: '' };
const password = 'balloons and cake';
const credentials = { phone, password };
const open = (context: BrowserContext, path: string) => openTab(context, fixture.store.url + path);

/** What page scripts can read: the cookies they see and both storages. */
async function readableByScripts(page: Page) {
  return page.evaluate(() => ({
    cookie: document.cookie,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
  }));
}

/** Signs in on /sign-in and lands on home. */
async function signInHome(page: Page, atCode?: () => Promise<void>) {
  await signIn(page, fixture.store, credentials, atCode);
  await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
}

describe('customer accounts', () => {
  it('signs up with the code from the log, signs in with the SMS code, is greeted, and no script can read a token', async () => {
    const context = await fixture.browser.newContext({ viewport: viewports.desktop });
    const page = await open(context, '/home');
    await page.getByRole('link', { name: 'ACCOUNT' }).first().click();
    await page.getByRole('heading', { name: 'Your account' }).waitFor();
    await shoot(page, 'account-signed-out');
    await page.getByRole('main').getByRole('link', { name: 'Create account' }).click();

    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel(fieldLabel('Name')).fill('Asha Rao');
    await page.getByLabel(fieldLabel('Phone')).fill(`+91 ${phone}`);
    await page.getByLabel(fieldLabel('Password')).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    expect(await page.getByText('Use at least 8 characters').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password');
    await shoot(page, 'create-account-problem');
    await page.getByLabel(fieldLabel('Password')).fill(password);
    const textsBefore = smsLines(fixture.store, phone).length;
    await confirmSignUp(page, fixture.store, phone, () => shoot(page, 'confirm-code'));
    // The confirmation signs the customer in: no second code, no password typed again.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    expect(smsLines(fixture.store, phone).length).toBe(textsBefore + 1);
    await expect.poll(() => page.getByText('Hello Asha Rao! Ready to party?').isVisible()).toBe(true);

    const access = (await context.cookies()).find((cookie) => cookie.name === 'pb_access');
    expect(access?.httpOnly).toBe(true);
    const readable = await readableByScripts(page);
    expect(readable.cookie).toBe('pb_session=1');
    for (const store of Object.values(readable)) expect(store).not.toContain(access!.value.slice(0, 30));

    placed.orderNumber = await placeGlowOrder(page, fixture.store.url, phone);

    const account = await open(context, '/account');
    await account.getByText('Signed in as Asha Rao').waitFor();
    await shoot(account, 'account-signed-in');
    await account.getByRole('button', { name: 'Sign out' }).click();
    await account.getByRole('main').getByRole('link', { name: 'Sign in' }).waitFor();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('pb_refresh');
    await context.close();
  });

  it('signs in again from a fresh browser with the SMS code and is greeted', async () => {
    const context = await fixture.browser.newContext({ viewport: viewports.desktop });
    const page = await open(context, '/sign-in');
    await signInHome(page, () => shoot(page, 'sign-in-code'));
    await expect.poll(() => page.getByText('Hello Asha Rao! Ready to party?').isVisible()).toBe(true);
    await shoot(page, 'home-greeting');

    // The order placed in the other browser is under this one's My orders (the profile links there), and opens its page.
    const profile = await open(context, '/profile');
    await profile.getByRole('region', { name: 'Your orders' }).getByRole('link', { name: 'My orders' }).click();
    await expect.poll(() => new URL(profile.url()).pathname).toBe('/orders');
    const list = profile.getByRole('list', { name: 'Your orders, newest first' });
    await list.getByRole('link', { name: `Order ${placed.orderNumber}` }).waitFor();
    const row = list.getByRole('listitem').filter({ hasText: placed.orderNumber });
    expect(await row.textContent()).toContain(inr(glowOrderTotal));
    expect(await row.textContent()).toContain('Pay on delivery');
    await shoot(profile, 'profile-orders');
    await row.getByRole('link', { name: `Order ${placed.orderNumber}` }).click();
    await expect.poll(() => new URL(profile.url()).pathname).toBe(`/orders/${placed.orderNumber}`);
    await profile.getByRole('heading', { level: 1, name: `Order ${placed.orderNumber}` }).waitFor();
    await profile.getByText('Status: Placed').waitFor();
    expect(await profile.getByRole('region', { name: 'Your boxes' }).textContent()).toContain(glow.name);
    expect(await profile.getByRole('region', { name: 'Your boxes' }).textContent()).toContain(inr(glowOrderTotal));
    await shoot(profile, 'order-page');
    // This browser never placed the order: it read it as the signed-in owner, with no token on the device.
    const access = (await context.cookies()).find((cookie) => cookie.name === 'pb_access')!;
    const readable = await readableByScripts(profile);
    expect(readable.cookie).toBe('pb_session=1');
    for (const store of Object.values(readable)) expect(store).not.toContain(access.value.slice(0, 30));
    expect(readable.local).not.toContain('lastOrderToken":"');

    const forgot = await open(await fixture.browser.newContext({ viewport: viewports.desktop }), '/forgot-password');
    await shoot(forgot, 'forgot-password');
    await forgot.getByLabel(fieldLabel('Phone')).fill(phone);
    await forgot.getByRole('button', { name: 'Send code' }).click();
    await forgot.getByLabel(fieldLabel('New password')).waitFor();
    await shoot(forgot, 'forgot-password-code');
    await context.close();
  });

  it('finishes a sign-up whose code page was reloaded from the sign-in page: a new code, which signs in', async () => {
    const late = { phone: `97${String(Date.now()).slice(-8)}`, password: 'paper lanterns' };
    const context = await fixture.browser.newContext({ viewport: viewports.desktop });
    const page = await open(context, '/create-account');
    await page.getByLabel(fieldLabel('Name')).fill('Kiran Shah');
    await page.getByLabel(fieldLabel('Phone')).fill(late.phone);
    await page.getByLabel(fieldLabel('Password')).fill(late.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Confirm your phone number' }).waitFor();
    // The code page is lost with a reload; the way back is the sign-in page.
    await reload(page);
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.getByLabel(fieldLabel('Phone')).fill(late.phone);
    await page.getByLabel(fieldLabel('Password')).fill(late.password);
    const before = smsLines(fixture.store, late.phone).length;
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Confirm your phone number' }).waitFor();
    await shoot(page, 'sign-in-confirm-code');
    await page.getByLabel(fieldLabel('Code')).fill(await smsCode(fixture.store, late.phone, before));
    const confirmed = smsLines(fixture.store, late.phone).length;
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    // The confirmation signs in with the password typed on this page: no second code.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    expect(smsLines(fixture.store, late.phone).length).toBe(confirmed);
    await expect.poll(() => page.getByText('Hello Kiran Shah! Ready to party?').isVisible()).toBe(true);
    await context.close();
  });

  it('forgets the customer on this device at sign-out: /profile shows no name, phone or orders, home no greeting', async () => {
    const leaving = { phone: `96${String(Date.now()).slice(-8)}`, password: 'streamers and confetti' };
    const context = await fixture.browser.newContext({ viewport: viewports.desktop });
    const page = await open(context, '/create-account');
    await page.getByLabel(fieldLabel('Name')).fill('Asha Rao');
    await page.getByLabel(fieldLabel('Phone')).fill(leaving.phone);
    await page.getByLabel(fieldLabel('Password')).fill(leaving.password);
    await confirmSignUp(page, fixture.store, leaving.phone);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    const orderNumber = await placeGlowOrder(page, fixture.store.url, leaving.phone);

    const mine = await open(context, '/orders');
    await mine
      .getByRole('list', { name: 'Your orders, newest first' })
      .getByRole('link', { name: `Order ${orderNumber}` })
      .waitFor();
    const profile = await open(context, '/profile');
    await profile.getByRole('heading', { level: 1, name: 'Asha Rao' }).waitFor();
    const account = await open(context, '/account');
    await account.getByRole('button', { name: 'Sign out' }).click();
    await account.getByRole('main').getByRole('link', { name: 'Sign in' }).waitFor();

    for (const path of ['/profile', '/home', '/customize']) {
      const after = await open(context, path);
      if (path === '/profile') await after.getByRole('heading', { level: 1, name: 'Guest' }).waitFor();
      const main = after.getByRole('main');
      const shown = `${await main.textContent()} ${await main.evaluate((element) => Array.from(element.querySelectorAll('input'), (input) => input.value).join(' '))}`;
      expect(shown, path).not.toContain('Asha');
      expect(shown, path).not.toContain(leaving.phone.slice(-6));
      expect(shown, path).not.toContain(orderNumber);
      expect(shown, path).not.toContain('asha.rao@example.com');
      if (path === '/profile') await shoot(after, 'profile-after-sign-out');
    }
    await context.close();
  });

  it('refuses a password easy to guess with the API’s message beside the password field, and nothing is texted', async () => {
    const context = await fixture.browser.newContext({ viewport: viewports.desktop });
    const page = await open(context, '/create-account');
    const weakPhone = `97${String(Date.now()).slice(-8)}`;
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.getByLabel(fieldLabel('Name')).fill('Ravi Kumar');
    await page.getByLabel(fieldLabel('Phone')).fill(weakPhone);
    await page.getByLabel(fieldLabel('Password')).fill('india@123');
    await page.getByRole('button', { name: 'Create account' }).click();
    const message = page.getByText(/^This password is too easy to guess: .* Use three or four words nobody would put together/);
    await message.waitFor();
    expect(await page.getByLabel(fieldLabel('Password')).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('heading', { name: 'Create your account' }).isVisible()).toBe(true);
    expect(smsLines(fixture.store, weakPhone)).toEqual([]);
    await shoot(page, 'create-account-weak-password');
    await context.close();
  });
});
