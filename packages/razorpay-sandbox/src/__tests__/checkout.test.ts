// The checkout.js stand-in in real Chromium, on a merchant page of another origin with a strict CSP: each method and
// test identity, the signed handler response checked with the SDK's validatePaymentVerification, payment.failed,
// dismissal, keyboard use, accessibility, and screenshots at 390 and 1280 px; and a Payment Link's hosted page, which
// shares the pay form's script with the checkout page, paid in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils';
import type { RazorpaySandbox } from '../index';
import { launchChromium, viewports, watchErrors } from '@partybox/test-browser';
import { screenshot, seriousAxeViolations } from './support/browser';
import { startMerchantPage } from './support/merchant-page';
import { startTestSandbox, waitFor } from './support/sandbox';

let sandbox: RazorpaySandbox;
let razorpay: Razorpay;
let merchant: Awaited<ReturnType<typeof startMerchantPage>>;
let browser: Browser;

beforeAll(async () => {
  ({ sandbox, razorpay } = await startTestSandbox());
  merchant = await startMerchantPage(sandbox, razorpay);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await merchant?.close();
  await sandbox?.close();
});

type CheckoutResult =
  | { type: 'success'; response: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string } }
  | {
      type: 'failed';
      response: {
        error: { code: string; description: string; source: string; step: string; reason: string; metadata: { order_id: string; payment_id: string } };
      };
    }
  | { type: 'dismiss' };

async function openMerchant(viewport: { width: number; height: number }) {
  const page = await browser.newPage({ viewport });
  const errors = watchErrors(page);
  await page.goto(merchant.url);
  return { page, errors };
}

/** Clicks the merchant's pay button and waits for the sandbox's checkout page inside the overlay. */
async function openCheckout(page: Page, buttonName: string) {
  await page.getByRole('button', { name: buttonName }).click();
  const checkout = page.frameLocator('iframe[title="Razorpay Checkout (sandbox)"]');
  await checkout.getByRole('heading', { name: 'Party Box' }).waitFor();
  return checkout;
}

async function results(page: Page, count: number): Promise<CheckoutResult[]> {
  await page.waitForFunction((expected) => (window as unknown as { checkoutResults: unknown[] }).checkoutResults.length >= expected, count);
  return page.evaluate(() => (window as unknown as { checkoutResults: CheckoutResult[] }).checkoutResults);
}

describe('checkout.js stand-in', () => {
  it('pays by UPI with success@razorpay on a phone: the handler gets a signature validatePaymentVerification accepts, and a forged one is refused', async () => {
    const { page, errors } = await openMerchant(viewports.phone);
    const checkout = await openCheckout(page, 'Pay by UPI');
    await expect(checkout.getByRole('radio', { name: 'UPI', exact: true }).isChecked()).resolves.toBe(true);
    await expect(checkout.getByText('₹31,744').first().isVisible()).resolves.toBe(true);
    await screenshot(page, 'checkout-upi-390');
    await checkout.getByRole('radio', { name: /success@razorpay/ }).check();
    await checkout.getByRole('button', { name: 'Pay ₹31,744' }).click();
    const [result] = await results(page, 1);
    expect(result!.type).toBe('success');
    const response = (result as Extract<CheckoutResult, { type: 'success' }>).response;
    const paid = { order_id: response.razorpay_order_id, payment_id: response.razorpay_payment_id };
    expect(validatePaymentVerification(paid, response.razorpay_signature, sandbox.keySecret)).toBe(true);
    const forged = response.razorpay_signature.replace(/^./, (first) => (first === 'a' ? 'b' : 'a'));
    expect(validatePaymentVerification(paid, forged, sandbox.keySecret)).toBe(false);
    expect(validatePaymentVerification(paid, response.razorpay_signature, 'another secret')).toBe(false);
    expect(await razorpay.payments.fetch(response.razorpay_payment_id)).toMatchObject({
      status: 'captured',
      method: 'upi',
      vpa: 'success@razorpay',
      order_id: response.razorpay_order_id,
      email: 'asha@example.com',
      contact: '+919820098200',
    });
    expect(await page.locator('[data-razorpay-sandbox]').count()).toBe(0);
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Pay by UPI');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('failure@razorpay fires payment.failed with Razorpay’s error object; the customer then pays by card in the same checkout', async () => {
    const { page, errors } = await openMerchant(viewports.desktop);
    const checkout = await openCheckout(page, 'Pay by UPI');
    await checkout.getByRole('radio', { name: /failure@razorpay/ }).check();
    await checkout.getByRole('button', { name: /^Pay / }).click();
    const [failed] = await results(page, 1);
    expect(failed).toMatchObject({
      type: 'failed',
      response: { error: { code: 'BAD_REQUEST_ERROR', source: 'gateway', step: 'payment_response', reason: 'payment_failed' } },
    });
    const metadata = (failed as Extract<CheckoutResult, { type: 'failed' }>).response.error.metadata;
    expect(await razorpay.payments.fetch(metadata.payment_id)).toMatchObject({ status: 'failed', order_id: metadata.order_id });
    await checkout.getByRole('status').filter({ hasText: 'Payment failed' }).waitFor();
    await screenshot(page, 'checkout-failed-1280');

    await checkout.getByRole('radio', { name: 'Card' }).check();
    await expect(checkout.getByLabel('Card number').inputValue()).resolves.toBe('4111 1111 1111 1111');
    await screenshot(page, 'checkout-card-1280');
    await checkout.getByRole('button', { name: /^Pay / }).click();
    const [, paid] = await results(page, 2);
    expect(paid).toMatchObject({ type: 'success', response: { razorpay_order_id: metadata.order_id } });
    const payments = await razorpay.orders.fetchPayments(metadata.order_id);
    expect(payments.items.map((payment) => [payment.method, payment.status])).toEqual([
      ['card', 'captured'],
      ['upi', 'failed'],
    ]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('preselects the prefilled method, pays by net banking and by UPI QR', async () => {
    const { page } = await openMerchant(viewports.desktop);
    let checkout = await openCheckout(page, 'Pay by net banking');
    await expect(checkout.getByRole('radio', { name: 'Net banking' }).isChecked()).resolves.toBe(true);
    await checkout.getByLabel('Bank', { exact: true }).selectOption('ICIC');
    await checkout.getByRole('button', { name: /^Pay / }).click();
    const [byBank] = await results(page, 1);
    const bankPayment = (byBank as Extract<CheckoutResult, { type: 'success' }>).response.razorpay_payment_id;
    expect(await razorpay.payments.fetch(bankPayment)).toMatchObject({ method: 'netbanking', bank: 'ICIC', status: 'captured' });

    checkout = await openCheckout(page, 'Pay by UPI');
    await checkout.getByRole('radio', { name: 'UPI QR' }).check();
    await expect(checkout.getByRole('img', { name: 'UPI QR code for this payment' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'checkout-qr-1280');
    await checkout.getByRole('button', { name: /^Pay / }).click();
    const [, byQr] = await results(page, 2);
    expect(byQr!.type).toBe('success');
    await page.close();
  });

  it('closing calls modal.ondismiss, by the close button or the Escape key, and the page behind is usable again', async () => {
    const { page } = await openMerchant(viewports.phone);
    let checkout = await openCheckout(page, 'Pay by card');
    await checkout.getByRole('button', { name: 'Close checkout' }).click();
    expect(await results(page, 1)).toEqual([{ type: 'dismiss' }]);
    expect(await page.locator('[data-razorpay-sandbox]').count()).toBe(0);

    checkout = await openCheckout(page, 'Pay by card');
    await checkout.getByRole('radio', { name: 'Card' }).focus();
    await page.keyboard.press('Escape');
    expect(await results(page, 2)).toEqual([{ type: 'dismiss' }, { type: 'dismiss' }]);
    await openCheckout(page, 'Pay by card');
    await page.close();
  });

  it('is operable by keyboard alone: focus starts in the checkout, methods change with arrow keys, Enter pays', async () => {
    const { page } = await openMerchant(viewports.desktop);
    await openCheckout(page, 'Pay by UPI');
    const frame = await waitFor('the checkout frame', () => page.frames().find((candidate) => candidate.url().includes('/v1/checkout/embedded')));
    await frame.waitForFunction(() => document.hasFocus());
    const focused = () =>
      frame.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? (document.activeElement as HTMLInputElement | null)?.value);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Close checkout');
    await frame.getByRole('radio', { name: 'UPI', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('card');
    await frame.getByRole('button', { name: /^Pay / }).focus();
    await page.keyboard.press('Enter');
    const [paid] = await results(page, 1);
    expect(paid!.type).toBe('success');
    await page.close();
  });

  it('has no serious or critical axe violations at 390 and 1280 px, and says why it cannot open for a paid order', async () => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const { page } = await openMerchant(viewport);
      await openCheckout(page, 'Pay by card');
      const frame = page.frames().find((candidate) => candidate.url().includes('/v1/checkout/embedded'))!;
      expect(await seriousAxeViolations(frame)).toEqual([]);
      await screenshot(page, `checkout-card-${name}`);
      await page.close();
    }
    const order = await razorpay.orders.create({ amount: 10000, currency: 'INR' });
    sandbox.controls.payOrder(order.id);
    const page = await browser.newPage({ viewport: viewports.phone });
    await page.goto(
      `${sandbox.url}/v1/checkout/embedded?key_id=${sandbox.keyId}&order_id=${order.id}&parent_origin=${encodeURIComponent('http://127.0.0.1:1')}`,
    );
    await expect(page.getByRole('alert').textContent()).resolves.toBe('This order has already been paid.');
    await page.close();
  });
});

describe("a Payment Link's hosted page", () => {
  it('shows the chosen method’s panel, says a failed attempt, and pays the link, at 390 px', async () => {
    const link = await razorpay.paymentLink.create({
      amount: 154900,
      currency: 'INR',
      reference_id: `PB-PAGE-${Date.now()}`,
      description: 'Balance due',
      notify: { sms: false, email: false },
    } as Parameters<Razorpay['paymentLink']['create']>[0]);
    const page = await browser.newPage({ viewport: viewports.phone });
    const errors = watchErrors(page);
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(new URL(response.url()).pathname);
    });
    await page.goto(link.short_url);
    await page.getByLabel('Phone').fill('9820044444');
    await page.getByLabel('E-mail').fill('tanvi@example.com');
    // The shared pay form shows one method's panel at a time.
    await page.getByRole('radio', { name: 'Card', exact: true }).check();
    await page.getByLabel('Card number').waitFor();
    expect(await page.getByRole('radio', { name: /success@razorpay/ }).isVisible()).toBe(false);
    await page.getByRole('radio', { name: 'UPI', exact: true }).check();
    await page.getByRole('radio', { name: /failure@razorpay/ }).check();
    await page.getByRole('button', { name: 'Pay ₹1,549' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Payment failed: / })
      .waitFor();
    await page.getByRole('radio', { name: /success@razorpay/ }).check();
    await page.getByRole('button', { name: 'Pay ₹1,549' }).click();
    await page.getByRole('status').filter({ hasText: 'This payment link has been paid. Thank you!' }).waitFor();
    expect(await razorpay.paymentLink.fetch(link.id)).toMatchObject({ status: 'paid' });
    // Every file the page loads is served (its scripts included); the browser's own favicon request is the sandbox's 401.
    expect(refused).toEqual([]);
    expect(errors.filter((error) => error.startsWith('uncaught'))).toEqual([]);
    await page.close();
  });
});
