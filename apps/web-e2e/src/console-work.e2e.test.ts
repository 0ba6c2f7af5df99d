// The console's daily work in real Chromium against the real store process: a customer orders a Glow Party box with
// every customization field filled; an operator made with `pnpm operator:add` sees each value on the order page,
// prints its packing slip (Chromium's PDF of the print view holds the decor name and the address), confirms it and
// opens the day's slips, writes a team note the customer's status page never shows, finds the order by part of the
// customer's name, and opens a custom request sent from /custom in its detail view with the reply links. Screenshots
// of the order page, the slip and the inbox item at both widths; axe on the new pages at both widths.
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { viewports } from '@partybox/test-browser';
import { glow, glowOrderTotal } from './support/checkout';
import { chooseDelivery } from './support/delivery';
import { signIn as signInWith } from './support/accounts';
import { daysAhead, fieldLabel, inr } from './support/forms';
import { open as openPage, openTab } from './support/navigation';
import { artifactsDir } from './support/paths';
import { screenshotPath, shoot } from './support/screenshots';
import { smsCode as smsCodeOf, smsLines as smsLinesOf } from './support/sms';
import { addOperator as addOperatorTo } from './support/operators';
import { useStore } from './support/store-fixture';

const fixture = useStore({ LOG_LEVEL: 'info' });

const stamp = String(Date.now()).slice(-8);
const customerPhone = `98${stamp}`;
const operatorPhone = `97${stamp}`;
const requesterPhone = `96${stamp}`;
const password = 'balloons and cake';
const eventDate = daysAhead(12);

/** What the customer types on /customize, by the field's label. */
const party = {
  name: 'Asha Deshpande',
  email: 'asha.deshpande@example.com',
  eventTime: '18:30',
  age: '7',
  guests: '25',
  venue: 'Palm Court clubhouse, Bandra West',
  venueType: 'Club / Lounge',
  favouriteColour: 'Teal',
  decorName: 'Happy Birthday Meera',
  returnGifts: '30',
  entertainment: 'Magician and a games host',
  cake: 'Chocolate truffle, 2 kg, "Meera turns 7"',
  instructions: 'Ring the bell twice; the lift is at the back',
};
const address = { line1: 'Flat 3, Palm Court, Linking Road', pin: '400050' };
const request = {
  name: 'Kavita Iyer',
  email: 'kavita.iyer@example.com',
  themeName: 'Jungle safari',
  decorName: 'Welcome Baby Arjun',
  cake: 'Vanilla, 1 kg, a lion on top',
};
const note = 'Customer asked for an extra teal balloon arch: no charge, Priya agreed';
/** The order, and the day its box goes out (the console's slips go by it). */
const placed = { orderNumber: '', deliveryDay: '' };
const placedInboxItem = { path: '' };

const smsLines = (phone: string) => smsLinesOf(fixture.store, phone);
const open = (context: BrowserContext, path: string) => openTab(context, fixture.store.url + path);
const signIn = (page: Page, phone: string) => signInWith(page, fixture.store, { phone, password });

const addOperator = (phone: string, name: string) => addOperatorTo(fixture.store, phone, name);

/** Makes an operator, sets the password with the texted code and signs in on /admin; answers the console's context. */
async function operatorConsole(): Promise<BrowserContext> {
  await addOperator(operatorPhone, 'Priya Operator');
  const context = await fixture.browser.newContext({ viewport: viewports.desktop });
  const reset = await open(context, '/forgot-password');
  await reset.getByLabel(fieldLabel('Phone')).fill(operatorPhone);
  const texted = smsLines(operatorPhone).length;
  await reset.getByRole('button', { name: 'Send code' }).click();
  await reset.getByLabel(fieldLabel('New password')).waitFor();
  await reset.getByLabel(fieldLabel('Code')).fill(await smsCodeOf(fixture.store, operatorPhone, texted));
  await reset.getByLabel(fieldLabel('New password')).fill(password);
  await reset.getByRole('button', { name: 'Save new password' }).click();
  await reset.getByRole('heading', { name: 'Sign in' }).waitFor();
  const consolePage = await open(context, '/admin');
  await expect.poll(() => new URL(consolePage.url()).pathname).toBe('/sign-in');
  await signIn(consolePage, operatorPhone);
  await expect.poll(() => new URL(consolePage.url()).pathname).toBe('/admin');
  await consolePage.close();
  return context;
}

/** Checks out one Glow Party box through the storefront's forms with every customization field filled, cash on delivery. */
async function placeFullyCustomizedOrder(page: Page): Promise<string> {
  const main = page.getByRole('main');
  const field = (label: string) => main.getByLabel(fieldLabel(label));
  await openPage(page, fixture.store.url + glow.route);
  await main.getByRole('button', { name: 'Customize & Proceed' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/customize');
  await field('Name').fill(party.name);
  await field('Phone').fill(customerPhone);
  await field('Email').fill(party.email);
  await field('Event date').fill(eventDate);
  await field('Event time').fill(party.eventTime);
  await field('Age of the guest of honour').fill(party.age);
  await field('Number of guests').fill(party.guests);
  await field('Venue').fill(party.venue);
  await field('Venue type').selectOption(party.venueType);
  await field('Favourite colour').fill(party.favouriteColour);
  await field('Name on the decor').fill(party.decorName);
  await field('Return gift quantity').fill(party.returnGifts);
  await field('Entertainment').fill(party.entertainment);
  await field('Cake details').fill(party.cake);
  await field('Instructions').fill(party.instructions);
  await main.getByRole('button', { name: 'Proceed Further' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/delivery');
  await field('Address line 1').fill(address.line1);
  await field('PIN code').fill(address.pin);
  placed.deliveryDay = (await chooseDelivery(page)).date;
  await main.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/payment');
  await main.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await main.getByRole('button', { name: `Place order · ${inr(glowOrderTotal)}` }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/confirmation');
  const number = main.getByText(/^Order number/);
  await expect.poll(() => number.textContent()).toMatch(/PB-\d{6}-[0-9A-Z]{6}/);
  return /PB-\d{6}-[0-9A-Z]{6}/.exec((await number.textContent()) ?? '')![0];
}

/** The text of the PDF Chromium prints of `page` (print media, A4), through poppler's pdftotext. */
async function printedText(page: Page, name: string): Promise<string> {
  const pdf = join(artifactsDir, 'screenshots', `${name}.pdf`);
  screenshotPath(name); // makes the folder
  writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: true }));
  const { stdout } = await promisify(execFile)('pdftotext', ['-layout', pdf, '-']);
  return stdout;
}

/** Waits until the console page has its heading and no loading status. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
  await page.locator('main [role="status"]:has-text("Loading"), main [role="status"]:has-text("Checking")').waitFor({ state: 'detached' });
}

describe('console work', () => {
  let customer: BrowserContext;
  let operator: BrowserContext;

  it('shows the operator every customization field the customer typed on the order page', async () => {
    customer = await fixture.browser.newContext({ viewport: viewports.desktop });
    placed.orderNumber = await placeFullyCustomizedOrder(await customer.newPage());
    operator = await operatorConsole();

    const order = await open(operator, `/admin/orders/${placed.orderNumber}`);
    await order.getByRole('heading', { level: 1, name: `Order ${placed.orderNumber}` }).waitFor();
    const partySection = order.getByRole('region', { name: 'Party' });
    await partySection.getByText(party.decorName).waitFor();
    const rows = await partySection
      .locator('dl > div')
      .evaluateAll((divs) => Object.fromEntries(divs.map((div) => [div.querySelector('dt')!.textContent, div.querySelector('dd')!.textContent])));
    expect(rows).toMatchObject({
      'Name on the decor': party.decorName,
      Cake: party.cake,
      'Favourite colour': party.favouriteColour,
      'Return gifts': party.returnGifts,
      Entertainment: party.entertainment,
      Instructions: party.instructions,
      Age: party.age,
      // Typed as 18:30, read as people say it.
      Time: '6:30 pm',
      Guests: party.guests,
      Venue: party.venue,
      'Venue type': party.venueType,
      'E-mail': party.email,
    });
    expect(await order.getByRole('region', { name: 'Delivery' }).textContent()).toContain(address.line1);
    expect(await order.getByRole('region', { name: 'History' }).textContent()).toContain('Placed by the customer');
    await shoot(order, 'console-work-order');
  });

  it('prints a packing slip whose PDF holds the decor name and the address, and a day of slips once confirmed', async () => {
    const order = await open(operator, `/admin/orders/${placed.orderNumber}`);
    await order.getByRole('link', { name: 'Packing slip' }).click();
    await expect.poll(() => new URL(order.url()).pathname).toBe(`/admin/orders/${placed.orderNumber}/slip`);
    await order.getByRole('article', { name: `Party Box · ${placed.orderNumber}` }).waitFor();
    const text = await printedText(order, 'console-work-slip');
    expect(text).toContain(placed.orderNumber);
    expect(text).toContain(party.decorName);
    expect(text).toContain(address.line1);
    expect(text).toContain(address.pin);
    await shoot(order, 'console-work-slip');

    const confirm = await open(operator, `/admin/orders/${placed.orderNumber}`);
    await confirm.getByRole('button', { name: 'Mark confirmed' }).click();
    await confirm.getByRole('heading', { name: 'Status: Confirmed' }).waitFor();
    const day = await open(operator, `/admin/slips?date=${placed.deliveryDay}`);
    await day.getByRole('article', { name: `Party Box · ${placed.orderNumber}` }).waitFor();
    const dayText = await printedText(day, 'console-work-slips-day');
    expect(dayText).toContain(party.decorName);
    expect(dayText).toContain(address.line1);
    await shoot(day, 'console-work-slips-day');
  });

  it("keeps a team note on the order page and off the customer's status page", async () => {
    const order = await open(operator, `/admin/orders/${placed.orderNumber}`);
    const notes = order.getByRole('region', { name: 'Team notes' });
    await notes.getByRole('textbox', { name: 'Add a note' }).fill(note);
    await notes.getByRole('button', { name: 'Save note' }).click();
    const saved = notes.getByRole('listitem').filter({ hasText: note });
    await saved.waitFor();
    expect(await saved.textContent()).toContain('Priya Operator');

    // The link the customer was texted opens the status page in a browser that never saw the order.
    const texted = smsLines(customerPhone).find((line) => line.includes(`/orders/${placed.orderNumber}?t=`));
    expect(texted).toBeDefined();
    const link = new URL(/(https?:\/\/\S+)/.exec(texted!)![1]!);
    const stranger = await fixture.browser.newContext({ viewport: viewports.phone });
    const status = await open(stranger, `${link.pathname}${link.search}`);
    await status.getByText('Status: Confirmed').waitFor();
    expect(await status.getByRole('main').textContent()).toContain(placed.orderNumber);
    // Nowhere in the page, its scripts' data included.
    const whole = await status.content();
    expect(whole).not.toContain(note);
    expect(whole).not.toContain('Priya Operator');
    await stranger.close();
  });

  it("finds the order by part of the customer's name", async () => {
    const list = await open(operator, '/admin');
    await list.getByLabel('Order number, phone or name').fill('deshp');
    await list.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(list.url()).searchParams.get('q')).toBe('deshp');
    const table = list.getByRole('table');
    await table.getByRole('link', { name: placed.orderNumber }).waitFor();
    await list.getByLabel('Order number, phone or name').fill('Nobody Here');
    await list.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => table.getByRole('link', { name: placed.orderNumber }).count()).toBe(0);
  });

  it('opens a custom request sent from /custom in its detail view, with every field and the reply links', async () => {
    const visitor = await fixture.browser.newContext({ viewport: viewports.desktop });
    const form = await open(visitor, '/custom');
    const main = form.getByRole('main');
    const field = (label: string) => main.getByLabel(fieldLabel(label));
    await field('Occasion').selectOption('Baby Shower');
    await field('Theme name').fill(request.themeName);
    await field('Favourite colour').fill('Mint green');
    await field('Name on the decor').fill(request.decorName);
    await field('Name').fill(request.name);
    await field('Phone').fill(requesterPhone);
    await field('Email').fill(request.email);
    await field('Event date').fill(daysAhead(20));
    await field('Venue').fill('Home, Powai');
    await field('Number of guests').fill('40');
    await field('Cake details').fill(request.cake);
    await main.getByRole('button', { name: 'Drop Query' }).click();
    await form.getByRole('dialog', { name: `Thank You, ${request.name}!` }).waitFor();
    await visitor.close();

    const inbox = await open(operator, '/admin/inbox/custom');
    const entry = inbox.getByRole('listitem').filter({ hasText: request.name });
    await entry.first().waitFor();
    await entry.first().getByRole('link', { name: /^Open/ }).click();
    await expect.poll(() => new URL(inbox.url()).pathname).toMatch(/^\/admin\/inbox\/custom\/.+/);
    const sent = inbox.getByRole('region', { name: 'What they sent' });
    await sent.waitFor();
    for (const value of [request.name, request.themeName, request.decorName, request.cake, request.email, 'Baby Shower', 'Mint green', 'Home, Powai'])
      expect(await sent.textContent(), value).toContain(value);
    const reply = inbox.getByRole('list', { name: 'Reply' });
    const hrefs = await reply.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs).toContain(`tel:+91${requesterPhone}`);
    expect(hrefs.some((href) => href.startsWith(`https://wa.me/91${requesterPhone}`))).toBe(true);
    expect(hrefs.some((href) => href.startsWith(`mailto:${request.email}`))).toBe(true);
    await shoot(inbox, 'console-work-inbox-item');
    placedInboxItem.path = new URL(inbox.url()).pathname;
  });

  it('has no serious or critical axe violation on the order page, its slip, the day of slips and the inbox item, at both widths', async () => {
    const audit = await fixture.browser.newContext({ storageState: await operator.storageState(), bypassCSP: true });
    const pages = [
      `/admin/orders/${placed.orderNumber}`,
      `/admin/orders/${placed.orderNumber}/slip`,
      `/admin/slips?date=${placed.deliveryDay}`,
      placedInboxItem.path,
    ];
    for (const [label, viewport] of Object.entries(viewports)) {
      for (const path of pages) {
        const page = await audit.newPage();
        await page.setViewportSize(viewport);
        await openPage(page, fixture.store.url + path);
        await settled(page);
        expect(await seriousViolations(page), `${path} at ${label}`).toEqual([]);
        await page.close();
      }
    }
    await audit.close();
    await customer.close();
    await operator.close();
  });
});
