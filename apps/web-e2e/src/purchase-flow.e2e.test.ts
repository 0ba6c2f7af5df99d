// The whole purchase in a real browser against the real store: listing → Glow theme → add-ons (one labelled ₹1,299 and
// charged ₹299) → /customize → /addon extras → /delivery → net banking → /confirmation; then, with the store stopped,
// every stored record field by field. Every step's summary and the confirmation itemise the charged prices, which
// add up to the total.
import { loadCatalog } from '@partybox/catalog';
import { tableNames } from '@partybox/api';
import { indiaToday } from '@partybox/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, viewports, watchErrors } from '@partybox/test-browser';
import { openStoredData } from './support/database';
import { addonLabel, daysAhead, fieldLabel, inr } from './support/forms';
import { newDataDir, removeDataDir, startStore, type Store } from './support/store-process';
import { chooseDelivery } from './support/delivery';
import { hydrated, open, reload } from './support/navigation';

const catalog = loadCatalog();
const birthday = catalog.listings.find((listing) => listing.route === '/birthdaytheme')!;
const card = birthday.themes.find((candidate) => candidate.themeId === 'glow')!;
const theme = catalog.themes.find((candidate) => candidate.id === card.themeId)!;
// Two add-ons, deliberately ticked in the reverse of the page's order: the order stores them in the page's order.
// UV Lights (ledFairyLights) is labelled ₹1,299 but charged ₹299: the figures shown must use ₹299.
const ticked = ['extraBalloonPack', 'ledFairyLights'].map((key) => theme.addons.find((addon) => addon.key === key)!);
const uvLights = ticked[1]!;
const tickedInPageOrder = theme.addons.filter((addon) => ticked.includes(addon));
const extra = catalog.addonPage.find((addon) => addon.key === 'dessertTable')!;
const shipping = catalog.site.shippingFee;
const unitPrice = theme.basePrice + ticked.reduce((sum, addon) => sum + addon.price, 0);
const subtotal = unitPrice + extra.price;

const eventDate = daysAhead(10);
const customer = { name: 'Asha Rao', phone: '9820098200', email: 'asha.rao@example.com' };
const customization = {
  eventTime: '17:30',
  age: '7',
  guestCount: '30',
  venue: 'Sea Breeze terrace, Bandra West',
  venueType: 'Rooftop',
  favoriteColor: 'Teal',
  decorName: 'Ira',
  returnGiftQty: '15',
  cakeDetails: 'Chocolate, 2 kg, "Happy 7th Ira"',
  notes: 'Ring the bell twice',
};
const delivery = {
  fullName: 'Meera Rao',
  phone: '9876543210',
  email: 'meera.rao@example.com',
  addressLine1: 'Flat 12, Sea Breeze Apartments, Hill Road',
  addressLine2: 'Near Mount Carmel Church',
  pincode: '400050',
};
const bank = 'ICICI Bank';
const isoTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** The itemised lines of a summary or confirmation: each box's parts and the extras, as shown. */
const expectedParts = [['Party box', inr(theme.basePrice)], ...tickedInPageOrder.map((addon) => [addon.label, `+${inr(addon.price)}`])];
/** Rupees in a shown figure ("+₹1,299" → 1299). */
const rupeesOf = (text: string) => Number(text.replace(/[^\d]/g, ''));
/** The sha-256 of the request that stored a record, kept to refuse a reused Idempotency-Key with another body. */
const requestHash = /^[0-9a-f]{64}$/;
/** A server-made id (UUIDv7) and a sha-256 in hex, as records keep them. */
const serverId = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const sha256Hex = requestHash;

let store: Store;
let browser: Browser;
let page: Page;
/** The delivery day and slot the customer chose on /delivery. */
let chosenDelivery: { date: string; slot: string };
let errors: string[];
const dataDir = newDataDir();
const startedAt = new Date().toISOString();
/** What the confirmation page showed, compared with the stored order at the end. */
const shown = { orderNumber: '' };

beforeAll(async () => {
  [store, browser] = await Promise.all([startStore({ dataDir }), launchChromium()]);
  page = await browser.newPage({ viewport: viewports.desktop });
  errors = watchErrors(page);
});

afterAll(async () => {
  await browser?.close();
  await store?.stop();
  removeDataDir(dataDir);
});

const main = () => page.getByRole('main');
const field = (label: string) => main().getByLabel(fieldLabel(label));
const goto = (path: string) => open(page, store.url + path);
async function headingIs(text: string) {
  await expect.poll(() => main().getByRole('heading', { level: 1 }).textContent()).toBe(text);
}

/**
 * The summary shows the box and each add-on at its charged price (UV Lights at ₹299, not its ₹1,299 label), the extra
 * with its price, and the figures add up: parts → line, lines + extras → subtotal, + shipping → total.
 */
async function expectItemised(summary: ReturnType<typeof main>) {
  const parts = summary.getByRole('list', { name: `${theme.name}: what the price is made of` });
  const shownParts = await parts.getByRole('listitem').evaluateAll((items) => items.map((item) => Array.from(item.children, (child) => child.textContent)));
  expect(shownParts).toEqual(expectedParts);
  expect(shownParts).toContainEqual([uvLights.label, '+₹299']);
  const extras = summary.getByRole('list', { name: 'Extras: what the price is made of' });
  expect(await extras.getByRole('listitem').evaluateAll((items) => items.map((item) => Array.from(item.children, (child) => child.textContent)))).toEqual([
    [extra.label, `+${inr(extra.price)}`],
  ]);
  const lineTotal = rupeesOf((await summary.locator('.order-summary__amount').first().textContent()) ?? '');
  expect(shownParts.reduce((sum, [, price]) => sum + rupeesOf(price!), 0)).toBe(lineTotal);
  const [shownSubtotal, shownShipping, shownTotal] = (await summary.locator('dd').allTextContents()).map(rupeesOf);
  expect(lineTotal + extra.price).toBe(shownSubtotal);
  expect(shownSubtotal! + shownShipping!).toBe(shownTotal);
  expect([shownSubtotal, shownShipping, shownTotal]).toEqual([subtotal, shipping, subtotal + shipping]);
}

describe('buying a Glow birthday box', () => {
  it('picks a theme card on the listing, ticks two add-ons and sees the live total', async () => {
    await goto('/birthdaytheme');
    await page
      .getByRole('list', { name: `${birthday.name} themes` })
      .getByRole('link', { name: card.name, exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(theme.route);
    await headingIs(theme.hero.title);
    for (const addon of ticked)
      await main()
        .getByRole('checkbox', { name: new RegExp(`^${addon.label}\\b`) })
        .check();
    await expect.poll(() => page.getByTestId('price-total').textContent()).toBe(inr(unitPrice));
    expect(await page.getByTestId('price-base').textContent()).toBe(inr(theme.basePrice));
    await main().getByRole('button', { name: 'Customize & Proceed' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/customize');
  });

  it('fills /customize for that theme and moves on to /delivery with the details carried over', async () => {
    await headingIs('Customize Your PartyBox');
    expect(
      await main()
        .getByText(/^Personalising your/)
        .textContent(),
    ).toContain(theme.name);
    await field('Name').fill(customer.name);
    await field('Phone').fill(customer.phone);
    await field('Email').fill(customer.email);
    await field('Event date').fill(eventDate);
    await field('Event time').fill(customization.eventTime);
    await field('Age of the guest of honour').fill(customization.age);
    await field('Number of guests').fill(customization.guestCount);
    await field('Venue').fill(customization.venue);
    await field('Venue type').selectOption(customization.venueType);
    await field('Favourite colour').fill(customization.favoriteColor);
    await field('Name on the decor').fill(customization.decorName);
    await field('Return gift quantity').fill(customization.returnGiftQty);
    await field('Cake details').fill(customization.cakeDetails);
    await field('Instructions').fill(customization.notes);
    // Entertainment is left empty: the record says 'NA'.
    expect(await field('Entertainment').inputValue()).toBe('');
    await main().getByRole('button', { name: 'Proceed Further' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/delivery');
    await headingIs('Delivery Details');
    expect(await field('Full name').inputValue()).toBe(customer.name);
    expect(await field('Phone').inputValue()).toBe(customer.phone);
    expect(await field('Email').inputValue()).toBe(customer.email);
  });

  it('adds an extra on /addon, which leads back to /delivery', async () => {
    await goto('/addon');
    await headingIs('Add-ons');
    // Opened without a theme in the navigation state, the page names the generic box.
    expect(
      await main()
        .getByText(/^Extras for your/)
        .textContent(),
    ).toBe('Extras for your PartyBox');
    await main()
      .getByRole('checkbox', { name: addonLabel(extra.label) })
      .check();
    const summary = main().getByRole('region', { name: 'Price summary' });
    await expect.poll(() => summary.getByRole('listitem').allTextContents()).toEqual([`${extra.label} ${inr(extra.price)}`]);
    expect(await page.getByTestId('price-total').textContent()).toBe(inr(extra.price));
    await main().getByRole('button', { name: 'Proceed to Summary' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/delivery');
    await headingIs('Delivery Details');
  });

  it('fills /delivery and pays by net banking', async () => {
    await field('Full name').fill(delivery.fullName);
    await field('Phone').fill(delivery.phone);
    await field('Email').fill(delivery.email);
    await field('Address line 1').fill(delivery.addressLine1);
    await field('Address line 2').fill(delivery.addressLine2);
    expect(await field('City').inputValue()).toBe(catalog.deliveryArea.city);
    expect(await field('State').inputValue()).toBe('Maharashtra');
    expect(await field('Country').inputValue()).toBe('India');
    await field('PIN code').fill(delivery.pincode);
    chosenDelivery = await chooseDelivery(page);
    await expectItemised(main().getByRole('region', { name: 'Order summary' }));
    await main().getByRole('button', { name: 'Continue to Payment' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/payment');
    // /payment is a new document (its CSP allows the gateway): wait for it to hydrate and read the checkout.
    await hydrated(page);
    await headingIs('Choose Your Payment Method');
    await main().getByRole('region', { name: 'Order summary' }).waitFor();

    await expectItemised(main().getByRole('region', { name: 'Order summary' }));

    expect(await main().getByRole('textbox').count()).toBe(0);
    await main().getByRole('radio', { name: 'Net Banking' }).check();
    await main().getByRole('radio', { name: bank }).check();
    await main()
      .getByRole('button', { name: `Pay ${inr(subtotal + shipping)}` })
      .click();
    // The embedded gateway's checkout opens with net banking chosen: the customer picks the bank there and pays.
    const gateway = page.frameLocator('iframe[title="Razorpay Checkout (sandbox)"]');
    await gateway.getByLabel('Bank', { exact: true }).selectOption('ICIC');
    await gateway.getByRole('button', { name: /^Pay / }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 30_000 }).toBe('/confirmation');
  });

  it('confirms the order with its number, lines and total, also after a reload', async () => {
    for (const reloaded of [false, true]) {
      if (reloaded) await reload(page);
      await headingIs('Order received');
      const number = main().getByText(/^Order number/);
      await expect.poll(() => number.textContent()).toMatch(/^Order number PB-\d{6}-[0-9A-Z]{6}/);
      const orderNumber = /PB-\d{6}-[0-9A-Z]{6}/.exec((await number.textContent()) ?? '')![0];
      expect(orderNumber.slice(3, 9)).toBe(indiaToday().slice(2).replaceAll('-', ''));
      if (reloaded) expect(orderNumber).toBe(shown.orderNumber);
      shown.orderNumber = orderNumber;
      await expectItemised(main().getByRole('region', { name: 'Your order' }));
      expect(await main().getByRole('region', { name: 'What happens next' }).textContent()).toContain(inr(subtotal + shipping));
    }
    expect(errors).toEqual([]);
  });

  it('stored exactly one checkout, customization, delivery and order, field by field', async () => {
    await browser.close();
    await store.stop();
    const data = await openStoredData(dataDir);
    try {
      const customizations = await data.scan(tableNames.customization);
      const deliveries = await data.scan(tableNames.delivery);
      const orders = await data.scan(tableNames.order);
      expect(customizations).toHaveLength(1);
      expect(deliveries).toHaveLength(1);
      expect(orders).toHaveLength(1);
      for (const table of [tableNames.contact, tableNames.suggestion, tableNames.subscriber]) expect(await data.scan(table), table).toEqual([]);
      // One server checkout held the whole purchase (/addon's extras joined it) and became this order.
      const checkouts = await data.scan(tableNames.checkout);
      expect(checkouts).toHaveLength(1);
      expect(checkouts[0]).toMatchObject({ Status: 'completed', OrderId: orders[0]!.id, OrderNumber: shown.orderNumber });
      const [savedCustomization, savedDelivery, savedOrder] = [customizations[0]!, deliveries[0]!, orders[0]!];

      expect(savedCustomization).toEqual({
        IdempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/),
        // Made by the server (UUIDv7); the browser's key only deduplicates.
        id: expect.stringMatching(serverId),
        // The three belong to one checkout: the hash of the secret id the browser sent with each.
        CheckoutHash: expect.stringMatching(sha256Hex),
        email: customer.email,
        Name: customer.name,
        Phone: customer.phone,
        EventDate: eventDate,
        EventTime: customization.eventTime,
        Occasion: birthday.name,
        ThemeName: theme.name,
        Color: customization.favoriteColor,
        Venue: customization.venue,
        VenueType: customization.venueType,
        GuestCount: Number(customization.guestCount),
        ReturnGiftQty: Number(customization.returnGiftQty),
        Entertainment: 'NA',
        Instruction: customization.notes,
        DecorName: customization.decorName,
        CakeDetails: customization.cakeDetails,
        Age: Number(customization.age),
        CreatedAt: expect.stringMatching(isoTimestamp),
        RequestHash: expect.stringMatching(requestHash),
      });
      expect((savedCustomization.CreatedAt as string) >= startedAt).toBe(true);
      expect(savedCustomization.Occasion).toBe('Birthday');

      expect(savedDelivery.CheckoutHash).toBe(savedCustomization.CheckoutHash);
      expect(savedDelivery).toEqual({
        IdempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/),
        // Made by the server (UUIDv7); the browser's key only deduplicates.
        id: expect.stringMatching(serverId),
        // The three belong to one checkout: the hash of the secret id the browser sent with each.
        CheckoutHash: expect.stringMatching(sha256Hex),
        Name: delivery.fullName,
        PhoneNumber: delivery.phone,
        Details: {
          Email: delivery.email,
          AddressLine1: delivery.addressLine1,
          AddressLine2: delivery.addressLine2,
          City: catalog.deliveryArea.city,
          State: 'Maharashtra',
          Pincode: delivery.pincode,
          Country: 'India',
        },
        Timestamp: expect.stringMatching(isoTimestamp),
        RequestHash: expect.stringMatching(requestHash),
      });

      const addonsPrice = ticked.reduce((sum, addon) => sum + addon.price, 0);
      // The store's dispatcher may already have sent the placement's messages: whether the order is still marked pending
      // depends on timing, so those two attributes are left out here and the outbox is checked by what it holds.
      // Which webhook events are kept depends on timing too: an event that only repeats what the browser's report already
      // folded in changes nothing and writes nothing.
      // The outbox holds only what is still to send (the dispatcher drops each message once sent): what it holds now
      // depends on timing, so it is checked below, with the dispatcher's own attributes (the round that settled the
      // order, the texts it counted).
      const settledBy = { Settled: savedOrder.Settled, TextsSent: savedOrder.TextsSent };
      const timing = {
        MessagesPending: undefined,
        MessagesDueAt: undefined,
        PaymentEvents: undefined,
        Outbox: undefined,
        Settled: undefined,
        TextsSent: undefined,
      };
      expect({ ...savedOrder, ...timing }).toEqual({
        // Keyed by its own id, so every read by id is a GetItem.
        IdempotencyKey: savedOrder.id,
        // Made by the server (UUIDv7); the browser's key only deduplicates.
        id: expect.stringMatching(serverId),
        // The three belong to one checkout: the hash of the secret id the browser sent with each.
        CheckoutHash: savedCustomization.CheckoutHash,
        AccessTokenHash: expect.stringMatching(sha256Hex),
        OrderNumber: shown.orderNumber,
        Lines: [
          {
            ThemeId: theme.id,
            ThemeName: theme.name,
            Addons: tickedInPageOrder.map((addon) => ({ Key: addon.key, Label: addon.label, Price: addon.price })),
            Quantity: 1,
            BasePrice: theme.basePrice,
            AddonsPrice: addonsPrice,
            UnitPrice: theme.basePrice + addonsPrice,
            LineTotal: theme.basePrice + addonsPrice,
          },
        ],
        Extras: [{ Key: extra.key, Label: extra.label, Price: extra.price }],
        CustomizationId: savedCustomization.id,
        DeliveryId: savedDelivery.id,
        // A guest order keeps the delivery's phone, so it joins the list of whoever signs up with that number.
        Phone: delivery.phone,
        PaymentMethod: 'netbanking',
        // Paid in the gateway's checkout: the payment is folded into the ledger by whichever report came first (the
        // browser's verified answer or the webhook); every report since is a change of the order's version.
        PaymentStatus: 'paid',
        Bank: bank,
        Status: 'placed',
        // Reserved on the delivery calendar when the order was placed.
        DeliverySlot: { Date: chosenDelivery.date, SlotId: expect.any(String), Label: chosenDelivery.slot },
        Version: expect.any(Number),
        GatewayOrders: [{ Id: expect.stringMatching(/^order_/), AmountPaise: (subtotal + 199) * 100, At: expect.stringMatching(isoTimestamp) }],
        Ledger: {
          payments: [expect.objectContaining({ amountPaise: (subtotal + 199) * 100, method: 'netbanking', status: 'captured' })],
          refunds: [],
        },
        // A name on the decor or cake details: not cancellable online once packed.
        Personalised: true,
        // What the operations console lists and searches by, and who hears about the order, copied at placement.
        Listed: 'order',
        EventDate: eventDate,
        // The console lists an order under the day it goes out.
        EventSort: `${chosenDelivery.date}#${shown.orderNumber}`,
        CustomerName: delivery.fullName,
        // Who ordered and the occasion (the Customer column, reports), and the words search finds it by.
        OrderedBy: customer.name,
        OrderedByPhone: customer.phone,
        Occasion: 'Birthday',
        SearchTerms: expect.arrayContaining(['asha', 'rao', 'meera']),
        ContactPhone: delivery.phone,
        ContactEmail: delivery.email,
        // Placed, then the payment's lines: paid directly, or through "being confirmed by the bank" when Razorpay's
        // payment.authorized was folded before its payment.captured (checked below).
        History: expect.any(Array),
        // Paid: off the list of orders waiting on the gateway (reconciliation watches paid orders by its walk of the
        // orders placed in the last 180 days, for refunds and disputes the gateway can still report).
        PaymentOpen: undefined,
        Outbox: undefined,
        Subtotal: subtotal,
        Shipping: 199,
        Total: subtotal + 199,
        CreatedAt: expect.stringMatching(isoTimestamp),
        RequestHash: expect.stringMatching(requestHash),
      });
      // Every message the order caused, each either still waiting in its outbox or sent (then gone from it); the
      // reminder due in an hour left the outbox with the write that recorded the payment (nothing is owed any more).
      const queued = ((savedOrder.Outbox ?? []) as { Event: string; Channel: string; To: string }[]).map((m) => `${m.Event} ${m.Channel} ${m.To}`);
      const caused = [
        `placed-unpaid sms +91${delivery.phone}`,
        `placed-unpaid email ${delivery.email}`,
        // The team hears of the new order (OPERATOR_ALERTS; a log line in this embedded store).
        'team-new-order team operators',
        `paid sms +91${delivery.phone}`,
        `paid email ${delivery.email}`,
      ];
      expect(queued.filter((message) => !caused.includes(message))).toEqual([]);
      // Settled by a dispatch round: it names the round, and counts the customer's one text ("received and paid").
      if (settledBy.Settled !== undefined) expect(settledBy).toEqual({ Settled: expect.any(String), TextsSent: { [`+91${delivery.phone}`]: 1 } });
      expect(queued.filter((message) => message.startsWith('payment-reminder'))).toEqual([]);
      const history = savedOrder.History as { By: string; Change: string; From?: string; To: string }[];
      expect(history[0]).toMatchObject({ By: 'Customer', Change: 'placed', To: 'placed' });
      expect(history.slice(1).map((entry) => [entry.Change, entry.From, entry.To])).toEqual(
        history.length === 2
          ? [['payment', 'awaiting-payment', 'paid']]
          : [
              ['payment', 'awaiting-payment', 'payment-processing'],
              ['payment', 'payment-processing', 'paid'],
            ],
      );
      for (const entry of history.slice(1)) expect(entry.By).toMatch(/^(Customer|Razorpay)$/);
      expect(shipping).toBe(199);
      // The stored record adds up with the charged prices: UV Lights at ₹299.
      const [line] = savedOrder.Lines as { Addons: { Key: string; Price: number }[]; BasePrice: number; UnitPrice: number; LineTotal: number }[];
      expect(line!.Addons.find((addon) => addon.Key === uvLights.key)?.Price).toBe(299);
      expect(line!.BasePrice + line!.Addons.reduce((sum, addon) => sum + addon.Price, 0)).toBe(line!.UnitPrice);
      const storedExtras = (savedOrder.Extras as { Price: number }[]).reduce((sum, item) => sum + item.Price, 0);
      expect(line!.LineTotal + storedExtras + (savedOrder.Shipping as number)).toBe(savedOrder.Total);
    } finally {
      await data.close();
    }
  });
});
