// Money that went wrong, as the team sees it in real Chromium against the real store and its embedded Razorpay sandbox
// (issue 24): a customer pays by UPI; Razorpay refuses the operator's refund (low balance, the sandbox's control) and
// the console says so instead of "issued"; the customer's bank disputes part of the payment (payment.dispute.created
// reaches the store's webhook) and the order page shows the amount at stake and the date to answer by; the list's
// "payment needs attention" filter finds the order. Screenshots of that order page and the list at both widths.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from './support/accounts';
import { viewports } from '@partybox/test-browser';
import { glowCheckoutToPayment, glowOrderTotal } from './support/checkout';
import { fieldLabel, inr } from './support/forms';
import { openTab, reload } from './support/navigation';
import { addOperator } from './support/operators';
import { screenshot, shoot } from './support/screenshots';
import { smsCode, smsLines } from './support/sms';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const stamp = String(Date.now()).slice(-8);
const phones = { customer: `98${stamp}`, operator: `97${stamp}` };
const password = 'balloons and cake';

/** Posts to one of the embedded sandbox's test controls (it writes its port in the store's data folder). */
async function sandboxControl(path: string, body: unknown): Promise<void> {
  const port = readFileSync(join(fixture.store.dataDir, 'razorpay', 'port'), 'utf8').trim();
  const response = await fetch(`http://127.0.0.1:${port}/sandbox/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
}

/** Makes an operator with `pnpm operator:add`, sets the password with the texted code and signs in on /admin. */
async function operatorConsole(): Promise<BrowserContext> {
  await addOperator(fixture.store, phones.operator, 'Priya Operator');
  const context = await fixture.browser.newContext({ viewport: viewports.desktop });
  const reset = await openTab(context, `${fixture.store.url}/forgot-password`);
  await reset.getByLabel(fieldLabel('Phone')).fill(phones.operator);
  const texted = smsLines(fixture.store, phones.operator).length;
  await reset.getByRole('button', { name: 'Send code' }).click();
  await reset.getByLabel(fieldLabel('New password')).waitFor();
  await reset.getByLabel(fieldLabel('Code')).fill(await smsCode(fixture.store, phones.operator, texted));
  await reset.getByLabel(fieldLabel('New password')).fill(password);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await reset.getByRole('heading', { name: 'Sign in' }).waitFor();
  const start = await openTab(context, `${fixture.store.url}/admin`);
  await expect.poll(() => new URL(start.url()).pathname).toBe('/sign-in');
  await signIn(start, fixture.store, { phone: phones.operator, password });
  await expect.poll(() => new URL(start.url()).pathname).toBe('/admin');
  await start.close();
  return context;
}

/** Pays one Glow box by UPI (success@razorpay) on the sandbox's checkout; answers the order number. */
async function paidOrder(page: Page): Promise<string> {
  await glowCheckoutToPayment(page, fixture.store.url, phones.customer);
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

describe('money that went wrong, in the console', () => {
  it('shows a refund Razorpay refused and a dispute with the amount at stake, and the attention filter finds the order', async () => {
    const customer = await fixture.browser.newPage({ viewport: viewports.desktop });
    const orderNumber = await paidOrder(customer);
    const operator = await operatorConsole();
    const page = await openTab(operator, `${fixture.store.url}/admin/orders/${orderNumber}`);
    const attempts = page.getByRole('list', { name: 'Payment attempts' });
    await expect.poll(() => attempts.textContent(), { timeout: 30_000 }).toContain('Captured');
    const paymentId = (await attempts.getByText(/^pay_/).first().textContent())!;

    await sandboxControl('refunds/refuse-next', { count: 1 });
    await page.getByRole('textbox', { name: 'Amount (₹)' }).fill('500');
    await page.getByRole('textbox', { name: 'Reason' }).fill('Balloons out of stock');
    await page.getByRole('button', { name: 'Refund' }).click();
    await page.getByRole('status').filter({ hasText: 'Razorpay refused the refund of ₹500' }).waitFor();
    expect(await page.getByRole('list', { name: 'Refunds' }).textContent()).toMatch(/StatusFailed · \S.+ReasonBalloons out of stock/);

    await sandboxControl(`payments/${paymentId}/disputes`, { amount: 300_000, reasonCode: 'goods_not_received' });
    const disputes = page.getByRole('list', { name: 'Disputes' });
    await expect
      .poll(
        async () => {
          await reload(page);
          // The order page's code and data arrive after the console's shell hydrates.
          await page.getByRole('region', { name: 'Payment' }).waitFor();
          return (await disputes.count()) > 0 ? disputes.textContent() : '';
        },
        { timeout: 30_000 },
      )
      .toContain('₹3,000 at stake');
    expect(await disputes.textContent()).toMatch(/^₹3,000 at stakeOpen: answer it on the Razorpay dashboardAnswer by \d{1,2} \w{3} \d{4}, /);
    expect(await page.getByRole('alert').filter({ hasText: 'Payment needs attention' }).textContent()).toContain('The customer disputed the payment');
    await shoot(page, 'console-order-dispute-refund-refused');
    // The payment card alone on a phone, where its rows are narrowest.
    await page.setViewportSize(viewports.phone);
    await screenshot(page.getByRole('region', { name: 'Payment' }), 'console-order-payment-card-phone');
    await page.setViewportSize(viewports.desktop);

    const list = await openTab(operator, `${fixture.store.url}/admin?attention=payment`);
    const row = list.getByRole('row').filter({ hasText: orderNumber });
    await expect.poll(() => row.textContent()).toContain('Needs attention');
    await shoot(list, 'console-list-needs-attention');
  });
});
