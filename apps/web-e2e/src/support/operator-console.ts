// An operator signed in to the console, as the README says the team gets there: `pnpm operator:add`, a password set
// with the texted code on /forgot-password, then /admin and sign-in with the texted code.
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';
import { signIn } from './accounts';
import { viewports } from '@partybox/test-browser';
import { fieldLabel } from './forms';
import { openTab } from './navigation';
import { addOperator } from './operators';
import { smsCode, smsLines } from './sms';
import type { StoreFixture } from './store-fixture';

/** Makes the operator, sets the password and signs in on /admin; answers the signed-in browser context (1280×800). */
export async function operatorConsole(fixture: StoreFixture, operator: { phone: string; name: string; password: string }): Promise<BrowserContext> {
  await addOperator(fixture.store, operator.phone, operator.name);
  const context = await fixture.browser.newContext({ viewport: viewports.desktop });
  const reset = await openTab(context, `${fixture.store.url}/forgot-password`);
  await reset.getByLabel(fieldLabel('Phone')).fill(operator.phone);
  const texted = smsLines(fixture.store, operator.phone).length;
  await reset.getByRole('button', { name: 'Send code' }).click();
  await reset.getByLabel(fieldLabel('New password')).waitFor();
  await reset.getByLabel(fieldLabel('Code')).fill(await smsCode(fixture.store, operator.phone, texted));
  await reset.getByLabel(fieldLabel('New password')).fill(operator.password);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await reset.getByRole('heading', { name: 'Sign in' }).waitFor();
  const consolePage = await openTab(context, `${fixture.store.url}/admin`);
  await expect.poll(() => new URL(consolePage.url()).pathname).toBe('/sign-in');
  await signIn(consolePage, fixture.store, operator);
  await expect.poll(() => new URL(consolePage.url()).pathname).toBe('/admin');
  await consolePage.close();
  return context;
}
