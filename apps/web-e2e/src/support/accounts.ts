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
 * Presses `send` (which texts a code to `phone`), waits for the code step headed `step`, runs `atCode` there (to take
 * its screenshot, say), enters the code from the text and presses `submit`.
 */
async function withTextedCode(page: Page, store: Store, phone: string, steps: { send: string; step: string; submit: string }, atCode?: () => Promise<void>) {
  const before = smsLines(store, phone).length;
  await page.getByRole('button', { name: steps.send }).click();
  await page.getByRole('heading', { name: steps.step }).waitFor();
  await atCode?.();
  await page.getByLabel(fieldLabel('Code')).fill(await smsCode(store, phone, before));
  await page.getByRole('button', { name: steps.submit }).click();
}

/**
 * Sends the filled /create-account form and enters the code texted to `phone`: the confirmation signs the customer in
 * (no second code); where the store goes next is the caller's to check.
 */
export async function confirmSignUp(page: Page, store: Store, phone: string, atCode?: () => Promise<void>): Promise<void> {
  await withTextedCode(page, store, phone, { send: 'Create account', step: 'Confirm your phone number', submit: 'Confirm' }, atCode);
}

/** On the sign-in's code step, enters the first code texted to `phone` after its `after` texts, and signs in. */
export async function enterSignInCode(page: Page, store: Store, phone: string, after: number): Promise<void> {
  await page.getByLabel(fieldLabel('Code')).fill(await smsCode(store, phone, after));
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Fills the sign-in form on /sign-in (phone, password, then the texted code) and sends it; where the store goes next
 * is the caller's to check. `atCode` runs when the code step shows.
 */
export async function signIn(page: Page, store: Store, { phone, password }: Credentials, atCode?: () => Promise<void>): Promise<void> {
  await page.getByLabel(fieldLabel('Phone')).fill(phone);
  await page.getByLabel(fieldLabel('Password')).fill(password);
  await withTextedCode(page, store, phone, { send: 'Continue', step: 'Enter your code', submit: 'Sign in' }, atCode);
}
