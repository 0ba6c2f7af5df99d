// Money that went wrong, as the team sees it in real Chromium against the real store and its embedded Razorpay sandbox
// (issue 24): a customer pays by UPI; Razorpay refuses the operator's refund (low balance, the sandbox's control) and
// the console says so instead of "issued"; the customer's bank disputes part of the payment (payment.dispute.created
// reaches the store's webhook) and the order page shows the amount at stake and the date to answer by; the list's
// "payment needs attention" filter finds the order. Screenshots of that order page and the list at both widths.
// Money actions that say what they do (issue 28), at 390 and 1280 px: a refund typed "1,000" and confirmed, a paid
// order cancelled after reading the refund it makes, and a cash order delivered with its cash collected in one step.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '@partybox/test-browser';
import { glowOrderTotal, paidGlowOrder, placeGlowOrder } from './support/checkout';
import { inr } from './support/forms';
import { openTab, reload } from './support/navigation';
import { operatorConsole as signedInOperator } from './support/operators';
import { screenshot, screenshotPath, shoot } from './support/screenshots';
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

let signedInConsole: Promise<BrowserContext> | undefined;
/** The operator's console, made once for the file's tests. */
const operatorConsole = () => (signedInConsole ??= signedInOperator(fixture, { phone: phones.operator, name: 'Priya Operator', password }));

describe('money that went wrong, in the console', () => {
  it('shows a refund Razorpay refused and a dispute with the amount at stake, and the attention filter finds the order', async () => {
    const customer = await fixture.browser.newPage({ viewport: viewports.desktop });
    const orderNumber = await paidGlowOrder(customer, fixture.store.url, phones.customer);
    const operator = await operatorConsole();
    const page = await openTab(operator, `${fixture.store.url}/admin/orders/${orderNumber}`);
    const attempts = page.getByRole('list', { name: 'Payment attempts' });
    await expect.poll(() => attempts.textContent(), { timeout: 30_000 }).toContain('Captured');
    const paymentId = (await attempts.getByText(/^pay_/).first().textContent())!;

    await sandboxControl('refunds/refuse-next', { count: 1 });
    await page.getByRole('textbox', { name: 'Refund amount (₹)' }).fill('500');
    await page.getByRole('textbox', { name: 'Reason' }).fill('Balloons out of stock');
    await page.getByRole('button', { name: 'Refund…' }).click();
    await page.getByRole('button', { name: 'Yes, refund ₹500' }).click();
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

/** The visible screen (exactly the viewport) with `target` scrolled into it, for looking at. */
async function shootScreen(page: Page, target: ReturnType<Page['getByRole']>, name: string): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath(name), animations: 'disabled' });
}

describe('money actions that say what they do', () => {
  for (const [label, viewport] of Object.entries(viewports)) {
    it(`at ${viewport.width} px: refunds after a yes, cancels a paid order after reading the refund it makes, and delivers a cash order with its cash`, async () => {
      const customer = await fixture.browser.newPage({ viewport });
      const orderNumber = await paidGlowOrder(customer, fixture.store.url, phones.customer);
      const operator = await operatorConsole();
      const page = await openTab(operator, `${fixture.store.url}/admin/orders/${orderNumber}`);
      await page.setViewportSize(viewport);
      const attempts = page.getByRole('list', { name: 'Payment attempts' });
      await expect.poll(() => attempts.textContent(), { timeout: 30_000 }).toContain('Captured');
      const paymentId = (await attempts.getByText(/^pay_/).first().textContent())!;

      await page.getByRole('textbox', { name: 'Refund amount (₹)' }).fill(' 1,000 ');
      await page.getByRole('textbox', { name: 'Reason' }).fill('Balloons out of stock');
      await page.getByRole('button', { name: 'Refund…' }).click();
      const refundQuestion = page.getByRole('region', { name: 'Refund ₹1,000?' });
      expect(await refundQuestion.textContent()).toContain(`Refund ₹1,000 to UPI payment ${paymentId}.`);
      await shootScreen(page, refundQuestion, `console-refund-confirm-${label}`);
      await refundQuestion.getByRole('button', { name: 'Yes, refund ₹1,000' }).click();
      await page.getByRole('status').filter({ hasText: 'Refund of ₹1,000 issued.' }).waitFor();
      // Razorpay's webhook says the refund went through: the order reads partly refunded (and has a new version).
      const payment = page.getByRole('region', { name: 'Payment' });
      await expect
        .poll(
          async () => {
            await reload(page);
            await payment.waitFor();
            return payment.textContent();
          },
          { timeout: 30_000 },
        )
        .toContain('StatusPartly refunded');

      const left = inr(glowOrderTotal - 1000);
      await page.getByRole('button', { name: 'Cancel order…' }).click();
      expect(await page.getByRole('list', { name: 'What happens to the money' }).textContent()).toBe(`Refund ${left} to UPI payment ${paymentId}.`);
      await page.getByRole('textbox', { name: /Reason for cancelling/ }).fill('Venue closed for repairs');
      await page.getByRole('button', { name: 'Cancel the order…' }).click();
      const question = page.getByRole('region', { name: `Cancel order ${orderNumber}?` });
      expect(await question.textContent()).toContain(`Refund ${left} to UPI payment ${paymentId}.`);
      await shootScreen(page, question, `console-cancel-confirm-${label}`);
      await question.getByRole('button', { name: `Yes, cancel and refund ${left}` }).click();
      await page.getByRole('heading', { name: 'Status: Cancelled' }).waitFor();
      const history = page.getByRole('region', { name: 'History' });
      await expect
        .poll(() => history.textContent())
        .toContain(`Refund ${left} to UPI payment ${paymentId} asked by Priya Operator: Order cancelled: Venue closed for repairs`);
      expect(await history.textContent()).toContain(`Refund ₹1,000 to UPI payment ${paymentId} asked by Priya Operator: Balloons out of stock`);

      const cod = await placeGlowOrder(customer, fixture.store.url, phones.customer);
      const cash = await openTab(operator, `${fixture.store.url}/admin/orders/${cod}`);
      await cash.setViewportSize(viewport);
      for (const [button, status] of [
        ['Mark confirmed', 'Confirmed'],
        ['Mark packed', 'Packed'],
        ['Mark out for delivery', 'Out for delivery'],
      ] as const) {
        await cash.getByRole('button', { name: button }).click();
        await cash.getByRole('heading', { name: `Status: ${status}` }).waitFor();
      }
      await cash.getByRole('button', { name: `Delivered and cash collected ${inr(glowOrderTotal)}` }).click();
      await cash.getByRole('heading', { name: 'Status: Delivered' }).waitFor();
      expect(await cash.getByRole('region', { name: 'Payment' }).textContent()).toContain('Collected on delivery');
      expect(await cash.getByRole('region', { name: 'History' }).textContent()).toContain(
        `Delivered and cash ${inr(glowOrderTotal)} collected by Priya Operator`,
      );
      // Money moved: no undo.
      expect(await cash.getByRole('button', { name: /^Undo/ }).count()).toBe(0);
      await customer.close();
      await page.close();
      await cash.close();
    });
  }
});
