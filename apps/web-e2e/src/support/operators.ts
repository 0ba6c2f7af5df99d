// Making an operator as the README says (`pnpm operator:add <phone> <name>`), against a test's running store, and
// signing them in on the console.
import { apiFolder, operatorAddEntry } from '@partybox/api';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { viewports } from '@partybox/test-browser';
import { expect } from 'vitest';
import { signIn } from './accounts';
import { fieldLabel } from './forms';
import { openTab } from './navigation';
import { smsCode, smsLines } from './sms';
import type { StoreFixture } from './store-fixture';
import type { Store } from './store-process';

/** Runs the API's operator:add script against `store` (its data folder and embedded emulator); answers what it printed. */
export async function addOperator(store: Store, phone: string, name: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', operatorAddEntry, phone, name], {
    cwd: apiFolder,
    env: { ...process.env, DATA_DIR: store.dataDir, COGNITO_DATA_DIR: join(store.dataDir, 'cognito'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`operator:add exited with ${code}:\n${output}`);
  return output;
}

/**
 * An operator's browser on the console, as the team gets one: `pnpm operator:add`, the password set with the texted
 * reset code, then a sign-in from /admin (sent to /sign-in and back). Answers the signed-in browser context (desktop).
 */
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
  const start = await openTab(context, `${fixture.store.url}/admin`);
  await expect.poll(() => new URL(start.url()).pathname).toBe('/sign-in');
  await signIn(start, fixture.store, { phone: operator.phone, password: operator.password });
  await expect.poll(() => new URL(start.url()).pathname).toBe('/admin');
  await start.close();
  return context;
}
