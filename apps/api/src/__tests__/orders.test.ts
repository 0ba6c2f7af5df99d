import { createHash, randomUUID } from 'node:crypto';
import { checkoutIdField, paymentMethods, type PlacedOrder } from '@partybox/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderRecordSchema } from '../db/records';
import { referenceMessages } from '../routes/orders';
import { fixedNow, newKey, post, realCatalog, schemaErrors, startHarness, typesOf, type Harness, serverIdPattern, testCheckoutId } from './support/harness';

const address = { fullName: 'Asha Rao', phone: '9820098200', addressLine1: '4 Sea Breeze, Hill Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' };

describe('orders', () => {
  let h: Harness;
  let deliveryId: string;
  const order = () => ({ lines: [{ themeId: 'superhero', addons: ['neonSign'], quantity: 1 }], deliveryId, paymentMethod: 'card' });

  beforeAll(async () => {
    h = await startHarness();
    const saved = await post(h.app, '/api/deliveries', address);
    expect(saved.statusCode).toBe(201);
    deliveryId = saved.json().id;
  });
  afterAll(() => h.close());
  const readOrder = (id: string, token?: string) =>
    h.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: token === undefined ? {} : { 'order-access-token': token } });

  it('rejects bad input with a 400 naming the field, and stores nothing', async () => {
    const line = { themeId: 'superhero', addons: [], quantity: 1 };
    const cases: [string, unknown, string][] = [
      ['no lines', { ...order(), lines: undefined }, 'lines'],
      ['an empty cart', { ...order(), lines: [] }, 'lines'],
      ['unknown theme', { ...order(), lines: [{ ...line, themeId: 'pirates' }] }, 'lines[0].themeId'],
      ['unknown theme on the second line', { ...order(), lines: [line, { ...line, themeId: 'pirates' }] }, 'lines[1].themeId'],
      ['add-on the theme does not offer', { ...order(), lines: [{ ...line, themeId: 'glow', addons: ['cupcakeToppers'] }] }, 'lines[0].addons'],
      ['made-up add-on', { ...order(), lines: [{ ...line, addons: ['goldBars'] }] }, 'lines[0].addons'],
      ['add-on twice', { ...order(), lines: [{ ...line, addons: ['neonSign', 'neonSign'] }] }, 'lines[0].addons'],
      ['zero quantity', { ...order(), lines: [{ ...line, quantity: 0 }] }, 'lines[0].quantity'],
      ['quantity as text', { ...order(), lines: [{ ...line, quantity: '2' }] }, 'lines[0].quantity'],
      ['quantity over 20', { ...order(), lines: [{ ...line, quantity: 21 }] }, 'lines[0].quantity'],
      ['a price on a line', { ...order(), lines: [{ ...line, unitPrice: 1 }] }, 'lines[0].unitPrice'],
      ['missing add-ons', { ...order(), lines: [{ themeId: 'superhero', quantity: 1 }] }, 'lines[0].addons'],
      ['unknown payment method', { ...order(), paymentMethod: 'bitcoin' }, 'paymentMethod'],
      ['net banking without a bank', { ...order(), paymentMethod: 'netbanking' }, 'bank'],
      ['unknown bank', { ...order(), paymentMethod: 'netbanking', bank: 'Swiss Bank' }, 'bank'],
      ['missing delivery', { ...order(), deliveryId: undefined }, 'deliveryId'],
      ['malformed delivery id', { ...order(), deliveryId: 'x' }, 'deliveryId'],
      ['delivery that does not exist', { ...order(), deliveryId: 'no-such-delivery-0001' }, 'deliveryId'],
      ['malformed customization id', { ...order(), customizationId: 'x y' }, 'customizationId'],
      ['unknown field', { ...order(), discount: 100 }, 'discount'],
    ];
    for (const [label, body, field] of cases) {
      const response = await post(h.app, '/api/orders', body);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().error, label).toBe('validation');
      expect(
        response.json().fields.map((f: { field: string }) => f.field),
        label,
      ).toContain(field);
    }
    expect(await h.scan(h.tables.order.name)).toEqual([]);
  });

  it('names the add-on a theme does not offer, and asks for delivery details first', async () => {
    const addon = await post(h.app, '/api/orders', { ...order(), lines: [{ themeId: 'glow', addons: ['ledFairyLights', 'cupcakeToppers'], quantity: 1 }] });
    expect(addon.json().fields).toEqual([
      { field: 'lines[0].addons', message: 'The Glow Party box has no add-on "cupcakeToppers": choose add-ons from the theme page' },
    ]);
    const missing = await post(h.app, '/api/orders', { ...order(), deliveryId: undefined });
    expect(missing.json().fields).toEqual([{ field: 'deliveryId', message: 'Enter your delivery details first' }]);
    const unknown = await post(h.app, '/api/orders', { ...order(), deliveryId: 'no-such-delivery-0001' });
    expect(unknown.json().fields).toEqual([{ field: 'deliveryId', message: referenceMessages.deliveryId }]);
  });

  it('prices a tampered order on the server: the client total is ignored', async () => {
    const key = newKey('order');
    const customization = await post(h.app, '/api/customizations', {
      name: 'Asha',
      phone: '9820098200',
      email: 'asha@example.com',
      eventDate: '2026-12-05',
      themeIds: ['superhero'],
    });
    const customizationId: string = customization.json().id;
    const response = await post(
      h.app,
      '/api/orders',
      {
        lines: [
          { themeId: 'superhero', addons: ['neonSign', 'cupcakeToppers'], quantity: 2 },
          // Glow's UV lights are labelled 1299 but charged 299.
          { themeId: 'glow', addons: ['ledFairyLights'], quantity: 1 },
        ],
        deliveryId,
        customizationId,
        paymentMethod: 'netbanking',
        bank: 'HDFC Bank',
        total: 1,
      },
      key,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
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
    });

    const item = await h.get(h.tables.order.name, { IdempotencyKey: key });
    expect(item).toEqual({
      IdempotencyKey: key,
      id: body.id,
      CheckoutHash: createHash('sha256').update(testCheckoutId).digest('hex'),
      // Only the token's hash is kept.
      AccessTokenHash: createHash('sha256').update(body.accessToken).digest('hex'),
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
      CustomizationId: customizationId,
      DeliveryId: deliveryId,
      // A guest order keeps the delivery's phone, so it joins the list of whoever signs up with that number.
      Phone: '9820098200',
      PaymentMethod: 'netbanking',
      PaymentStatus: 'awaiting-payment',
      Bank: 'HDFC Bank',
      Status: 'placed',
      Version: 0,
      // What the operations console lists and searches by, copied at placement: the party's date and the delivery's contact.
      Listed: 'order',
      EventDate: '2026-12-05',
      EventSort: `2026-12-05#${body.orderNumber}`,
      CustomerName: 'Asha Rao',
      ContactPhone: '9820098200',
      // No e-mail on the delivery form: the one given with the party's details.
      ContactEmail: 'asha@example.com',
      // The placement's history line and its messages, written by the same PutItem as the order.
      History: [{ At: fixedNow.toISOString(), By: 'Shop', Change: 'placed', To: 'placed' }],
      Outbox: [
        {
          Id: expect.stringMatching(serverIdPattern),
          Event: 'placed',
          Channel: 'sms',
          To: '+919820098200',
          Attempts: 0,
          NextAttemptAt: fixedNow.toISOString(),
        },
        {
          Id: expect.stringMatching(serverIdPattern),
          Event: 'placed',
          Channel: 'email',
          To: 'asha@example.com',
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
    const key = newKey('extras');
    const response = await post(
      h.app,
      '/api/orders',
      {
        lines: [{ themeId: 'retro', addons: [], quantity: 2 }],
        extras: ['photoProps', 'dessertTable'],
        deliveryId,
        paymentMethod: 'cod',
      },
      key,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      extras: [
        { key: 'photoProps', label: 'Photo Booth Props', price: 249 },
        { key: 'dessertTable', label: 'Dessert Table Setup', price: 599 },
      ],
      subtotal: 1999 * 2 + 249 + 599,
      shipping: 199,
      total: 1999 * 2 + 249 + 599 + 199,
    });
    const item = await h.get(h.tables.order.name, { IdempotencyKey: key });
    expect(item?.Extras).toEqual([
      { Key: 'photoProps', Label: 'Photo Booth Props', Price: 249 },
      { Key: 'dessertTable', Label: 'Dessert Table Setup', Price: 599 },
    ]);

    const refused = await post(
      h.app,
      '/api/orders',
      { lines: [{ themeId: 'retro', addons: [], quantity: 1 }], extras: ['fireworks'], deliveryId, paymentMethod: 'cod' },
      newKey('bad-extra'),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ field: 'extras', message: 'We offer no extra "fireworks": choose extras from the add-ons page' }]);
  });

  it('stores a bank only for net banking and no customization when none is given', async () => {
    const key = newKey('order');
    const response = await post(h.app, '/api/orders', { ...order(), paymentMethod: 'cod', bank: 'SBI' }, key);
    expect(response.statusCode).toBe(201);
    const item = await h.get(h.tables.order.name, { IdempotencyKey: key });
    expect(item).not.toHaveProperty('Bank');
    expect(item).not.toHaveProperty('CustomizationId');
    expect(item).toMatchObject({ PaymentMethod: 'cod', Subtotal: 16549, Shipping: 199, Total: 16748 });
    expect(schemaErrors(orderRecordSchema, item)).toEqual([]);
  });

  it('answers GET /api/orders/:id with its access token, and the same 404 without it, with another or for an unknown id', async () => {
    const placed = await post(h.app, '/api/orders', order());
    const { accessToken, ...order_ } = placed.json();
    const read = await readOrder(order_.id, accessToken);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(order_);
    expect(read.headers['cache-control']).toBe('no-store');

    const other = (await post(h.app, '/api/orders', order())).json();
    const notFound = { error: 'not_found', message: 'We could not find that order.' };
    const attempts: [string, string, string | undefined][] = [
      ['no token', order_.id, undefined],
      ['another order’s token', order_.id, other.accessToken],
      ['a made-up token', order_.id, 'A'.repeat(43)],
      ['the token in the query string', `${order_.id}?token=${accessToken}`, undefined],
      ['an unknown id', 'no-such-order-00001', accessToken],
      ['a malformed id', 'bad id', accessToken],
      ['a path', '..%2F..%2Fetc', accessToken],
    ];
    for (const [label, id, token] of attempts) {
      const missing = await readOrder(id, token);
      expect(missing.statusCode, label).toBe(404);
      expect(missing.json(), label).toEqual(notFound);
      expect(missing.headers['cache-control'], label).toBe('no-store');
    }
  });

  it('refuses an order pointing at another checkout’s delivery or customization, or at one that does not exist, naming each field', async () => {
    const otherCheckout = randomUUID();
    const theirDelivery = (await post(h.app, '/api/deliveries', address, newKey('theirs'), otherCheckout)).json().id;
    const theirCustomization = (
      await post(
        h.app,
        '/api/customizations',
        { name: 'Kabir', phone: '9820098201', email: 'kabir@example.com', eventDate: '2026-12-05', themeIds: ['glow'] },
        newKey(),
        otherCheckout,
      )
    ).json().id;
    const response = await post(h.app, '/api/orders', { ...order(), deliveryId: theirDelivery, customizationId: theirCustomization });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'deliveryId', message: referenceMessages.deliveryId },
      { field: 'customizationId', message: referenceMessages.customizationId },
    ]);
    const unknownCustomization = await post(h.app, '/api/orders', { ...order(), customizationId: newKey('no-such') });
    expect(unknownCustomization.json().fields).toEqual([{ field: 'customizationId', message: referenceMessages.customizationId }]);
    // The other checkout may use its own records.
    expect(
      (await post(h.app, '/api/orders', { ...order(), deliveryId: theirDelivery, customizationId: theirCustomization }, newKey(), otherCheckout)).statusCode,
    ).toBe(201);
    // Without its Checkout-Id an order is refused.
    const anonymous = await post(h.app, '/api/orders', order(), newKey(), null);
    expect(anonymous.json().fields).toEqual([{ field: 'Checkout-Id', message: checkoutIdField.errorMessage }]);
  });

  it('reports every problem of an order at once: schema, rules, catalog and references', async () => {
    const response = await post(h.app, '/api/orders', {
      lines: [{ themeId: 'pirates', addons: [], quantity: 0 }],
      deliveryId: 'no-such-delivery-0001',
      paymentMethod: 'netbanking',
    });
    expect(response.json().fields.map((f: { field: string }) => f.field)).toEqual(['lines[0].quantity', 'bank', 'lines[0].themeId', 'deliveryId']);
  });

  it('says an order of more than 20 different boxes is too big, not empty', async () => {
    const lines = Array.from({ length: 21 }, () => ({ themeId: 'superhero', addons: [], quantity: 1 }));
    const response = await post(h.app, '/api/orders', { ...order(), lines });
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
    for (const paymentMethod of paymentMethods) {
      const key = newKey(paymentMethod);
      const response = await post(h.app, '/api/orders', { ...order(), paymentMethod, ...(paymentMethod === 'netbanking' && { bank: 'SBI' }) }, key);
      expect(response.statusCode, paymentMethod).toBe(201);
      expect(response.json(), paymentMethod).toMatchObject({ paymentMethod, paymentStatus: expected[paymentMethod] });
      expect(await h.get(h.tables.order.name, { IdempotencyKey: key }), paymentMethod).toMatchObject({
        PaymentMethod: paymentMethod,
        PaymentStatus: expected[paymentMethod],
      });
    }
  });

  it('answers a Glow order whose add-ons at their charged prices, base prices, quantities, extras and shipping add up to the total', async () => {
    const uvLights = realCatalog()
      .themes.find((theme) => theme.id === 'glow')!
      .addons.find((addon) => addon.key === 'ledFairyLights')!;
    // Labelled 1,299 on the Glow page but charged 299: the answer must carry the charged price.
    expect([uvLights.labelPrice, uvLights.price]).toEqual([1299, 299]);
    const key = newKey('glow');
    const response = await post(
      h.app,
      '/api/orders',
      {
        lines: [
          { themeId: 'glow', addons: ['ledFairyLights', 'printedThankCards'], quantity: 2 },
          { themeId: 'superhero', addons: ['neonSign'], quantity: 1 },
        ],
        extras: ['photoProps'],
        deliveryId,
        paymentMethod: 'upi',
      },
      key,
    );
    expect(response.statusCode).toBe(201);
    const placed: PlacedOrder = response.json();
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
    expect(placed).toMatchObject({ paymentMethod: 'upi', paymentStatus: 'awaiting-payment' });

    // The stored order reads the same, so a later look at it reconciles too.
    const item = await h.get(h.tables.order.name, { IdempotencyKey: key });
    expect(item).toMatchObject({
      Total: placed.total,
      PaymentStatus: 'awaiting-payment',
      Lines: [{ Addons: expect.arrayContaining([{ Key: 'ledFairyLights', Label: 'UV Lights', Price: 299 }]) }, {}],
    });
  });

  it('replays an order placed twice with the same key: one item, the same body and order number', async () => {
    const key = newKey('order');
    const first = await post(h.app, '/api/orders', order(), key);
    const second = await post(h.app, '/api/orders', order(), key);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const stored = (await h.scan(h.tables.order.name)).filter((item) => item.IdempotencyKey === key);
    expect(stored).toHaveLength(1);
    // The replay carries the same access token, so a customer whose first answer was lost can still read the order.
    expect((await readOrder(first.json().id, second.json().accessToken)).statusCode).toBe(200);
  });
});
