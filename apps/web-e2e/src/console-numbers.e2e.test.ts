// The shop's numbers in real Chromium against the real store process, at 390 and 1280 px: a customer orders a Glow
// Party box (the decor reads "Happy Birthday Meera"); an operator finds it by the birthday child's name, sees who
// ordered in the Customer column, opens that customer's page (their orders and total) from the list and from the
// order page, and opens Reports, whose figures count the order today, this week and this month and by theme, payment
// method and slot. Neither page scrolls sideways on a phone, nor does the subscribers' inbox. Screenshots of Reports
// and the customer page at both widths; axe on both at both widths.
import type { BrowserContext, Page } from 'playwright-core';
import { wireHeaders } from '@partybox/contracts/wire';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { viewports } from '@partybox/test-browser';
import { glow, glowOrderTotal, placeGlowOrder } from './support/checkout';
import { inr } from './support/forms';
import { open as openPage, openTab } from './support/navigation';
import { operatorConsole as signedInOperator } from './support/operators';
import { shoot } from './support/screenshots';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const stamp = String(Date.now()).slice(-8);
const customerPhone = `98${stamp}`;
const operatorPhone = `97${stamp}`;
const password = 'balloons and cake';
const placed = { orderNumber: '' };
let operator: BrowserContext;

const open = (context: BrowserContext, path: string) => openTab(context, fixture.store.url + path);

/** Waits until the console page has its heading and no loading status. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.locator('main [role="status"]:has-text("Loading")').waitFor({ state: 'detached' });
}

/** Whether the page is wider than the window (it would scroll sideways). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Checks at 390 px, then at 1280 px, that `page` does not scroll sideways. */
async function fitsBothWidths(page: Page): Promise<void> {
  for (const viewport of [viewports.phone, viewports.desktop]) {
    await page.setViewportSize(viewport);
    expect(await scrollsSideways(page), `${page.url()} at ${viewport.width} px`).toBe(false);
  }
}

describe('the shop’s numbers', () => {
  it("finds the order by the birthday child's name and shows who ordered", async () => {
    const shopper = await fixture.browser.newPage({ viewport: viewports.desktop });
    placed.orderNumber = await placeGlowOrder(shopper, fixture.store.url, customerPhone);
    await shopper.close();
    operator = await signedInOperator(fixture, { phone: operatorPhone, name: 'Priya Operator', password });
    const list = await open(operator, '/admin');
    await list.getByLabel('Order number, phone or name').fill('Meera');
    await list.getByRole('button', { name: 'Apply' }).click();
    const table = list.getByRole('table');
    const row = table.getByRole('row').filter({ has: list.getByRole('link', { name: placed.orderNumber }) });
    await row.waitFor();
    await expect.poll(() => row.locator('.console-table__who').textContent()).toContain('Asha Rao');
    await row.getByRole('link', { name: 'Asha Rao' }).click();
    await expect.poll(() => new URL(list.url()).pathname).toBe(`/admin/customers/${customerPhone}`);
    await settled(list);
    await list.getByRole('heading', { level: 1, name: 'Asha Rao' }).waitFor();
    await list.getByRole('link', { name: placed.orderNumber }).waitFor();
  });

  it("opens the customer's page from the order page: their orders and what they spent", async () => {
    const page = await open(operator, `/admin/orders/${placed.orderNumber}`);
    await settled(page);
    await page.getByRole('link', { name: "This customer's orders and total spent" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/admin/customers/${customerPhone}`);
    await settled(page);
    // Cash on delivery, not collected yet: placed for the total, nothing spent.
    await expect.poll(() => page.locator('.customer-page__spent').textContent()).toBe(`Spent ${inr(0)} over 1 order`);
    const all = page.getByRole('table', { name: 'In all' });
    await expect.poll(() => all.getByRole('cell').nth(1).textContent()).toBe(inr(glowOrderTotal));
    await fitsBothWidths(page);
    await shoot(page, 'console-customer');
  });

  it('opens Reports: today, this week and this month count the order, and so does each breakdown', async () => {
    const page = await open(operator, '/admin');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Reports' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/reports');
    await settled(page);
    const glance = page.getByRole('table', { name: 'At a glance' });
    for (const period of ['Today', /^This week/, /^This month/]) {
      const cells = glance.getByRole('row', { name: period }).getByRole('cell');
      await expect.poll(() => cells.allTextContents()).toEqual(['1', inr(glowOrderTotal), inr(0), inr(0), inr(0)]);
    }
    const theme = page.getByRole('table', { name: 'By theme' }).getByRole('row', { name: glow.name });
    await expect.poll(() => theme.getByRole('cell').first().textContent()).toBe('1');
    await page.getByRole('table', { name: 'By payment method' }).getByRole('row', { name: 'Cash on Delivery' }).waitFor();
    // Booked on the calendar's first free slot: the morning.
    await page.getByRole('table', { name: 'By delivery slot' }).getByRole('row', { name: '9 am-12 pm' }).waitFor();
    await page.getByRole('link', { name: 'Download these orders (CSV)' }).waitFor();
    await fitsBothWidths(page);
    await shoot(page, 'console-reports');
  });

  it('shows the subscribers without scrolling sideways on a phone', async () => {
    // A long address with nowhere to break is what pushed the page wider than a phone.
    const email = `party.planning.committee.of.the.residents.welfare.association.${stamp}@example.com`;
    const subscribed = await fetch(`${fixture.store.url}/api/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [wireHeaders.idempotencyKey]: `subscribe-${stamp}` },
      body: JSON.stringify({ email }),
    });
    expect(subscribed.status).toBe(200);
    const page = await open(operator, '/admin/inbox/subscribers');
    await page.getByText(email).first().waitFor();
    await settled(page);
    await fitsBothWidths(page);
  });

  it('has no serious or critical axe violation on Reports and the customer page, at both widths', async () => {
    const audit = await fixture.browser.newContext({ storageState: await operator.storageState(), bypassCSP: true });
    for (const [label, viewport] of Object.entries(viewports)) {
      for (const path of ['/admin/reports', `/admin/customers/${customerPhone}`]) {
        const page = await audit.newPage();
        await page.setViewportSize(viewport);
        await openPage(page, fixture.store.url + path);
        await settled(page);
        expect(await seriousViolations(page), `${path} at ${label}`).toEqual([]);
        await page.close();
      }
    }
    await audit.close();
    await operator.close();
  });
});
