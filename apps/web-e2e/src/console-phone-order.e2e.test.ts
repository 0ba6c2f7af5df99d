// A phone order in real Chromium against the real store and its embedded Razorpay sandbox (issue 28): an operator opens
// "New phone order", chooses a theme, types the customer, the party date and the address, picks a day and slot the
// delivery calendar offers, saves the draft (priced by the server) and places it with a payment link; the customer's
// text carries the Razorpay link, they pay on the sandbox's hosted page, and the order is paid in the console.
// Screenshots of the form (empty, with a mistake, saved) at 1280 and 390 px.
import { describe, expect, it } from 'vitest';
import { viewports } from '@partybox/test-browser';
import { openTab, reload } from './support/navigation';
import { operatorConsole } from './support/operators';
import { fillPhoneOrder } from './support/phone-order';
import { shoot } from './support/screenshots';
import { smsLines } from './support/sms';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const stamp = String(Date.now()).slice(-8);
const phones = { customer: `96${stamp}`, operator: `95${stamp}` };
/** A party three weeks ahead: past the lead time, inside the booking window. */
const partyDate = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

describe('a phone order in the console', () => {
  it('is saved as a draft, placed with a payment link, and paid by the customer on the link’s page', async () => {
    const operator = await operatorConsole(fixture, { phone: phones.operator, name: 'Priya Operator', password: 'balloons and cake' });
    const list = await openTab(operator, `${fixture.store.url}/admin`);
    await list.getByRole('link', { name: 'New phone order' }).click();
    const page = list;
    await page.getByRole('heading', { name: 'New phone order' }).waitFor();
    await page.getByLabel('Theme').selectOption('superhero');
    await shoot(page, 'console-new-phone-order');

    // A PIN code outside the delivery area, refused below.
    await fillPhoneOrder(page, { name: 'Kavya Menon', phone: phones.customer, email: 'kavya@example.com', partyDate, pincode: '110001' });
    await page.getByRole('button', { name: 'Save draft' }).click();
    // The same rule as checkout, in the browser: the delivery area.
    await page.getByRole('alert').filter({ hasText: 'Check the fields marked below.' }).waitFor();
    expect(await page.locator('.field__error').allTextContents()).not.toEqual([]);
    await shoot(page, 'console-new-phone-order-mistake');

    await page.getByLabel('PIN code').fill('400050');
    await page.getByRole('button', { name: 'Save draft' }).click();
    const saved = page.getByRole('status').filter({ hasText: 'Draft saved' });
    await saved.waitFor({ timeout: 15_000 });
    expect(await saved.textContent()).toMatch(/total ₹[\d,]+/);
    await shoot(page, 'console-new-phone-order-saved');

    await page.getByRole('button', { name: 'Place and send payment link' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toMatch(/^\/admin\/orders\/PB-/);
    const orderNumber = new URL(page.url()).pathname.split('/')[3]!;
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect.poll(() => payment.textContent(), { timeout: 30_000 }).toContain('Open link for');
    const shortUrl = (await payment.getByRole('link', { name: /\/i\/[A-Za-z0-9]{8}$/ }).getAttribute('href'))!;

    await expect.poll(() => smsLines(fixture.store, phones.customer).some((line) => line.includes(shortUrl)), { timeout: 30_000 }).toBe(true);
    const customer = await fixture.browser.newPage({ viewport: viewports.phone });
    await customer.goto(shortUrl);
    await customer.getByLabel('Phone').fill(phones.customer);
    await customer.getByLabel('E-mail').fill('kavya@example.com');
    await customer.getByRole('button', { name: /^Pay ₹/ }).click();
    await customer.getByRole('status').filter({ hasText: 'This payment link has been paid. Thank you!' }).waitFor({ timeout: 30_000 });

    await expect
      .poll(
        async () => {
          await reload(page);
          return page.locator('.status-badge--payment').textContent();
        },
        { timeout: 30_000 },
      )
      .toBe('Paid');
    expect(orderNumber).toMatch(/^PB-/);
  });
});
