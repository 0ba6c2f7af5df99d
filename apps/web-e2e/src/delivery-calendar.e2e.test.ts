// The delivery calendar in real Chromium at 390 and 1280 px: a day booked full by other customers (real orders
// placed over HTTP first) is greyed out and says why; the customer picks the next day and a slot, and the box's
// delivery is on the confirmation, on the status page and in the text the store sends (its SMS log). A customer who
// saves the last place of a slot holds it: another customer sees it taken, and the holder is told until when.
import { loadCatalog } from '@partybox/catalog';
import { apiPaths, type PlacedOrder } from '@partybox/contracts';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import { formatShortDate } from '@partybox/order-lifecycle';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { viewports, watchErrors } from '@partybox/test-browser';
import { glow, glowOrderTotal } from './support/checkout';
import { calendarDays, chooseDelivery } from './support/delivery';
import { daysAhead, fieldLabel, inr } from './support/forms';
import { open } from './support/navigation';
import { screenshot, screenshotPath } from './support/screenshots';
import { smsLines } from './support/sms';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });
const partyDate = daysAhead(20);
const stamp = String(Date.now()).slice(-6);

/** One guest's whole checkout over HTTP for `day` and `slot`, as another customer's order that takes a place. */
async function otherCustomersOrder(day: string, slot: string, n: number): Promise<void> {
  const base = fixture.store.url;
  const started = await fetch(`${base}${apiPaths.checkouts}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lines: [{ themeId: glow.id, addons: [], quantity: 1 }] }),
  });
  expect(started.status).toBe(201);
  const cookie = started.headers.getSetCookie()[0]!.split(';')[0]!;
  const { id, version } = (await started.json()) as { id: string; version: number };
  const send = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, 'idempotency-key': `other-${stamp}-${n}-${method}-0000` },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.clone().text()).toBeLessThan(300);
    return (await response.json()) as { total: number; order?: PlacedOrder };
  };
  const phone = `98${stamp}${String(n).padStart(2, '0')}`;
  const saved = await send('PATCH', apiPaths.checkout.href(id), {
    version,
    customization: { name: `Guest ${n}`, phone, email: 'guest@example.com', eventDate: partyDate },
    delivery: {
      fullName: `Guest ${n}`,
      phone,
      addressLine1: 'Hill Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pincode: '400050',
      deliveryDate: day,
      deliverySlot: slot,
    },
    payment: { method: 'cod' },
  });
  await send('POST', apiPaths.checkoutComplete.href(id), { total: saved.total });
}

/** Fills `day` with other customers' orders, every slot to its capacity (the calendar says how many are left). */
async function bookFull(day: string): Promise<void> {
  let n = 0;
  for (;;) {
    const calendar = (await (await fetch(`${fixture.store.url}${apiPaths.deliveryCalendar.href(partyDate)}`)).json()) as DeliveryCalendarView;
    const slot = calendar.days.find((candidate) => candidate.date === day)?.slots.find((candidate) => candidate.available);
    if (!slot) return;
    await otherCustomersOrder(day, slot.id, n++);
  }
}

/** The theme page to /delivery with the party's details, as a customer goes. */
async function toDelivery(page: Page, phone: string): Promise<void> {
  const main = page.getByRole('main');
  const field = (label: string) => main.getByLabel(fieldLabel(label));
  await open(page, fixture.store.url + glow.route);
  await main.getByRole('button', { name: 'Customize & Proceed' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/customize');
  await field('Name').fill('Asha Rao');
  await field('Phone').fill(phone);
  await field('Email').fill('asha.rao@example.com');
  await field('Event date').fill(partyDate);
  await main.getByRole('button', { name: 'Proceed Further' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/delivery');
  await field('Address line 1').fill('Flat 3, Palm Court, Linking Road');
  await field('PIN code').fill('400050');
}

describe('choosing when the box arrives', () => {
  let fullDay = '';

  it('books the first open day full with other customers’ orders', async () => {
    const calendar = (await (await fetch(`${fixture.store.url}${apiPaths.deliveryCalendar.href(partyDate)}`)).json()) as DeliveryCalendarView;
    fullDay = calendar.days.find((day) => day.status === 'open')!.date;
    await bookFull(fullDay);
    const after = (await (await fetch(`${fixture.store.url}${apiPaths.deliveryCalendar.href(partyDate)}`)).json()) as DeliveryCalendarView;
    expect(after.days.find((day) => day.date === fullDay)).toMatchObject({ status: 'full', reason: 'Fully booked' });
  }, 120_000);

  for (const [label, viewport] of Object.entries(viewports)) {
    it(`at ${viewport.width} px: greys out the full day, takes a slot, and says when the box arrives on every page and in the text`, async () => {
      const phone = `97${stamp}${viewport.width === 390 ? '39' : '12'}`;
      const page = await fixture.browser.newPage({ viewport });
      const errors = watchErrors(page);
      await toDelivery(page, phone);

      // The full day is shown, greyed out, with why; choosing it chooses nothing.
      const full = calendarDays(page).and(page.locator(`[data-date="${fullDay}"]`));
      expect(await full.getAttribute('aria-disabled')).toBe('true');
      expect(await full.getAttribute('aria-label')).toBe(`${formatShortDate(fullDay)}, not available: Fully booked`);
      // Playwright will not click an aria-disabled control; a customer's keyboard reaches it and presses Enter.
      await full.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByRole('main').getByRole('status').filter({ hasText: 'Fully booked' }).count()).toBe(1);
      expect(await page.getByRole('radio').count()).toBe(0);
      // The days after the party are greyed out too.
      const afterParty = page.locator(`[data-date="${daysAhead(21)}"]`);
      expect(await afterParty.getAttribute('aria-disabled')).toBe('true');

      const chosen = await chooseDelivery(page);
      expect(chosen.date > fullDay).toBe(true);
      await screenshot(page.getByRole('main').locator('.delivery-calendar'), `delivery-calendar-${label}`);
      const line = `Delivery ${formatShortDate(chosen.date)}, ${chosen.slot}`;

      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/payment');
      await main.getByRole('radio', { name: 'Cash on Delivery' }).check();
      await main.getByRole('button', { name: `Place order · ${inr(glowOrderTotal)}` }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/confirmation');
      await main.getByText(/^Order number/).waitFor();
      await main.getByText(line).waitFor();
      expect(await main.textContent()).toMatch(/cancel it until 11:59 pm on \w{3} \d{1,2} \w{3}, on/);
      const orderNumber = /PB-\d{6}-[0-9A-Z]{6}/.exec((await main.getByText(/^Order number/).textContent()) ?? '')![0];

      await main.getByRole('link', { name: 'its status page' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/orders/${orderNumber}`);
      await main.getByText(line).waitFor();

      // The text the customer gets says it too.
      await expect.poll(() => smsLines(fixture.store, phone).find((text) => text.includes(orderNumber)), { timeout: 20_000 }).toContain(`. ${line}. `);
      expect(errors).toEqual([]);
      await page.close();
    }, 120_000);
  }
});

/** What the customer sees of `target`'s part of the page: the window (1280×800 or 390×844) scrolled to it. */
async function windowShot(page: Page, target: ReturnType<Page['locator']>, name: string): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: screenshotPath(name), animations: 'disabled' });
}

describe('the place held while the customer checks out', () => {
  const slot = loadCatalog().calendar.slots[0]!;
  const calendarNow = async () => (await (await fetch(`${fixture.store.url}${apiPaths.deliveryCalendar.href(partyDate)}`)).json()) as DeliveryCalendarView;
  const slotRadio = (page: Page) =>
    page
      .getByRole('main')
      .getByRole('group', { name: /^Delivery time on/ })
      .getByRole('radio', { name: new RegExp(`^${slot.label}`) });

  for (const [index, [label, viewport]] of Object.entries(viewports).entries()) {
    it(`at ${viewport.width} px: customer A holds the last place of a slot, customer B sees it taken, and A is told until when`, async () => {
      // A day of its own for each width, from the end of the days before the party (the other tests book from the start).
      const open = (await calendarNow()).days.filter((day) => day.status === 'open' && day.slots.find((s) => s.id === slot.id)?.available);
      const day = open.at(-1 - index)!.date;
      for (let n = 0; n < slot.capacity - 1; n++) await otherCustomersOrder(day, slot.id, 50 + index * 10 + n);
      const delivery = `${formatShortDate(day)}, ${slot.label}`;

      const a = await fixture.browser.newPage({ viewport });
      const aErrors = watchErrors(a);
      await toDelivery(a, `96${stamp}${index}1`);
      await a.locator(`[data-date="${day}"]`).click();
      await slotRadio(a).check();
      await a.getByRole('main').getByRole('button', { name: 'Continue to Payment' }).click();
      await expect.poll(() => new URL(a.url()).pathname).toBe('/payment');
      const holding = a
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: `We're holding ${delivery} for you until` });
      await holding.waitFor();
      expect(await holding.textContent()).toMatch(/ until \d{1,2}:\d{2} [ap]m\.$/);
      await windowShot(a, holding, `delivery-hold-payment-${label}`);

      // Customer B, in another browser, finds that slot of the day taken (the day still has other slots).
      const b = await fixture.browser.newPage({ viewport });
      const bErrors = watchErrors(b);
      await toDelivery(b, `96${stamp}${index}2`);
      await b.locator(`[data-date="${day}"]`).click();
      await expect.poll(() => slotRadio(b).isDisabled()).toBe(true);
      expect((await slotRadio(b).locator('xpath=..').textContent())?.trim()).toBe(`${slot.label} (fully booked)`);
      await windowShot(b, slotRadio(b), `delivery-hold-taken-${label}`);

      // A, back on the delivery step, still has the place: chosen, free to A, and held until the same time.
      await a.goBack();
      await expect.poll(() => new URL(a.url()).pathname).toBe('/delivery');
      await a
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: `We're holding ${delivery} for you until` })
        .waitFor();
      await expect.poll(() => slotRadio(a).isChecked()).toBe(true);
      expect(await slotRadio(a).isDisabled()).toBe(false);
      await windowShot(a, a.getByRole('main').getByRole('status').filter({ hasText: "We're holding" }), `delivery-hold-delivery-${label}`);
      await windowShot(a, slotRadio(a), `delivery-hold-delivery-slot-${label}`);
      expect([...aErrors, ...bErrors]).toEqual([]);
      await a.close();
      await b.close();
    }, 120_000);
  }
});
