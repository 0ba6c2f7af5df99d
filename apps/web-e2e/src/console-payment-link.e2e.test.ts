// "Send payment link" in real Chromium against the real store and its embedded Razorpay sandbox (issue 28): a customer's
// UPI payment fails and they leave; an operator opens the order in the console and sends the payment link; the console
// shows the Razorpay Payment Link made for the amount due, and the customer's phone gets a text with it; they open it,
// pay on the sandbox's hosted link page, and the order is paid (through payment_link.paid). The console then offers no
// link. Screenshots of the order's Payment card with the link sent and of the hosted page, at 1280 and 390 px.
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports } from '@partybox/test-browser';
import { glowCheckoutToPayment, glowOrderTotal } from './support/checkout';
import { inr } from './support/forms';
import { openTab, reload } from './support/navigation';
import { operatorConsole } from './support/operators';
import { screenshot, shoot } from './support/screenshots';
import { smsLines } from './support/sms';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const stamp = String(Date.now()).slice(-8);
const phones = { customer: `98${stamp}`, operator: `97${stamp}` };
const password = 'balloons and cake';
const total = inr(glowOrderTotal);
const gateway = (page: Page): FrameLocator => page.frameLocator('iframe[title="Razorpay Checkout (sandbox)"]');

describe('an unpaid order in the console', () => {
  it('is sent a Razorpay payment link for the amount due, which the customer pays on its page', async () => {
    const customer = await fixture.browser.newPage({ viewport: viewports.phone });
    await glowCheckoutToPayment(customer, fixture.store.url, phones.customer);
    await customer.getByRole('main').getByRole('radio', { name: 'UPI / GPay' }).check();
    await customer
      .getByRole('main')
      .getByRole('button', { name: `Pay ${total}` })
      .click();
    await gateway(customer)
      .getByRole('radio', { name: /failure@razorpay/ })
      .check();
    await gateway(customer).getByRole('button', { name: /^Pay / }).click();
    await gateway(customer).getByRole('status').filter({ hasText: 'Payment failed' }).waitFor();
    await gateway(customer).getByRole('button', { name: 'Close checkout' }).click();
    await expect.poll(() => new URL(customer.url()).pathname, { timeout: 30_000 }).toMatch(/^\/orders\/PB-/);
    const orderNumber = new URL(customer.url()).pathname.split('/')[2]!;
    await customer.close();

    const operator = await operatorConsole(fixture, { phone: phones.operator, name: 'Priya Operator', password });
    const page = await openTab(operator, `${fixture.store.url}/admin/orders/${orderNumber}`);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect.poll(() => payment.textContent(), { timeout: 30_000 }).toContain('Payment failed');
    const textsBefore = smsLines(fixture.store, phones.customer).length;
    await payment.getByRole('button', { name: 'Send payment link' }).click();
    await page.getByRole('status').filter({ hasText: 'Payment link sent to the customer by text and e-mail.' }).waitFor();
    await expect.poll(() => payment.textContent()).toMatch(/Last sent .+ by Priya Operator\./);
    const shown = payment.getByRole('link', { name: /\/i\/[A-Za-z0-9]{8}$/ });
    expect(await payment.textContent()).toContain(`Open link for ${total}:`);
    const shortUrl = (await shown.getAttribute('href'))!;
    expect(await page.getByRole('region', { name: 'History' }).textContent()).toContain('Payment link sent by Priya Operator');
    await shoot(page, 'console-order-payment-link-sent');
    await page.setViewportSize(viewports.phone);
    await screenshot(payment, 'console-order-payment-link-phone');

    // The customer's phone: the text names the amount and gives the Razorpay link, where they pay.
    await expect.poll(() => smsLines(fixture.store, phones.customer).length, { timeout: 30_000 }).toBeGreaterThan(textsBefore);
    const text = smsLines(fixture.store, phones.customer).at(-1)!;
    expect(text).toContain(`Party Box: please pay Rs. ${glowOrderTotal.toLocaleString('en-IN')} for order ${orderNumber} here: ${shortUrl}`);
    const phone = await fixture.browser.newPage({ viewport: viewports.phone });
    await phone.goto(shortUrl);
    await phone.getByRole('heading', { name: 'Payment request' }).waitFor();
    expect(await phone.getByRole('main').textContent()).toContain(`Party Box order ${orderNumber}`);
    await shoot(phone, 'razorpay-payment-link-page');
    await phone.setViewportSize(viewports.phone);
    await phone.getByLabel('Phone').fill(phones.customer);
    await phone.getByLabel('E-mail').fill('customer@example.com');
    await phone.getByRole('radio', { name: /success@razorpay/ }).check();
    await phone.getByRole('button', { name: `Pay ${total}` }).click();
    await phone.getByRole('status').filter({ hasText: 'This payment link has been paid. Thank you!' }).waitFor({ timeout: 30_000 });

    // Paid: the console no longer offers a link.
    await page.setViewportSize(viewports.desktop);
    await expect
      .poll(
        async () => {
          await reload(page);
          await payment.waitFor();
          return payment.textContent();
        },
        { timeout: 30_000 },
      )
      .not.toContain('payment link');
    expect(await payment.getByRole('button', { name: /payment link/i }).count()).toBe(0);
  });
});
