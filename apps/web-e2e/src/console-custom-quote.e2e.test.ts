// A quote for a /custom request in real Chromium against the real store and its embedded Razorpay sandbox (issue 28):
// an operator opens the request in the console, types a price in Indian digit grouping and what it includes, and sends
// it; the customer's text carries the Razorpay link, they pay on the sandbox's hosted page, and the request shows the
// quote paid with its payment. Screenshots of the quote card sent and paid at 1280 and 390 px.
import { describe, expect, it } from 'vitest';
import { viewports } from '@partybox/test-browser';
import { openTab, reload } from './support/navigation';
import { operatorConsole } from './support/operators';
import { shoot } from './support/screenshots';
import { smsLines } from './support/sms';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const stamp = String(Date.now()).slice(-8);
const phones = { customer: `94${stamp}`, operator: `93${stamp}` };
const partyDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

describe('a quote for a /custom request', () => {
  it('is sent as a payment link that the customer pays; the request then shows it paid', async () => {
    const request = await fetch(`${fixture.store.url}/api/customizations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `quote-${stamp}-request` },
      body: JSON.stringify({
        name: 'Rohan Das',
        phone: phones.customer,
        email: 'rohan@example.com',
        eventDate: partyDate,
        occasion: 'Birthday',
        themeName: 'Space',
      }),
    });
    expect(request.status).toBe(201);
    const { id } = (await request.json()) as { id: string };

    const operator = await operatorConsole(fixture, { phone: phones.operator, name: 'Priya Operator', password: 'balloons and cake' });
    const page = await openTab(operator, `${fixture.store.url}/admin/inbox/custom/${id}`);
    const card = page.getByRole('region', { name: 'Quote' });
    await card.getByLabel('Price (₹)').fill('18,500');
    await card.getByLabel('What it includes (the customer reads this)').fill('Rocket backdrop, 40 balloons, cake for 30');
    await card.getByRole('button', { name: 'Send quote with payment link' }).click();
    const state = card.getByRole('status');
    await expect.poll(() => state.textContent(), { timeout: 15_000 }).toContain('Sent ₹18,500');
    const shortUrl = (await state.getByRole('link').getAttribute('href'))!;
    await shoot(page, 'console-custom-quote-sent');

    await expect.poll(() => smsLines(fixture.store, phones.customer).some((line) => line.includes(shortUrl)), { timeout: 30_000 }).toBe(true);
    const customer = await fixture.browser.newPage({ viewport: viewports.phone });
    await customer.goto(shortUrl);
    await customer.getByLabel('Phone').fill(phones.customer);
    await customer.getByLabel('E-mail').fill('rohan@example.com');
    await customer.getByRole('button', { name: 'Pay ₹18,500' }).click();
    await customer.getByRole('status').filter({ hasText: 'This payment link has been paid. Thank you!' }).waitFor({ timeout: 30_000 });

    await expect
      .poll(
        async () => {
          await reload(page);
          return page.getByRole('region', { name: 'Quote' }).getByRole('status').textContent();
        },
        { timeout: 30_000 },
      )
      .toMatch(/^Paid ₹18,500 on .+ \(payment pay_[A-Za-z0-9]{14}\)\.$/);
    await shoot(page, 'console-custom-quote-paid');
  });
});
