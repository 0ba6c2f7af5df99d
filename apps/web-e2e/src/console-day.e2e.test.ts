// The team's day in real Chromium against the real store process: two cash-on-delivery Glow Party orders placed
// through the storefront (one with an add-on) for the same delivery day in different slots, and an operator whose
// browser's clock says it is that day.
// /admin opens on Today with them in slot order, each row with theme, who ordered, slot and the cash to collect; on a
// phone the filters fold away and each order is a compact card; the order page has Call and WhatsApp and puts what to
// make before the money forms; a bulk confirm clicked twice confirms each order once; the day's "Print all" holds
// every order not delivered or cancelled (a packed one too), and its PDF (read back with pdftotext) has the box's own
// contents, the add-on, the slot, the cash to collect and the packing note, with the order number on every page of a
// long order. Screenshots of each page at 390×844 and 1280×800.
import type { AdminCalendarPage, DeliverySlot } from '@partybox/contracts/calendar';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { viewports } from '@partybox/test-browser';
import { glow, glowOrderTotal, placeGlowOrder } from './support/checkout';
import { daysAhead, fieldLabel, inr } from './support/forms';
import { open as openPage, openTab } from './support/navigation';
import { operatorConsole } from './support/operator-console';
import { calendarDays } from './support/delivery';
import { printedPages } from './support/printed';
import { screenshot, shoot } from './support/screenshots';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });

const stamp = String(Date.now()).slice(-8);
const operator = { phone: `95${stamp}`, name: 'Priya Operator', password: 'balloons and cake' };
const addon = glow.addons.find((entry) => entry.label === 'Glow Sticks Pack')!;
const packingNote = 'Pack the UV lights on top: the customer asked to check them at the door';
/** Long notes for packing, so the first order's slip runs onto a second page. */
const longNotes = Array.from({ length: 4 }, (_, index) =>
  `Note ${index + 1} for packing: ${'wrap every glow bracelet separately in tissue; '.repeat(18)}`.slice(0, 990),
);
const orders = { first: '', second: '' };
const slots = {} as Record<keyof typeof orders, DeliverySlot>;
let team: BrowserContext;

const open = (path: string) => openTab(team, fixture.store.url + path);

/** A day as the console writes it ("8 December 2026"). */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

/** Takes a customer through the Glow Party's theme page and party details to the delivery step's calendar. */
async function glowCheckoutToDelivery(page: Page): Promise<void> {
  const main = page.getByRole('main');
  const field = (label: string) => main.getByLabel(fieldLabel(label));
  await openPage(page, fixture.store.url + glow.route);
  await main.getByRole('button', { name: 'Customize & Proceed' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/customize');
  await field('Name').fill('Meera Iyer');
  await field('Phone').fill(`96${stamp}`);
  await field('Email').fill('meera.iyer@example.com');
  await field('Event date').fill(daysAhead(30));
  await main.getByRole('button', { name: 'Proceed Further' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/delivery');
}

/** Waits until the console page has its heading and no loading status. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.locator('main [role="status"]:has-text("Loading"), main [role="status"]:has-text("Checking")').waitFor({ state: 'detached' });
}

/** The order rows of the day list, by order number, in the order shown. */
async function listedNumbers(page: Page): Promise<string[]> {
  return page.locator('main table tbody th[scope="row"] a').allTextContents();
}

describe("the team's day", () => {
  it('opens /admin on Today with the day’s orders by slot, each with theme, who ordered, slot and the cash to collect', async () => {
    const customer = await fixture.browser.newContext({ viewport: viewports.desktop });
    // Both go out on the calendar's first open day: the first placed in its second slot, the second in its first.
    orders.first = await placeGlowOrder(await customer.newPage(), fixture.store.url, `98${stamp}`, { addons: [addon.label], slotIndex: 1 });
    orders.second = await placeGlowOrder(await customer.newPage(), fixture.store.url, `97${stamp}`);
    await customer.close();
    team = await operatorConsole(fixture, operator);
    const booked = async (number: string) =>
      ((await (await team.request.get(`${fixture.store.url}/api/admin/orders/${number}`)).json()) as AdminOrderDetail).deliverySlot!;
    slots.first = await booked(orders.first);
    slots.second = await booked(orders.second);
    expect(slots.first.date).toBe(slots.second.date);
    // The operator's browser lives on the delivery day (the store's own clock is today's: the orders were booked ahead).
    await team.clock.setFixedTime(new Date(`${slots.first.date}T09:00:00+05:30`));

    const list = await open('/admin');
    await settled(list);
    expect(await list.getByRole('heading', { level: 1 }).textContent()).toBe('Today');
    expect(await list.getByRole('link', { name: 'Today' }).getAttribute('aria-current')).toBe('page');
    // By slot, not by time placed: the second order's slot is the earlier one.
    expect(await listedNumbers(list)).toEqual([orders.second, orders.first]);
    const first = list.getByRole('row').filter({ hasText: orders.first });
    const text = (await first.textContent()) ?? '';
    expect(text).toContain(glow.name);
    expect(text).toContain('Asha Rao');
    expect(text).toContain(slots.first.label);
    expect(text).toContain('Pay on delivery');
    expect(text).toContain(`Collect ${inr(glowOrderTotal + addon.price)} in cash`);
    expect(await list.getByRole('row').filter({ hasText: orders.second }).textContent()).toContain(`Collect ${inr(glowOrderTotal)} in cash`);
    await shoot(list, 'console-day-today');

    await list.getByRole('link', { name: 'Tomorrow' }).click();
    await list.getByText('No orders for tomorrow.').waitFor();
    await list.getByRole('link', { name: 'This week' }).click();
    await list.getByRole('row').filter({ hasText: orders.second }).waitFor();
  });

  it('folds the filters away on a phone and shows each order as a compact card', async () => {
    const list = await open('/admin');
    await list.setViewportSize(viewports.phone);
    await settled(list);
    const search = list.getByLabel('Order number, phone or name');
    expect(await search.isVisible()).toBe(false);
    const toggle = list.getByRole('button', { name: 'Search and filters' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await screenshot(list, 'console-day-today-phone');
    // A few short lines an order, so 25 orders take about three screens, not nine.
    for (const number of [orders.first, orders.second]) {
      const box = await list.getByRole('row').filter({ hasText: number }).boundingBox();
      expect(box!.height, number).toBeLessThan(130);
    }
    await toggle.click();
    await search.waitFor();
    await screenshot(list, 'console-day-filters-open-phone');
  });

  it('has Call and WhatsApp on the order page, and on a phone what to make before the money forms', async () => {
    const order = await open(`/admin/orders/${orders.first}`);
    await settled(order);
    const contact = order.getByRole('list', { name: /^Contact / });
    const hrefs = await contact.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs[0]).toBe(`tel:+9198${stamp}`);
    expect(hrefs[1]).toMatch(new RegExp(`^https://wa\\.me/9198${stamp}\\?text=.*${orders.first}`));
    await order.setViewportSize(viewports.phone);
    const top = async (name: string) => (await order.getByRole('region', { name }).boundingBox())!.y;
    expect(await top('Party')).toBeLessThan(await top('Payment'));
    expect(await top('Boxes and prices')).toBeLessThan(await top('Payment'));
    expect(await top('Delivery')).toBeLessThan(await top('Payment'));

    const notes = order.getByRole('region', { name: 'Team notes' });
    for (const text of [packingNote, ...longNotes]) {
      await notes.getByRole('textbox', { name: 'Add a note' }).fill(text);
      await notes.getByRole('checkbox', { name: 'Print on the packing slip' }).check();
      await notes.getByRole('button', { name: 'Save note' }).click();
      await notes
        .getByRole('listitem')
        .filter({ hasText: text.slice(0, 60) })
        .waitFor();
    }
    await notes.getByRole('textbox', { name: 'Add a note' }).fill('Only for the team: she prefers calls after 6 pm');
    await notes.getByRole('button', { name: 'Save note' }).click();
    await notes.getByRole('listitem').filter({ hasText: 'after 6 pm' }).waitFor();
    await shoot(order, 'console-day-order');
  });

  it('confirms the ticked orders in one action, once each however often it is clicked', async () => {
    const list = await open('/admin');
    await settled(list);
    await list.getByRole('checkbox', { name: 'Select every order shown' }).check();
    await list.getByRole('button', { name: 'Confirm 2 placed orders' }).dblclick();
    await list.getByText('Confirmed 2 orders.').waitFor();
    await shoot(list, 'console-day-bulk-confirmed');
    for (const number of [orders.first, orders.second]) {
      const answer = await team.request.get(`${fixture.store.url}/api/admin/orders/${number}`);
      const order = (await answer.json()) as { status: string; history: { change: string; to: string }[] };
      expect(order.status, number).toBe('confirmed');
      expect(
        order.history.filter((entry) => entry.change === 'status' && entry.to === 'confirmed'),
        number,
      ).toHaveLength(1);
    }
  });

  it("prints the day's slips, a packed order's too, with contents, add-ons, slot, cash to collect and the packing note", async () => {
    const order = await open(`/admin/orders/${orders.first}`);
    await order.getByRole('button', { name: 'Mark packed' }).click();
    await order.getByRole('heading', { name: 'Status: Packed' }).waitFor();

    const list = await open('/admin');
    await settled(list);
    await list.getByRole('link', { name: 'Print all slips of the day' }).click();
    await list.getByRole('article', { name: `Party Box · ${orders.second}` }).waitFor();
    expect(await list.getByRole('article').count()).toBe(2);
    await shoot(list, 'console-day-slips');
    const pages = await printedPages(list, 'console-day-slips');
    const firstPages = pages.filter((page) => page.includes(orders.first));
    const slip = firstPages.join('\n');
    for (const part of glow.contents) expect(slip, part.title).toContain(part.title);
    expect(slip).toContain(addon.label);
    expect(slip).toContain(slots.first.label);
    expect(slip).toContain(`Collect ${inr(glowOrderTotal + addon.price)} in cash`);
    expect(slip).toContain(packingNote);
    expect(slip).not.toContain('after 6 pm');
    expect(slip).toContain('Flat 3, Palm Court, Linking Road');
    // One order a page, by slot: the earlier slot's order first; the long order runs onto more pages, each with its number.
    expect(pages.every((page) => page.includes(orders.first) !== page.includes(orders.second))).toBe(true);
    expect(pages[0]).toContain(orders.second);
    expect(pages[0]).toContain(`Collect ${inr(glowOrderTotal)} in cash`);
    expect(firstPages.length).toBeGreaterThan(1);
  });

  it('blocks a date from the console’s calendar, after which a customer cannot choose it and reads why', async () => {
    // A day of the week the shop delivers on with nothing booked yet, found as the console's calendar reads it.
    const week = (await (await team.request.get(`${fixture.store.url}/api/admin/calendar?from=${slots.first.date}&days=7`)).json()) as AdminCalendarPage;
    const free = week.days.find((day) => !day.blocked && !day.closedWeekday && day.booked === 0)!;
    const calendar = await open(`/admin/calendar?from=${slots.first.date}`);
    await settled(calendar);
    await calendar.getByText(/how many orders the team can deliver on a day/).waitFor();
    const dayCard = (date: string) => calendar.getByRole('listitem').filter({ has: calendar.getByRole('heading', { name: longDate(date), exact: true }) });
    // The orders' own day shows each booked in its slot.
    const slotsOfTheDay = await dayCard(slots.first.date)
      .getByRole('list', { name: /^Slots of/ })
      .textContent();
    expect(slotsOfTheDay).toContain(`${slots.first.label} 1 of`);
    expect(slotsOfTheDay).toContain(`${slots.second.label} 1 of`);
    const card = dayCard(free.date);
    await card.getByRole('button', { name: 'Change this day' }).click();
    await card.getByRole('checkbox', { name: 'Block this day' }).check();
    await card.getByRole('button', { name: 'Save the day' }).click();
    // Not without the reason customers will read.
    await card.getByRole('alert').filter({ hasText: 'Give the reason customers will read' }).waitFor();
    await card.getByLabel('Reason customers see').fill('Fully booked for Diwali');
    await card.getByRole('button', { name: 'Save the day' }).click();
    await card.getByText('Blocked: Fully booked for Diwali').waitFor();
    await shoot(calendar, 'console-day-calendar');

    const shopper = await fixture.browser.newContext({ viewport: viewports.phone });
    const page = await shopper.newPage();
    await glowCheckoutToDelivery(page);
    const day = calendarDays(page).and(page.locator(`[data-date="${free.date}"]`));
    await day.waitFor();
    expect(await day.getAttribute('aria-disabled')).toBe('true');
    expect(await day.getAttribute('aria-label')).toMatch(/not available: Fully booked for Diwali$/);
    await shopper.close();
  });

  it('has no serious or critical axe violation on the day list, the calendar and the day’s slips, at both widths', async () => {
    // The operator's session in a context that lets axe's script past the store's Content-Security-Policy.
    const audit = await fixture.browser.newContext({ storageState: await team.storageState(), bypassCSP: true });
    await audit.clock.setFixedTime(new Date(`${slots.first.date}T09:00:00+05:30`));
    for (const [label, viewport] of Object.entries(viewports)) {
      for (const path of ['/admin', '/admin/calendar', `/admin/slips?date=${slots.first.date}`]) {
        const page = await audit.newPage();
        await page.setViewportSize(viewport);
        await openPage(page, fixture.store.url + path);
        await settled(page);
        expect(await seriousViolations(page), `${path} at ${label}`).toEqual([]);
        await page.close();
      }
    }
    await audit.close();
  });
});
