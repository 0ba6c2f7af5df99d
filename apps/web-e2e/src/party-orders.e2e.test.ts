// One party per order, in a real browser against the real store, at phone width: two themes in the cart make one
// customization naming both; phones typed as autofill writes them are accepted; the payment page asks for no card or
// UPI details and shows the total above "Pay ₹…" (card, the default method, is paid on the gateway's checkout); a second order starts with empty event fields, only the
// customer's name, phone and e-mail prefilled. Also: a theme suggestion needs a phone or an e-mail.
import { loadCatalog } from '@partybox/catalog';
import { tableNames } from '@partybox/api';
import { replyContactRequiredMessage } from '@partybox/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, viewports, watchErrors } from '@partybox/test-browser';
import { openStoredData } from './support/database';
import { daysAhead, fieldError, fieldLabel, inr } from './support/forms';
import { newDataDir, removeDataDir, startStore, type Store } from './support/store-process';
import { chooseDelivery } from './support/delivery';
import { open } from './support/navigation';

const catalog = loadCatalog();
const themeNamed = (id: string) => catalog.themes.find((theme) => theme.id === id)!;
const [glow, diwali] = [themeNamed('glow'), themeNamed('diwali')];
const shipping = catalog.site.shippingFee;
const customer = { name: 'Kavya Shah', email: 'kavya.shah@example.com' };
const address = { line1: 'Flat 3, Palm Court, Linking Road', pincode: '400050' };

let store: Store;
let browser: Browser;
let page: Page;
let errors: string[];
const dataDir = newDataDir();

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore({ dataDir }), launchChromium()]);
  page = await browser.newPage({ viewport: viewports.phone });
  errors = watchErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
  removeDataDir(dataDir);
});

const main = () => page.getByRole('main');
const field = (label: string) => main().getByLabel(fieldLabel(label));
const pathIs = (path: string) => expect.poll(() => new URL(page.url()).pathname).toBe(path);
const goto = (path: string) => open(page, store.url + path);
async function proceedWith(route: string) {
  await goto(route);
  await main().getByRole('button', { name: 'Customize & Proceed' }).click();
  await pathIs('/customize');
}

describe('one party per order', () => {
  it('names both boxes on /customize and accepts a phone typed with +91 and dashes', async () => {
    await proceedWith(glow.route);
    await proceedWith(diwali.route);
    await expect
      .poll(() =>
        main()
          .getByText(/These details are for your whole party/)
          .textContent(),
      )
      .toContain(`${glow.name} and ${diwali.name}`);
    await field('Name').fill(customer.name);
    await field('Phone').fill('+91 98200-98200');
    await field('Email').fill(customer.email);
    await field('Event date').fill(daysAhead(12));
    await field('Name on the decor').fill('Happy 7th Birthday Aarav');
    await field('Number of guests').fill('30');
    await main().getByRole('button', { name: 'Proceed Further' }).click();
    await pathIs('/delivery');
  });

  it('accepts a phone typed with a leading 0 on /delivery', async () => {
    expect(await field('Full name').inputValue()).toBe(customer.name);
    await field('Phone').fill('098200 98200');
    await field('Address line 1').fill(address.line1);
    await field('PIN code').fill(address.pincode);
    await chooseDelivery(page);
    await field('Phone').blur();
    expect(await fieldError(field('Phone'))).toBeNull();
    await main().getByRole('button', { name: 'Continue to Payment' }).click();
    await pathIs('/payment');
  });

  it('asks for no card or UPI details and shows the total above the Pay button on a phone', async () => {
    const total = glow.basePrice + diwali.basePrice + shipping;
    const button = main().getByRole('button', { name: `Pay ${inr(total)}` });
    await button.waitFor();
    expect(await main().getByRole('textbox').count()).toBe(0);
    expect(await main().getByRole('radio').count()).toBe(5);
    for (const label of [/card number/i, /cvv/i, /upi id/i]) expect(await main().getByLabel(label).count()).toBe(0);
    const shownTotal = main().getByText(/^Total to pay/);
    expect(await shownTotal.textContent()).toContain(inr(total));
    // Both in the viewport when the button is, the total above it.
    await button.scrollIntoViewIfNeeded();
    const [totalBox, buttonBox] = [await shownTotal.boundingBox(), await button.boundingBox()];
    expect(totalBox!.y + totalBox!.height).toBeLessThanOrEqual(buttonBox!.y);
    expect(totalBox!.y).toBeGreaterThanOrEqual(0);
    expect(buttonBox!.y + buttonBox!.height).toBeLessThanOrEqual(viewports.phone.height);
    await main().getByRole('radio', { name: 'Cash on Delivery' }).check();
    await main()
      .getByRole('button', { name: `Place order · ${inr(total)}` })
      .click();
    await pathIs('/confirmation');
    await expect.poll(() => main().getByRole('region', { name: 'What happens next' }).textContent()).toContain(`Pay ${inr(total)} on delivery`);
  });

  it('starts the next order with empty event fields and only the customer prefilled', async () => {
    await proceedWith(glow.route);
    await expect.poll(() => field('Name').inputValue()).toBe(customer.name);
    // Who this device knows the customer to be (the checkout before was the server's and is finished): as sent.
    expect(await field('Phone').inputValue()).toBe('9820098200');
    expect(await field('Email').inputValue()).toBe(customer.email);
    for (const label of ['Event date', 'Name on the decor', 'Number of guests', 'Age of the guest of honour', 'Venue', 'Cake details', 'Instructions']) {
      expect(await field(label).inputValue(), label).toBe('');
    }
    await goto('/delivery');
    await expect.poll(() => field('Full name').inputValue()).toBe(customer.name);
    expect(await field('Phone').inputValue()).toBe('9820098200');
    // The address belonged to the finished checkout, which the server holds: a new checkout asks for it again.
    expect(await field('Address line 1').inputValue()).toBe('');
  });

  it('refuses a theme suggestion without a phone or an e-mail, and sends one with a phone', async () => {
    await goto('/suggesttheme');
    await field('Theme name').fill('Space pirates');
    await field('Your name').fill(customer.name);
    await main().getByRole('button', { name: 'Submit idea' }).click();
    await expect.poll(() => fieldError(field('Phone'))).toBe(replyContactRequiredMessage);
    await field('Phone').fill('+91 98200 98200');
    await main().getByRole('button', { name: 'Submit idea' }).click();
    await expect.poll(() => main().getByRole('status').allTextContents()).toContain("Thank you! We'll review your theme idea soon.");
    expect(errors).toEqual([]);
  });

  it('stored one customization naming both boxes, both phones as 10 digits, and the order with its payment status', async () => {
    await browser.close();
    await store.stop();
    const data = await openStoredData(dataDir);
    try {
      const customizations = await data.scan(tableNames.customization);
      const deliveries = await data.scan(tableNames.delivery);
      const orders = await data.scan(tableNames.order);
      const suggestions = await data.scan(tableNames.suggestion);
      expect(customizations).toHaveLength(1);
      expect(customizations[0]).toMatchObject({ ThemeName: `${glow.name}, ${diwali.name}`, Phone: '9820098200', DecorName: 'Happy 7th Birthday Aarav' });
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({ PhoneNumber: '9820098200' });
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({
        CustomizationId: customizations[0]!.id,
        DeliveryId: deliveries[0]!.id,
        PaymentMethod: 'cod',
        PaymentStatus: 'pay-on-delivery',
      });
      expect(suggestions).toHaveLength(1);
      expect(suggestions[0]).toMatchObject({ Phone: '9820098200' });
    } finally {
      await data.close();
    }
  });
});
