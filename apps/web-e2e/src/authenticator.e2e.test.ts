// Sign-in without SMS in real Chromium against the real store (embedded cognito-local, patched for software token
// MFA): an operator made with `pnpm operator:add` enrols an authenticator app on /account (the key is read from the
// page as a person would type it; codes are made with otpauth), then signs in to the console with the app's code and
// no text is sent. Screenshots at 1280 and 390 px of the enrolment and of the code step.
import type { BrowserContext } from 'playwright-core';
import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { viewports } from '@partybox/test-browser';
import { fieldLabel } from './support/forms';
import { openTab } from './support/navigation';
import { addOperator } from './support/operators';
import { shoot } from './support/screenshots';
import { smsCode, smsLines } from './support/sms';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const phone = `97${String(Date.now()).slice(-8)}`;
const password = 'lanterns and cake';
const open = (context: BrowserContext, path: string) => openTab(context, fixture.store.url + path);

/** The first password of a new operator, chosen with the code operator:add texted, on /forgot-password. */
async function choosePassword(context: BrowserContext) {
  const page = await open(context, '/forgot-password');
  await page.getByLabel(fieldLabel('Phone')).fill(phone);
  const texted = smsLines(fixture.store, phone).length;
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel(fieldLabel('New password')).waitFor();
  await page.getByLabel(fieldLabel('Code')).fill(await smsCode(fixture.store, phone, texted));
  await page.getByLabel(fieldLabel('New password')).fill(password);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
  return page;
}

describe('an authenticator app instead of SMS', () => {
  it('lets an operator enrol an app on the account page and sign in to the console with its code', async () => {
    expect(await addOperator(fixture.store, phone, 'Priya Nair')).toContain('is an operator');
    const context = await fixture.browser.newContext({ viewport: viewports.desktop });
    const page = await choosePassword(context);
    await signIn(page, fixture.store, { phone, password });
    // Signed in once the store has moved the operator on to the console (the session cookies are set by then): a tab
    // opened before that answer arrives finds no session (seen on a loaded CI machine).
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');

    const account = await open(context, '/account');
    await account.getByRole('heading', { name: 'Sign in with an authenticator app' }).waitFor();
    await account.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const key = account.getByTestId('authenticator-key');
    await key.waitFor();
    expect(await account.getByRole('img', { name: 'QR code with your Party Box authenticator key' }).isVisible()).toBe(true);
    const uri = await account.getByRole('link', { name: 'open the link on your phone' }).getAttribute('href');
    const secret = (await key.innerText()).replace(/\s/g, '');
    expect(uri).toContain(`secret=${secret}`);
    await shoot(account, 'authenticator-enrol');
    const app = new TOTP({ issuer: 'Party Box', secret, algorithm: 'SHA1', digits: 6, period: 30 });

    const wrong = String((Number(app.generate()) + 1) % 1e6).padStart(6, '0');
    await account.getByLabel(fieldLabel('Code')).fill(wrong);
    await account.getByRole('button', { name: 'Finish setting up' }).click();
    await account.getByText(/That code is not right\. Enter the 6-digit code your authenticator app shows now/).waitFor();
    await account.getByLabel(fieldLabel('Code')).fill(app.generate());
    await account.getByRole('button', { name: 'Finish setting up' }).click();
    await account.getByText('Your authenticator app is set up').waitFor();
    await shoot(account, 'authenticator-enrolled');
    await account.getByRole('button', { name: 'Sign out' }).click();
    await account.getByRole('main').getByRole('link', { name: 'Sign in' }).waitFor();
    await context.close();

    // A fresh browser: the password, then the app's code; no text goes to the phone.
    const fresh = await fixture.browser.newContext({ viewport: viewports.desktop });
    const consolePage = await open(fresh, '/admin');
    await expect.poll(() => new URL(consolePage.url()).pathname).toBe('/sign-in');
    const textsBefore = smsLines(fixture.store, phone).length;
    await consolePage.getByLabel(fieldLabel('Phone')).fill(phone);
    await consolePage.getByLabel(fieldLabel('Password')).fill(password);
    await consolePage.getByRole('button', { name: 'Continue' }).click();
    await consolePage.getByText('Open your authenticator app and enter the 6-digit code it shows for Party Box.').waitFor();
    await shoot(consolePage, 'sign-in-authenticator-code');
    await consolePage.getByLabel(fieldLabel('Code')).fill(app.generate());
    await consolePage.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(consolePage.url()).pathname).toBe('/admin');
    await consolePage.getByRole('heading', { name: 'Today', level: 1 }).waitFor();
    expect(smsLines(fixture.store, phone).length).toBe(textsBefore);
    await fresh.close();
  });
});
