// The account steps that need the texted code, as a customer takes them: confirming a new account and signing in.
import type { Page } from 'playwright-core';
import { fieldLabel } from './forms';
import { smsCode, smsLines } from './sms';
import type { Store } from './store-process';

export interface Credentials {
  phone: string;
  password: string;
}

/**
 * Sends the filled /create-account form, enters the code texted to `phone` and waits for the Sign in page.
 * `atCode` runs when the code step shows (to take its screenshot, say).
 */
export async function confirmSignUp(page: Page, store: Store, phone: string, atCode?: () => Promise<void>): Promise<void> {
  const before = smsLines(store, phone).length;
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Confirm your phone number' }).waitFor();
  await atCode?.();
  await page.getByLabel(fieldLabel('Code')).fill(await smsCode(store, phone, before));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('heading', { name: 'Sign in' }).waitFor();
}

/**
 * Fills the sign-in form on /sign-in (phone, password, then the texted code) and sends it; where the store goes next
 * is the caller's to check. `atCode` runs when the code step shows.
 */
export async function signIn(page: Page, store: Store, { phone, password }: Credentials, atCode?: () => Promise<void>): Promise<void> {
  await page.getByLabel(fieldLabel('Phone')).fill(phone);
  await page.getByLabel(fieldLabel('Password')).fill(password);
  const before = smsLines(store, phone).length;
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Enter your code' }).waitFor();
  await atCode?.();
  await page.getByLabel(fieldLabel('Code')).fill(await smsCode(store, phone, before));
  await page.getByRole('button', { name: 'Sign in' }).click();
}
