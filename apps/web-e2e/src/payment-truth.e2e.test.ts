// What the customer is told about their money is true (issue 24), in real Chromium at 390 and 1280 px against the store
// with its embedded Razorpay sandbox: changing a box's add-ons after going Back from /customize leaves ONE box with the
// new total; a UPI payment's confirmation says the payment is received and, apart from it, that the delivery slot is
// not confirmed yet; net banking with ICICI picked opens the payment window with ICICI selected and the order shows the
// bank Razorpay reports; Back while the payment window is open lands on the placed order with "Pay now".
import { loadCatalog } from '@partybox/catalog';
import type { FrameLocator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports, watchErrors } from '@partybox/test-browser';
import { glow, glowCheckoutToPayment, glowOrderTotal } from './support/checkout';
import { addonLabel, inr } from './support/forms';
import { open } from './support/navigation';
import { shoot } from './support/screenshots';
import { useStore } from './support/store-fixture';

const fixture = useStore();
const { confirmation, shippingFee } = loadCatalog().site;
const stamp = String(Date.now()).slice(-7);
const widths = Object.keys(viewports) as (keyof typeof viewports)[];
/** A phone number of its own for each scenario and width (the store texts each customer). */
const phoneFor = (scenario: number, width: keyof typeof viewports) => `9${scenario}${width === 'phone' ? 1 : 2}${stamp}`;
const total = inr(glowOrderTotal);

const path = (page: Page) => new URL(page.url()).pathname;
const main = (page: Page) => page.getByRole('main');
const gateway = (page: Page): FrameLocator => page.frameLocator('iframe[title="Razorpay Checkout (sandbox)"]');

/** Screenshots at both widths (shoot), taken once: in the 1280 px run, which shoot leaves at 1280 px. */
async function screenshots(page: Page, name: string, width: keyof typeof viewports): Promise<void> {
  if (width === 'desktop') await shoot(page, name);
}

async function newPage(width: keyof typeof viewports) {
  const context = await fixture.browser.newContext({ viewport: viewports[width] });
  const page = await context.newPage();
  return { page, errors: watchErrors(page) };
}

/** On /payment: chooses `method` (and `bank`), presses Pay and waits for the payment window. */
async function pay(page: Page, method: string, bank?: string): Promise<void> {
  await main(page).getByRole('radio', { name: method }).check();
  if (bank) await main(page).getByRole('radio', { name: bank }).check();
  await main(page)
    .getByRole('button', { name: `Pay ${total}` })
    .click();
  await gateway(page).getByRole('heading', { name: 'Party Box' }).waitFor();
}

async function confirmationNext(page: Page) {
  await expect.poll(() => path(page), { timeout: 30_000 }).toBe('/confirmation');
  const next = page.getByRole('region', { name: 'What happens next' });
  await next
    .getByText(/Order number|Payment received/)
    .first()
    .waitFor({ timeout: 30_000 });
  return next;
}

describe.each(widths)('the truth about money at %s width', (width) => {
  it("changes a box's add-ons after going back: one box in the cart with the new total", async () => {
    const { page, errors } = await newPage(width);
    const [first, second] = glow.addons;
    const tick = (label: string) => main(page).getByRole('checkbox', { name: addonLabel(label) });
    await open(page, fixture.store.url + glow.route);
    await tick(first!.label).check();
    await main(page).getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(() => path(page)).toBe('/customize');
    await page.goBack();
    await expect.poll(() => tick(first!.label).isChecked()).toBe(true);
    await tick(first!.label).uncheck();
    await tick(second!.label).check();
    await main(page).getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(() => path(page)).toBe('/customize');

    const cart = main(page).getByRole('region', { name: 'Your cart' });
    const expected = glow.basePrice + second!.price + shippingFee;
    await expect.poll(() => cart.textContent()).toContain(inr(expected));
    expect(await cart.getByText(`${glow.name} × 1`).count()).toBe(1);
    expect(await cart.textContent()).toContain(second!.label);
    expect(await cart.textContent()).not.toContain(first!.label);
    await screenshots(page, 'customize-edited-box', width);
    // The cart page agrees: one box.
    await open(page, `${fixture.store.url}/cart`);
    await expect.poll(() => main(page).getByText(inr(expected)).count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('pays by UPI: the confirmation says the payment is received and, apart from it, that the slot is not confirmed yet', async () => {
    const { page } = await newPage(width);
    await glowCheckoutToPayment(page, fixture.store.url, phoneFor(2, width));
    await pay(page, 'UPI / GPay');
    await gateway(page)
      .getByRole('radio', { name: /success@razorpay/ })
      .check();
    await gateway(page).getByRole('button', { name: /^Pay / }).click();
    const next = await confirmationNext(page);
    await expect.poll(() => next.textContent(), { timeout: 30_000 }).toContain(`Payment received: ${total}`);
    const text = (await next.textContent()) ?? '';
    expect(text).toContain(confirmation.received);
    expect(text).toContain('Our team confirms your order next');
    expect(text).not.toContain(confirmation.confirmed);
    await screenshots(page, 'confirmation-payment-received', width);
    // The status page says the same, each in its place.
    await page.getByRole('link', { name: 'its status page' }).click();
    await main(page).getByText(confirmation.received).waitFor();
    await expect.poll(() => page.getByRole('region', { name: 'Payment' }).textContent(), { timeout: 30_000 }).toContain(`Paid ${total} by UPI`);
    await screenshots(page, 'status-paid-not-confirmed', width);
    await page.context().close();
  });

  it('pays by net banking with ICICI picked: ICICI is selected in the payment window and recorded on the order', async () => {
    const { page } = await newPage(width);
    await glowCheckoutToPayment(page, fixture.store.url, phoneFor(3, width));
    await pay(page, 'Net Banking', 'ICICI Bank');
    await expect(gateway(page).getByRole('radio', { name: 'Net banking' }).isChecked()).resolves.toBe(true);
    await expect(gateway(page).getByLabel('Bank', { exact: true }).inputValue()).resolves.toBe('ICIC');
    await screenshots(page, 'payment-window-icici', width);
    await gateway(page).getByRole('button', { name: /^Pay / }).click();
    const next = await confirmationNext(page);
    await expect.poll(() => next.textContent(), { timeout: 30_000 }).toContain(`Payment received: ${total} · Net Banking (ICICI Bank)`);
    await page.getByRole('link', { name: 'its status page' }).click();
    const money = page.getByRole('region', { name: 'Payment' });
    await expect.poll(() => money.textContent(), { timeout: 30_000 }).toContain('by net banking (ICICI Bank)');
    expect(await money.getByRole('list').textContent()).toContain('Net banking (ICICI Bank)');
    await screenshots(page, 'status-paid-icici', width);
    await page.context().close();
  });

  it('pressing Back while the payment window is open lands on the placed order with Pay now', async () => {
    const { page, errors } = await newPage(width);
    await glowCheckoutToPayment(page, fixture.store.url, phoneFor(4, width));
    await pay(page, 'UPI / GPay');
    await page.goBack();
    await expect.poll(() => path(page), { timeout: 30_000 }).toMatch(/^\/orders\/PB-\d{6}-[0-9A-Z]{6}$/);
    const money = page.getByRole('region', { name: 'Payment' });
    await money.getByRole('button', { name: `Pay now · ${total}` }).waitFor({ timeout: 30_000 });
    expect(await page.locator('iframe[title="Razorpay Checkout (sandbox)"]').count()).toBe(0);
    expect(await main(page).textContent()).not.toContain('Your cart is empty');
    await screenshots(page, 'status-after-back', width);
    // Pay now opens a new attempt that pays the order.
    await money.getByRole('button', { name: `Pay now · ${total}` }).click();
    await gateway(page)
      .getByRole('radio', { name: /success@razorpay/ })
      .check();
    await gateway(page).getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => money.textContent(), { timeout: 30_000 }).toContain(`Paid ${total}`);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
