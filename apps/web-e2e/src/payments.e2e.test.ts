// Online payments in real Chromium against the real store with its embedded Razorpay sandbox (issue 19): pay by UPI
// (success@razorpay) on a phone; fail with failure@razorpay, then pay again from the status page; pay by card
// 4111 1111 1111 1111; cancel a paid order within the window and see the refund on the status page and in the
// console; an operator refunds part of an order; a packed personalised order offers no cancel and the API refuses it
// with the policy's reason. Screenshots of /payment with the gateway open, the status page and the console order page.
import { apiFolder, operatorAddEntry } from '@partybox/api';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports, watchErrors } from '@partybox/test-browser';
import { glowCheckoutToPayment, glowOrderTotal } from './support/checkout';
import { fieldLabel, inr } from './support/forms';
import { signIn } from './support/accounts';
import { openTab } from './support/navigation';
import { shoot } from './support/screenshots';
import { smsCode, smsLines } from './support/sms';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const stamp = String(Date.now()).slice(-8);
const phones = { upi: `98${stamp}`, retry: `97${stamp}`, card: `96${stamp}`, operator: `95${stamp}` };
const password = 'balloons and cake';
const total = inr(glowOrderTotal);
const orders: Record<string, string> = {};

const path = (page: Page) => new URL(page.url()).pathname;
const gateway = (page: Page): FrameLocator => page.frameLocator('iframe[title="Razorpay Checkout (sandbox)"]');

/** Checks out one Glow box in a new context at `viewport`, chooses `method` and presses "Pay ₹…": the gateway opens. */
async function payStep(viewport: keyof typeof viewports, phone: string, method: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await fixture.browser.newContext({ viewport: viewports[viewport] });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await glowCheckoutToPayment(page, fixture.store.url, phone);
  await page.getByRole('main').getByRole('radio', { name: method }).check();
  await page
    .getByRole('main')
    .getByRole('button', { name: `Pay ${total}` })
    .click();
  await gateway(page)
    .getByRole('heading', { name: 'Party Box' })
    .waitFor()
    .catch(async (error: unknown) => {
      throw new Error(`the gateway did not open on ${page.url()}: ${String(error)}\n${errors.join('\n')}\n${await page.getByRole('main').textContent()}`);
    });
  return { page, context };
}

async function orderNumberOnConfirmation(page: Page): Promise<string> {
  await expect.poll(() => path(page), { timeout: 30_000 }).toBe('/confirmation');
  const number = page.getByRole('main').getByText(/^Order number/);
  await expect.poll(() => number.textContent()).toMatch(/PB-\d{6}-[0-9A-Z]{6}/);
  return /PB-\d{6}-[0-9A-Z]{6}/.exec((await number.textContent()) ?? '')![0];
}

async function operatorContext(): Promise<BrowserContext> {
  const child = spawn(process.execPath, ['--import', 'tsx', operatorAddEntry, phones.operator, 'Priya Operator'], {
    cwd: apiFolder,
    env: { ...process.env, DATA_DIR: fixture.store.dataDir, COGNITO_DATA_DIR: join(fixture.store.dataDir, 'cognito'), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  expect(await new Promise<number | null>((resolve) => child.once('exit', resolve))).toBe(0);
  const operator = await fixture.browser.newContext({ viewport: viewports.desktop });
  const reset = await openTab(operator, `${fixture.store.url}/forgot-password`);
  await reset.getByLabel(fieldLabel('Phone')).fill(phones.operator);
  await reset.getByRole('button', { name: 'Send code' }).click();
  await reset.getByLabel(fieldLabel('New password')).waitFor();
  await reset.getByLabel(fieldLabel('Code')).fill(await smsCode(fixture.store, phones.operator, 0));
  await reset.getByLabel(fieldLabel('New password')).fill(password);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await reset.getByRole('heading', { name: 'Sign in' }).waitFor();
  await signIn(reset, fixture.store, { phone: phones.operator, password });
  return operator;
}

describe('online payments', () => {
  it('pays by UPI with success@razorpay on a phone: the gateway opens with UPI preselected and the confirmation says the payment is received', async () => {
    const { page } = await payStep('phone', phones.upi, 'UPI / GPay');
    await expect(gateway(page).getByRole('radio', { name: 'UPI', exact: true }).isChecked()).resolves.toBe(true);
    await shoot(page, 'payment-gateway-open');
    await gateway(page)
      .getByRole('radio', { name: /success@razorpay/ })
      .check();
    await gateway(page).getByRole('button', { name: /^Pay / }).click();
    orders.upi = await orderNumberOnConfirmation(page);
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect.poll(() => next.textContent()).toContain(`Payment received: ${total}`);
    await shoot(page, 'payment-confirmation-paid');
  });

  it('fails with failure@razorpay, lands on the status page that says so, then pays again from it', async () => {
    const { page } = await payStep('desktop', phones.retry, 'UPI / GPay');
    await shoot(page, 'payment-gateway-open-desktop');
    await gateway(page)
      .getByRole('radio', { name: /failure@razorpay/ })
      .check();
    await gateway(page).getByRole('button', { name: /^Pay / }).click();
    await gateway(page).getByRole('status').filter({ hasText: 'Payment failed' }).waitFor();
    await gateway(page).getByRole('button', { name: 'Close checkout' }).click();
    await expect.poll(() => path(page), { timeout: 30_000 }).toMatch(/^\/orders\/PB-/);
    orders.retry = path(page).split('/')[2]!;
    const money = page.getByRole('region', { name: 'Payment' });
    await expect.poll(() => money.textContent(), { timeout: 30_000 }).toContain('did not go through');
    await shoot(page, 'status-payment-failed');
    await money.getByRole('button', { name: `Pay now · ${total}` }).click();
    await gateway(page)
      .getByRole('radio', { name: /success@razorpay/ })
      .check();
    await gateway(page).getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => money.textContent(), { timeout: 30_000 }).toContain(`Paid ${total}`);
    expect(await money.getByRole('button', { name: /Pay now/ }).count()).toBe(0);
    await shoot(page, 'status-paid-after-retry');
  });

  it('pays by card 4111 1111 1111 1111, then cancels within the window and sees the refund on the status page', async () => {
    const { page } = await payStep('desktop', phones.card, 'Card');
    await expect(gateway(page).getByLabel('Card number').inputValue()).resolves.toBe('4111 1111 1111 1111');
    await gateway(page).getByRole('button', { name: /^Pay / }).click();
    orders.card = await orderNumberOnConfirmation(page);
    await page.getByRole('link', { name: 'its status page' }).click();
    const cancel = page.getByRole('region', { name: 'Cancel the order' });
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await expect.poll(() => cancel.textContent()).toContain('7 to 10 working days');
    await cancel.getByRole('button', { name: 'Yes, cancel my order' }).click();
    const money = page.getByRole('region', { name: 'Payment' });
    await expect.poll(() => money.textContent(), { timeout: 30_000 }).toMatch(/refund/i);
    await expect.poll(() => money.textContent()).toContain('7 to 10 working days');
    await shoot(page, 'status-refund');
  });

  it('shows the refund in the console; an operator refunds part of a paid order; a packed personalised order cannot be cancelled', async () => {
    const operator = await operatorContext();
    const cancelled = await openTab(operator, `${fixture.store.url}/admin/orders/${orders.card}`);
    const refunds = cancelled.getByRole('list', { name: 'Refunds' });
    await expect.poll(() => refunds.textContent(), { timeout: 30_000 }).toContain(total);
    await shoot(cancelled, 'console-order-refunded');

    const paid = await openTab(operator, `${fixture.store.url}/admin/orders/${orders.upi}`);
    await paid.getByRole('list', { name: 'Payment attempts' }).getByText(/^pay_/).first().waitFor();
    await paid.getByRole('textbox', { name: 'Refund amount (₹)' }).fill('500');
    await paid.getByRole('textbox', { name: 'Reason' }).fill('Balloons out of stock');
    await paid.getByRole('button', { name: 'Refund…' }).click();
    await paid.getByRole('button', { name: 'Yes, refund ₹500' }).click();
    await paid.getByRole('status').filter({ hasText: 'Refund of ₹500 issued.' }).waitFor();
    expect(await paid.getByRole('list', { name: 'Refunds' }).textContent()).toContain('Balloons out of stock');
    await shoot(paid, 'console-order-partly-refunded');

    // The retried order was personalised (a name on the decor): confirmed, then packed.
    const packed = await openTab(operator, `${fixture.store.url}/admin/orders/${orders.retry}`);
    await packed.getByRole('button', { name: 'Mark confirmed' }).click();
    await packed.getByRole('heading', { name: 'Status: Confirmed' }).waitFor();
    await packed.getByRole('button', { name: 'Mark packed' }).click();
    await packed.getByRole('heading', { name: 'Status: Packed' }).waitFor();

    const customer = await fixture.browser.newContext({ viewport: viewports.phone });
    const texted = () => smsLines(fixture.store, phones.retry).find((line) => line.includes(`/orders/${orders.retry}?t=`));
    await expect.poll(() => texted() !== undefined, { timeout: 30_000 }).toBe(true);
    const sms = texted()!;
    const link = new URL(/(https?:\/\/\S+)/.exec(sms)![1]!);
    const status = await openTab(customer, `${fixture.store.url}${link.pathname}${link.search}`);
    const cancel = status.getByRole('region', { name: 'Cancel the order' });
    await expect.poll(() => cancel.textContent()).toContain('personalised for your party and is already packed');
    expect(await cancel.getByRole('button').count()).toBe(0);
    expect(await cancel.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/91/);
    await shoot(status, 'status-packed-personalised');
    const refused = await status.request.post(`${fixture.store.url}/api/orders/by-number/${orders.retry}/cancel`, {
      headers: { 'Order-Access-Token': link.searchParams.get('t')!, 'Idempotency-Key': crypto.randomUUID() },
      data: {},
    });
    expect(refused.status()).toBe(409);
    expect(await refused.text()).toContain('personalised for your party and is already packed');
  });
});
