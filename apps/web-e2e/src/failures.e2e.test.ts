// What a customer sees when the store goes away mid-form, and that a retry after it comes back stores once: contact,
// /custom, /customize, /delivery and the payment step (the last three are steps of the server's checkout) each say
// what failed and keep every typed value while the store is stopped; the store then starts again on the same port and data folder, one retry succeeds, and the data
// folder holds exactly one record per form. Also: a PIN code outside Mumbai is refused on /delivery and stores nothing.
import { loadCatalog } from '@partybox/catalog';
import { tableNames } from '@partybox/api';
import { pincodeProblem } from '@partybox/contracts';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, viewports, watchErrors } from '@partybox/test-browser';
import { openStoredData } from './support/database';
import { addonLabel, daysAhead, fieldError, fieldLabel, isFocused, unreachableStoreError } from './support/forms';
import { freePort, newDataDir, removeDataDir, startStore, type Store } from './support/store-process';
import { chooseDelivery } from './support/delivery';
import { open as openPage } from './support/navigation';

const catalog = loadCatalog();
const theme = catalog.themes.find((candidate) => candidate.id === 'glow')!;
const addon = theme.addons.find((candidate) => candidate.key === 'ledFairyLights')!;
const unreachable = 'We could not reach Party Box. Check your connection and try again; trying again never saves twice.';

const contact = {
  'First name': 'Farah',
  'Last name': 'Khan',
  Phone: '9811122233',
  Email: 'farah.khan@example.com',
  Message: 'Can you deliver a unicorn box to Andheri on the 20th?',
};
const custom = {
  Occasion: 'Baby Shower',
  'Theme name': 'Little Star',
  'Favourite colour': 'Lilac',
  'Name on the decor': 'Baby Aarav',
  Name: 'Zoya Shaikh',
  Phone: '9822233344',
  Email: 'zoya@example.com',
  'Age of the guest of honour': '1',
  'Event date': daysAhead(14),
  'Event time': '11:00',
  Venue: 'Home, Kurla West',
  'Venue type': 'Home',
  'Number of guests': '20',
  'Return gift quantity': '20',
  Entertainment: 'Puppet show',
  'Cake details': 'Vanilla, 1 kg',
  Instructions: 'Please avoid glitter',
};
const customize = {
  Name: 'Vikram Desai',
  Phone: '9833344455',
  Email: 'vikram@example.com',
  'Event date': daysAhead(10),
  'Event time': '20:00',
  'Age of the guest of honour': '12',
  'Number of guests': '18',
  Venue: 'Clubhouse, Powai',
  'Venue type': 'Indoor',
  'Favourite colour': 'Neon green',
  'Name on the decor': 'Kabir',
  'Return gift quantity': '18',
  Entertainment: 'Glow games host',
  'Cake details': 'Black forest',
  Instructions: 'Lift to 7th floor',
};
const delivery = {
  'Full name': 'Anita Desai',
  Phone: '9844455566',
  Email: 'anita@example.com',
  'Address line 1': 'B-704, Lake Homes, Chandivali',
  'Address line 2': 'Near Powai Lake',
  City: 'Mumbai',
  State: 'Maharashtra',
  'PIN code': '400076',
};
const bank = 'SBI';
/** The checkout's writes up to /delivery: proceeding made it, then the party details failed once and were saved. */
const checkoutWrites = ['POST /api/checkouts sent', 'PATCH /api/checkouts/:id failed', 'PATCH /api/checkouts/:id sent'];

let store: Store;
let port: number;
let browser: Browser;
const dataDir = newDataDir();

/** A page in its own browser context, with its console errors and the API writes it sent (and how they ended). */
interface Watched {
  page: Page;
  errors: string[];
  writes: string[];
}
const pages: Record<'contact' | 'custom' | 'checkout', Watched> = {} as never;

async function open(path: string): Promise<Watched> {
  const page = await browser.newPage({ viewport: viewports.desktop });
  const errors = watchErrors(page);
  const writes: string[] = [];
  // "PATCH /api/checkouts/:id sent": the checkout's secret id is left out, so the lists compare across runs.
  const write = (request: Request) => `${request.method()} ${new URL(request.url()).pathname.replace(/\/api\/checkouts\/[^/]+/, '/api/checkouts/:id')}`;
  page.on('requestfinished', (request) => {
    if (request.method() !== 'GET') writes.push(`${write(request)} sent`);
  });
  page.on('requestfailed', (request) => {
    if (request.method() !== 'GET') writes.push(`${write(request)} failed`);
  });
  await openPage(page, store.url + path);
  return { page, errors, writes };
}

const main = (page: Page) => page.getByRole('main');

async function fill(scope: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = scope.getByLabel(fieldLabel(label));
    if (await field.evaluate((element) => element.tagName === 'SELECT')) await field.selectOption(value);
    else await field.fill(value);
  }
}

async function valuesOf(scope: Locator, labels: string[]): Promise<Record<string, string>> {
  const values: Record<string, string> = {};
  for (const label of labels) values[label] = await scope.getByLabel(fieldLabel(label)).inputValue();
  return values;
}

const pathOf = (page: Page) => new URL(page.url()).pathname;
const alertOf = (page: Page) => main(page).getByRole('alert');

async function stopStore() {
  await store.stop();
}

async function restartStore() {
  store = await startStore({ dataDir, port });
  expect(store.port).toBe(port);
}

beforeAll(async () => {
  port = await freePort();
  [store, browser] = await Promise.all([startStore({ dataDir, port }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
  removeDataDir(dataDir);
});

describe('with the store stopped', () => {
  it('contact, /custom and /customize say the save failed and keep every typed value', async () => {
    pages.contact = await open('/contact');
    await fill(main(pages.contact.page), contact);
    pages.custom = await open('/custom');
    await fill(main(pages.custom.page), custom);
    pages.checkout = await open(theme.route);
    const checkout = pages.checkout.page;
    await main(checkout)
      .getByRole('checkbox', { name: addonLabel(addon.label) })
      .check();
    await main(checkout).getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(() => pathOf(checkout)).toBe('/customize');
    await fill(main(checkout), customize);

    await stopStore();

    await main(pages.contact.page).getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alertOf(pages.contact.page).textContent()).toBe(`Failed to save message. ${unreachable}`);
    expect(await valuesOf(main(pages.contact.page), Object.keys(contact))).toEqual(contact);
    expect(await pages.contact.page.getByRole('dialog').count()).toBe(0);

    await main(pages.custom.page).getByRole('button', { name: 'Drop Query' }).click();
    await expect.poll(() => alertOf(pages.custom.page).textContent()).toBe(`Failed to save customization. Please try again. ${unreachable}`);
    expect(await valuesOf(main(pages.custom.page), Object.keys(custom))).toEqual(custom);
    expect(await pages.custom.page.getByRole('dialog').count()).toBe(0);
    expect(pathOf(pages.custom.page)).toBe('/custom');

    await main(checkout).getByRole('button', { name: 'Proceed Further' }).click();
    await expect.poll(() => alertOf(checkout).textContent()).toBe(`Failed to save customization. Please try again. ${unreachable}`);
    expect(await valuesOf(main(checkout), Object.keys(customize))).toEqual(customize);
    expect(pathOf(checkout)).toBe('/customize');
    expect(await main(checkout).getByRole('button', { name: 'Proceed Further' }).isEnabled()).toBe(true);
  });

  it('they succeed with one retry once the store is back on the same port and data folder', async () => {
    await restartStore();

    await main(pages.contact.page).getByRole('button', { name: 'Submit' }).click();
    const sent = pages.contact.page.getByRole('dialog', { name: 'Message Sent!' });
    await sent.waitFor();
    expect(await sent.textContent()).toContain(`Thank you ${contact['First name']}, we've received your query.`);

    await main(pages.custom.page).getByRole('button', { name: 'Drop Query' }).click();
    await pages.custom.page.getByRole('dialog', { name: `Thank You, ${custom.Name}!` }).waitFor();

    const checkout = pages.checkout.page;
    await main(checkout).getByRole('button', { name: 'Proceed Further' }).click();
    await expect.poll(() => pathOf(checkout)).toBe('/delivery');

    for (const [watched, path] of [
      [pages.contact, 'POST /api/contact'],
      [pages.custom, 'POST /api/customizations'],
    ] as const) {
      expect(watched.writes).toEqual([`${path} failed`, `${path} sent`]);
    }
    expect(pages.checkout.writes).toEqual(checkoutWrites);
  });

  it('/delivery refuses a PIN code outside Mumbai beside the field and sends nothing', async () => {
    const checkout = pages.checkout.page;
    await expect.poll(() => main(checkout).getByRole('heading', { level: 1 }).textContent()).toBe('Delivery Details');
    await fill(main(checkout), { ...delivery, 'PIN code': '411001' });
    await main(checkout).getByRole('button', { name: 'Continue to Payment' }).click();
    const pincode = main(checkout).getByLabel(fieldLabel('PIN code'));
    await expect.poll(() => isFocused(pincode)).toBe(true);
    const message = pincodeProblem('411001', catalog.deliveryArea)!;
    expect(message).toBe('We deliver only within Mumbai (PIN codes 400001–400107)');
    expect(await fieldError(pincode)).toBe(message);
    expect(pathOf(checkout)).toBe('/delivery');
    expect(pages.checkout.writes).toEqual(checkoutWrites);
  });

  it('/delivery says the save failed and keeps every typed value, then succeeds with one retry', async () => {
    const checkout = pages.checkout.page;
    await main(checkout).getByLabel(fieldLabel('PIN code')).fill(delivery['PIN code']);
    expect(await fieldError(main(checkout).getByLabel(fieldLabel('PIN code')))).toBeNull();
    await chooseDelivery(checkout);

    await stopStore();
    await main(checkout).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect.poll(() => alertOf(checkout).textContent()).toBe(`We couldn't save your delivery details. Please try again. ${unreachable}`);
    expect(await valuesOf(main(checkout), [...Object.keys(delivery), 'Country'])).toEqual({ ...delivery, Country: 'India' });
    expect(pathOf(checkout)).toBe('/delivery');

    await restartStore();
    await main(checkout).getByRole('button', { name: 'Continue to Payment' }).click();
    await expect.poll(() => pathOf(checkout)).toBe('/payment');
    expect(pages.checkout.writes.slice(checkoutWrites.length)).toEqual(['PATCH /api/checkouts/:id failed', 'PATCH /api/checkouts/:id sent']);
  });

  it('the payment step says the order failed and keeps the method and bank, then succeeds with one retry', async () => {
    const checkout = pages.checkout.page;
    const netBanking = main(checkout).getByRole('radio', { name: 'Net Banking' });
    await netBanking.check();
    await main(checkout).getByRole('radio', { name: bank }).check();
    // The choice is saved to the checkout as it is made (so a reload shows it), before the store goes away.
    await expect.poll(() => pages.checkout.writes.slice(checkoutWrites.length + 2)).toEqual(['PATCH /api/checkouts/:id sent']);

    await stopStore();
    await main(checkout)
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    await expect.poll(() => alertOf(checkout).textContent()).toBe(`We couldn't place your order, and nothing was charged. Please try again. ${unreachable}`);
    expect(await netBanking.isChecked()).toBe(true);
    expect(await main(checkout).getByRole('radio', { name: bank }).isChecked()).toBe(true);
    expect(pathOf(checkout)).toBe('/payment');

    await restartStore();
    await main(checkout)
      .getByRole('button', { name: /^Pay ₹/ })
      .click();
    // The order is placed; the embedded gateway's checkout opens with net banking chosen, and the customer pays there.
    const gateway = checkout.frameLocator('iframe[title="Razorpay Checkout (sandbox)"]');
    await gateway.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => pathOf(checkout), { timeout: 30_000 }).toBe('/confirmation');
    await expect.poll(() => main(checkout).getByRole('heading', { level: 1 }).textContent()).toBe('Order received');
    // One order, completed once: the failed try, the retry, then the payment in the gateway and its verification.
    expect(pages.checkout.writes.slice(checkoutWrites.length + 3)).toEqual([
      'POST /api/checkouts/:id/complete failed',
      'POST /api/checkouts/:id/complete sent',
      'POST /v1/checkout/payments sent',
      expect.stringMatching(/^POST \/api\/orders\/by-number\/PB-\d{6}-[0-9A-Z]{6}\/payments\/verify sent$/),
    ]);
  });

  it('logged no console errors but the refused connections, one per failed save', async () => {
    const failedSaves = { contact: 1, custom: 1, checkout: 3 };
    for (const [name, watched] of Object.entries(pages)) {
      expect(
        watched.errors.filter((error) => !unreachableStoreError.test(error)),
        name,
      ).toEqual([]);
      expect(watched.errors.length, name).toBe(failedSaves[name as keyof typeof failedSaves]);
    }
  });

  it('stored exactly one record of each kind', async () => {
    await browser.close();
    await store.stop();
    const data = await openStoredData(dataDir);
    try {
      const contacts = await data.scan(tableNames.contact);
      expect(contacts).toHaveLength(1);
      expect(contacts[0]).toMatchObject({
        Name: contact['First name'],
        Surname: contact['Last name'],
        Phone: Number(contact.Phone),
        Messaged: contact.Message,
      });

      const customizations = await data.scan(tableNames.customization);
      // One from /custom and one from /customize.
      expect(customizations.map((item) => item.Name).sort()).toEqual([customize.Name, custom.Name].sort());
      const fromCustom = customizations.find((item) => item.Name === custom.Name)!;
      const fromCustomize = customizations.find((item) => item.Name === customize.Name)!;
      expect(fromCustom).toMatchObject({ Occasion: custom.Occasion, ThemeName: custom['Theme name'], GuestCount: 20, ReturnGiftQty: 20, Age: 1 });
      expect(fromCustomize).toMatchObject({
        Occasion: 'Birthday',
        ThemeName: theme.name,
        GuestCount: 18,
        ReturnGiftQty: 18,
        Age: 12,
        Entertainment: customize.Entertainment,
      });

      const deliveries = await data.scan(tableNames.delivery);
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({
        Name: delivery['Full name'],
        PhoneNumber: delivery.Phone,
        Details: { Pincode: delivery['PIN code'], City: 'Mumbai' },
      });

      const orders = await data.scan(tableNames.order);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        CustomizationId: fromCustomize.id,
        DeliveryId: deliveries[0]!.id,
        PaymentMethod: 'netbanking',
        Bank: bank,
        Lines: [
          { ThemeId: theme.id, Addons: [{ Key: addon.key, Label: addon.label, Price: addon.price }], Quantity: 1, UnitPrice: theme.basePrice + addon.price },
        ],
        Extras: [],
        Subtotal: theme.basePrice + addon.price,
        Shipping: catalog.site.shippingFee,
        Total: theme.basePrice + addon.price + catalog.site.shippingFee,
      });

      expect(await data.scan(tableNames.suggestion)).toEqual([]);
      expect(await data.scan(tableNames.subscriber)).toEqual([]);
    } finally {
      await data.close();
    }
  });
});
