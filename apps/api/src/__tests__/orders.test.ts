// Orders placed through the server-owned checkout: validated lines, prices computed on the server from the catalog,
// the stored order record, the payment statuses, and reading an order back with its access token.
import { createHash } from 'node:crypto';
import { apiPaths, paymentMethods, type PlacedOrder } from '@partybox/contracts';
import type { CheckoutView } from '@partybox/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { orderRecordSchema } from '../platform/db/records';
import { completeCheckout, guest, patchCheckout, readyCheckout, startCheckout, type CheckoutOptions } from './support/checkout';
import { fixedNow, realCatalog, schemaErrors, startHarness, typesOf, serverIdPattern, useHarness } from './support/harness';

describe('orders', () => {
  const h = useHarness(() => startHarness());
  const readOrder = (id: string, token?: string) =>
    h.app.inject({ method: 'GET', url: apiPaths.order.href(id), headers: token === undefined ? {} : { 'order-access-token': token } });

  /** A checkout with every step saved, completed at the total it shows. */
  async function place(options: CheckoutOptions = {}) {
    const browser = guest(h.app);
    const view = await readyCheckout(browser, options);
    const done = await completeCheckout(browser, view.id, { total: view.total });
    expect(done.statusCode, done.body).toBe(201);
    const { order, accessToken } = done.json<{ order: PlacedOrder; accessToken: string }>();
    return { order, accessToken, view, browser, stored: await h.get(h.tables.order.name, { IdempotencyKey: order.id }) };
  }

  it('rejects bad cart lines with a 400 naming the field, whether starting a checkout or changing its lines', async () => {
    const line = { themeId: 'superhero', addons: [], quantity: 1 };
    const cases: [string, unknown, string][] = [
      ['no lines', undefined, 'lines'],
      ['an empty cart', [], 'lines'],
      ['unknown theme', [{ ...line, themeId: 'pirates' }], 'lines[0].themeId'],
      ['unknown theme on the second line', [line, { ...line, themeId: 'pirates' }], 'lines[1].themeId'],
      ['add-on the theme does not offer', [{ ...line, themeId: 'glow', addons: ['cupcakeToppers'] }], 'lines[0].addons'],
      ['made-up add-on', [{ ...line, addons: ['goldBars'] }], 'lines[0].addons'],
      ['add-on twice', [{ ...line, addons: ['neonSign', 'neonSign'] }], 'lines[0].addons'],
      ['zero quantity', [{ ...line, quantity: 0 }], 'lines[0].quantity'],
      ['quantity as text', [{ ...line, quantity: '2' }], 'lines[0].quantity'],
      ['quantity over 20', [{ ...line, quantity: 21 }], 'lines[0].quantity'],
      ['a price on a line', [{ ...line, unitPrice: 1 }], 'lines[0].unitPrice'],
      ['missing add-ons', [{ themeId: 'superhero', quantity: 1 }], 'lines[0].addons'],
    ];
    const browser = guest(h.app);
    const open = (await startCheckout(browser)).json<CheckoutView>();
    for (const [label, lines, field] of cases) {
      for (const response of [
        await browser('POST', apiPaths.checkouts, { lines }),
        await patchCheckout(browser, open.id, { version: open.version, ...(lines !== undefined ? { lines } : { lines: null }) }),
      ]) {
        expect(response.statusCode, label).toBe(400);
        expect(response.json().error, label).toBe('validation');
        expect(
          response.json().fields.map((f: { field: string }) => f.field),
          label,
        ).toContain(field);
      }
    }
    const unknownField = await browser('POST', apiPaths.checkouts, { lines: [line], discount: 100 });
    expect(unknownField.json().fields).toEqual([{ field: 'discount', message: '"discount" is not a field of this form' }]);
    // Nothing changed: the open checkout is as it was.
    expect((await browser('GET', apiPaths.checkout.href(open.id))).json<CheckoutView>().version).toBe(open.version);
    expect(await h.scan(h.tables.order.name)).toEqual([]);
  });

  it('names the add-on a theme does not offer, and a payment step without a method or bank', async () => {
    const browser = guest(h.app);
    const addon = await browser('POST', apiPaths.checkouts, { lines: [{ themeId: 'glow', addons: ['ledFairyLights', 'cupcakeToppers'], quantity: 1 }] });
    expect(addon.json().fields).toEqual([
      { field: 'lines[0].addons', message: 'The Glow Party box has no add-on "cupcakeToppers": choose add-ons from the theme page' },
    ]);
    const open = (await startCheckout(browser)).json<CheckoutView>();
    const payments: [unknown, string][] = [
      [{ method: 'bitcoin' }, 'payment.method'],
      [{ method: 'netbanking' }, 'payment.bank'],
      [{ method: 'netbanking', bank: 'Swiss Bank' }, 'payment.bank'],
    ];
    for (const [payment, field] of payments) {
      const response = await patchCheckout(browser, open.id, { version: open.version, payment });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields.map((f: { field: string }) => f.field)).toEqual([field]);
    }
  });

  it('prices the order on the server and stores the record the spec lists, keyed by its id', async () => {
    const {
      order: body,
      accessToken,
      view,
      stored: item,
    } = await place({
      lines: [
        { themeId: 'superhero', addons: ['neonSign', 'cupcakeToppers'], quantity: 2 },
        // Glow's UV lights are labelled 1299 but charged 299.
        { themeId: 'glow', addons: ['ledFairyLights'], quantity: 1 },
      ],
      payment: { method: 'netbanking', bank: 'HDFC Bank' },
    });
    expect({ ...body, accessToken }).toEqual({
      id: expect.stringMatching(serverIdPattern),
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      orderNumber: expect.stringMatching(/^PB-261121-[0-9A-Z]{6}$/),
      status: 'placed',
      paymentMethod: 'netbanking',
      paymentStatus: 'awaiting-payment',
      bank: 'HDFC Bank',
      lines: [
        {
          themeId: 'superhero',
          themeName: 'Superheroes',
          addons: [
            { key: 'cupcakeToppers', label: 'Cupcake Toppers', price: 399 },
            { key: 'neonSign', label: 'Neon Sign', price: 1550 },
          ],
          quantity: 2,
          basePrice: 14999,
          unitPrice: 16948,
          lineTotal: 33896,
        },
        {
          themeId: 'glow',
          themeName: 'Glow Party',
          addons: [{ key: 'ledFairyLights', label: 'UV Lights', price: 299 }],
          quantity: 1,
          basePrice: 11999,
          unitPrice: 12298,
          lineTotal: 12298,
        },
      ],
      extras: [],
      subtotal: 46194,
      shipping: 199,
      total: 46393,
      createdAt: fixedNow.toISOString(),
      // The day and slot the delivery step chose (the first open ones, 5 days' lead time after 21 Nov).
      deliverySlot: { date: '2026-11-26', slotId: 'morning', label: '9 am-12 pm' },
    });

    expect(item).toEqual({
      IdempotencyKey: body.id,
      id: body.id,
      CheckoutHash: createHash('sha256').update(view.id).digest('hex'),
      // Only the token's hash is kept.
      AccessTokenHash: createHash('sha256').update(accessToken).digest('hex'),
      OrderNumber: body.orderNumber,
      Lines: [
        {
          ThemeId: 'superhero',
          ThemeName: 'Superheroes',
          Addons: [
            { Key: 'cupcakeToppers', Label: 'Cupcake Toppers', Price: 399 },
            { Key: 'neonSign', Label: 'Neon Sign', Price: 1550 },
          ],
          Quantity: 2,
          BasePrice: 14999,
          AddonsPrice: 1949,
          UnitPrice: 16948,
          LineTotal: 33896,
        },
        {
          ThemeId: 'glow',
          ThemeName: 'Glow Party',
          Addons: [{ Key: 'ledFairyLights', Label: 'UV Lights', Price: 299 }],
          Quantity: 1,
          BasePrice: 11999,
          AddonsPrice: 299,
          UnitPrice: 12298,
          LineTotal: 12298,
        },
      ],
      Extras: [],
      CustomizationId: view.customization!.id,
      DeliveryId: view.delivery!.id,
      DeliverySlot: { Date: '2026-11-26', SlotId: 'morning', Label: '9 am-12 pm' },
      // A guest order keeps the delivery's phone, so it joins the list of whoever signs up with that number.
      Phone: '9820098200',
      PaymentMethod: 'netbanking',
      PaymentStatus: 'awaiting-payment',
      Bank: 'HDFC Bank',
      Status: 'placed',
      Version: 0,
      // What the operations console lists and searches by, copied at placement: the party's date, the day the box goes
      // out (the booked delivery day) as the list's sort key, and the delivery's contact.
      Listed: 'order',
      EventDate: '2026-12-05',
      EventSort: `${body.deliverySlot!.date}#${body.orderNumber}`,
      CustomerName: 'Asha Rao',
      // Who ordered (and their phone) and the occasion (the list's Customer column, reports) and the words search finds it by.
      OrderedBy: 'Asha Rao',
      OrderedByPhone: '9820098200',
      Occasion: 'Birthday',
      SearchTerms: expect.arrayContaining(['asha', 'rao', '9820098200']),
      ContactPhone: '9820098200',
      // No e-mail on the delivery form: the one given with the party's details.
      ContactEmail: 'asha@example.com',
      // The placement's history line and its messages, written by the same PutItem as the order.
      History: [{ At: fixedNow.toISOString(), By: 'Customer', Change: 'placed', To: 'placed' }],
      // An hour after placement, the reconciliation pass queues the payment reminder if it is still unpaid.
      PaymentReminderAt: new Date(fixedNow.getTime() + 3_600_000).toISOString(),
      Outbox: [
        // Online and not paid yet: "payment pending: pay here" (its one reminder is owed from PaymentReminderAt).
        {
          Id: expect.stringMatching(serverIdPattern),
          Event: 'placed-unpaid',
          Channel: 'sms',
          To: '+919820098200',
          Attempts: 0,
          NextAttemptAt: fixedNow.toISOString(),
        },
        {
          Id: expect.stringMatching(serverIdPattern),
          Event: 'placed-unpaid',
          Channel: 'email',
          To: 'asha@example.com',
          Attempts: 0,
          NextAttemptAt: fixedNow.toISOString(),
        },
        // The operators' line (OPERATOR_ALERTS, or the log in embedded mode), in the same item.
        {
          Id: expect.stringMatching(serverIdPattern),
          Event: 'team-new-order',
          Channel: 'team',
          To: 'operators',
          Attempts: 0,
          NextAttemptAt: fixedNow.toISOString(),
        },
      ],
      MessagesPending: 'pending',
      MessagesDueAt: fixedNow.toISOString(),
      Subtotal: 46194,
      Shipping: 199,
      Total: 46393,
      CreatedAt: fixedNow.toISOString(),
      RequestHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(typesOf(item)).toMatchObject({
      Lines: [{ Quantity: 'number', BasePrice: 'number', AddonsPrice: 'number', UnitPrice: 'number', LineTotal: 'number' }, {}],
      Subtotal: 'number',
      Shipping: 'number',
      Total: 'number',
    });
    expect(schemaErrors(orderRecordSchema, item)).toEqual([]);
  });

  it('adds extras from the add-ons page once per order at their catalog prices, and refuses unknown extras', async () => {
    const { order, stored } = await place({ lines: [{ themeId: 'retro', addons: [], quantity: 2 }], extras: ['photoProps', 'dessertTable'] });
    expect(order).toMatchObject({
      extras: [
        { key: 'photoProps', label: 'Photo Booth Props', price: 249 },
        { key: 'dessertTable', label: 'Dessert Table Setup', price: 599 },
      ],
      subtotal: 1999 * 2 + 249 + 599,
      shipping: 199,
      total: 1999 * 2 + 249 + 599 + 199,
    });
    expect(stored?.Extras).toEqual([
      { Key: 'photoProps', Label: 'Photo Booth Props', Price: 249 },
      { Key: 'dessertTable', Label: 'Dessert Table Setup', Price: 599 },
    ]);
    const refused = await guest(h.app)('POST', apiPaths.checkouts, { lines: [{ themeId: 'retro', addons: [], quantity: 1 }], extras: ['fireworks'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'extras', message: 'We offer no extra "fireworks": choose extras from the add-ons page' }]);
  });

  it('stores a bank only for net banking', async () => {
    const { stored } = await place({ payment: { method: 'cod', bank: 'SBI' } });
    expect(stored).not.toHaveProperty('Bank');
    expect(stored).toMatchObject({ PaymentMethod: 'cod', Subtotal: 14999, Shipping: 199, Total: 15198 });
    expect(schemaErrors(orderRecordSchema, stored)).toEqual([]);
  });

  it('answers GET /api/orders/:id with its access token, and the same 404 without it, with another or for an unknown id', async () => {
    const { order, accessToken } = await place();
    const read = await readOrder(order.id, accessToken);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(order);
    expect(read.headers['cache-control']).toBe('no-store');

    const other = await place();
    const notFound = { error: 'not_found', message: 'We could not find that order.' };
    const attempts: [string, string, string | undefined][] = [
      ['no token', order.id, undefined],
      ['another order’s token', order.id, other.accessToken],
      ['a made-up token', order.id, 'A'.repeat(43)],
      ['the token in the query string', `${order.id}?token=${accessToken}`, undefined],
      ['an unknown id', 'no-such-order-00001', accessToken],
      ['a malformed id', 'bad id', accessToken],
      ['a path', '..%2F..%2Fetc', accessToken],
    ];
    for (const [label, id, token] of attempts) {
      const missing = await h.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: token ? { 'order-access-token': token } : {} });
      expect(missing.statusCode, label).toBe(404);
      expect(missing.json(), label).toEqual(notFound);
      expect(missing.headers['cache-control'], label).toBe('no-store');
    }
  });

  it('says an order of more than 20 different boxes is too big, not empty', async () => {
    const lines = Array.from({ length: 21 }, () => ({ themeId: 'superhero', addons: [], quantity: 1 }));
    const response = await guest(h.app)('POST', apiPaths.checkouts, { lines });
    expect(response.json().fields).toEqual([{ field: 'lines', message: 'An order can hold up to 20 different party boxes: place the rest as a second order' }]);
  });

  it('stores the payment method with its status: pay on delivery for cash, awaiting payment for every other method', async () => {
    const expected = {
      cod: 'pay-on-delivery',
      upi: 'awaiting-payment',
      card: 'awaiting-payment',
      netbanking: 'awaiting-payment',
      qr: 'awaiting-payment',
    } as const;
    expect(Object.keys(expected).sort()).toEqual([...paymentMethods].sort());
    for (const method of paymentMethods) {
      const { order, stored } = await place({ payment: { method, ...(method === 'netbanking' && { bank: 'SBI' }) } });
      expect(order, method).toMatchObject({ paymentMethod: method, paymentStatus: expected[method] });
      expect(stored, method).toMatchObject({ PaymentMethod: method, PaymentStatus: expected[method] });
    }
  });

  it('answers a Glow order whose add-ons at their charged prices, base prices, quantities, extras and shipping add up to the total', async () => {
    const uvLights = realCatalog()
      .themes.find((theme) => theme.id === 'glow')!
      .addons.find((addon) => addon.key === 'ledFairyLights')!;
    // Labelled 1,299 on the Glow page but charged 299: the answer must carry the charged price.
    expect([uvLights.labelPrice, uvLights.price]).toEqual([1299, 299]);
    const {
      order: placed,
      stored,
      view,
    } = await place({
      lines: [
        { themeId: 'glow', addons: ['ledFairyLights', 'printedThankCards'], quantity: 2 },
        { themeId: 'superhero', addons: ['neonSign'], quantity: 1 },
      ],
      extras: ['photoProps'],
      payment: { method: 'upi' },
    });
    expect(placed.lines[0]!.addons).toContainEqual({ key: 'ledFairyLights', label: 'UV Lights', price: 299 });
    const sum = (prices: readonly { price: number }[]) => prices.reduce((total, addon) => total + addon.price, 0);
    for (const line of placed.lines) {
      expect(line.unitPrice, line.themeId).toBe(line.basePrice + sum(line.addons));
      expect(line.lineTotal, line.themeId).toBe(line.unitPrice * line.quantity);
    }
    const fromFigures =
      placed.lines.reduce((total, line) => total + (line.basePrice + sum(line.addons)) * line.quantity, 0) + sum(placed.extras) + placed.shipping;
    expect(placed.total).toBe(fromFigures);
    expect(placed.subtotal + placed.shipping).toBe(placed.total);
    // 2 × (11,999 + 299 + 150) + (14,999 + 1,550) + 249 + 199: Glow's sticks pack too is charged 150, not its label's 450.
    expect(placed.total).toBe(2 * (11999 + 299 + 150) + (14999 + 1550) + 249 + 199);
    // The checkout showed the same figures before the order was placed.
    expect(view.total).toBe(placed.total);
    expect(stored).toMatchObject({
      Total: placed.total,
      PaymentStatus: 'awaiting-payment',
      Lines: [{ Addons: expect.arrayContaining([{ Key: 'ledFairyLights', Label: 'UV Lights', Price: 299 }]) }, {}],
    });
  });

  it('replays a complete retried with the same key: one item, the same body, order number and access token', async () => {
    const browser = guest(h.app);
    const view = await readyCheckout(browser);
    const key = 'complete-retried-0001';
    const first = await completeCheckout(browser, view.id, { total: view.total }, key);
    const second = await completeCheckout(browser, view.id, { total: view.total }, key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const stored = (await h.scan(h.tables.order.name)).filter((item) => item.id === first.json().order.id);
    expect(stored).toHaveLength(1);
    // The replay carries the same access token, so a customer whose first answer was lost can still read the order.
    expect((await readOrder(first.json().order.id, second.json().accessToken)).statusCode).toBe(200);
  });
});
