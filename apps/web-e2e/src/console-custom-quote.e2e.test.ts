// A quote for a /custom request in real Chromium against the real store and its embedded Razorpay sandbox (issue 28):
// an operator opens the request in the console, types a price in Indian digit grouping and what it includes, and sends
// it; the customer's text carries the Razorpay link, they pay on the sandbox's hosted page, and the request shows the
// quote paid with its payment and a link to the order it became, which the operator finds in the order list and in
// Reports. Screenshots of the quote card sent and paid, the order, the list and Reports at 1280 and 390 px.
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

  it('paid, becomes an order the operator finds from the request, in the order list and in Reports, at both widths', async () => {
    const phone = `92${stamp}`;
    const request = await fetch(`${fixture.store.url}/api/customizations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `quote-${stamp}-order` },
      body: JSON.stringify({ name: 'Kavya Rao', phone, email: 'kavya@example.com', eventDate: partyDate, occasion: 'Birthday', themeName: 'Jungle' }),
    });
    expect(request.status).toBe(201);
    const { id } = (await request.json()) as { id: string };
    const operator = await operatorConsole(fixture, { phone: `91${stamp}`, name: 'Priya Operator', password: 'balloons and cake' });
    // Reports count every quoted box under one row, "Custom party box": how many it holds before this one is paid.
    const page = await openTab(operator, `${fixture.store.url}/admin/reports`);
    const quotedRow = () => page.getByRole('table', { name: 'By theme' }).getByRole('row', { name: 'Custom party box' });
    await page.getByRole('table', { name: 'By theme' }).waitFor({ timeout: 15_000 });
    const quotedBefore = (await quotedRow().count()) ? Number(await quotedRow().getByRole('cell').first().textContent()) : 0;
    await page.goto(`${fixture.store.url}/admin/inbox/custom/${id}`);
    const card = page.getByRole('region', { name: 'Quote' });
    await card.getByLabel('Price (₹)').fill('12,400');
    await card.getByLabel('What it includes (the customer reads this)').fill('Jungle backdrop and a cake for 20');
    await card.getByRole('button', { name: 'Send quote with payment link' }).click();
    await expect.poll(() => card.getByRole('status').textContent(), { timeout: 15_000 }).toContain('Sent ₹12,400');
    const shortUrl = (await card.getByRole('status').getByRole('link').getAttribute('href'))!;

    const customer = await fixture.browser.newPage({ viewport: viewports.phone });
    await customer.goto(shortUrl);
    await customer.getByLabel('Phone').fill(phone);
    await customer.getByLabel('E-mail').fill('kavya@example.com');
    await customer.getByRole('button', { name: 'Pay ₹12,400' }).click();
    await customer.getByRole('status').filter({ hasText: 'This payment link has been paid. Thank you!' }).waitFor({ timeout: 30_000 });
    // The customer hears "payment received" for the order.
    await expect
      .poll(() => smsLines(fixture.store, phone).some((line) => line.includes('we received your payment of Rs. 12,400')), { timeout: 30_000 })
      .toBe(true);

    const line = 'Custom party box: Jungle backdrop and a cake for 20';
    let orderNumber = '';
    for (const size of ['desktop', 'phone'] as const) {
      await page.setViewportSize(viewports[size]);
      await page.goto(`${fixture.store.url}/admin/inbox/custom/${id}`);
      const orderLink = page.getByRole('region', { name: 'Quote' }).locator('a[href^="/admin/orders/PB-"]');
      // The order was placed with the payment (its text went out above).
      await orderLink.waitFor({ timeout: 15_000 });
      orderNumber = (await orderLink.textContent())!;
      if (size === 'desktop') await shoot(page, 'console-custom-quote-order');
      await orderLink.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/orders/${orderNumber}`);
      await expect.poll(() => page.locator('main').textContent(), { timeout: 15_000 }).toContain(line);
      expect(await page.locator('main').textContent()).toContain('Paid');
      if (size === 'desktop') await shoot(page, 'console-quote-order-page');

      await page.goto(`${fixture.store.url}/admin?q=${orderNumber}`);
      await page.locator(`a[href="/admin/orders/${orderNumber}"]`).first().waitFor({ timeout: 15_000 });
      if (size === 'desktop') await shoot(page, 'console-quote-order-list');

      await page.goto(`${fixture.store.url}/admin/reports`);
      await expect.poll(() => quotedRow().getByRole('cell').first().textContent(), { timeout: 15_000 }).toBe(String(quotedBefore + 1));
      if (size === 'desktop') await shoot(page, 'console-quote-order-reports');
    }
  });
});
