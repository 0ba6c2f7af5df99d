// The server-owned checkout, against dynalite started here: exactly one order per checkout (also under racing
// completes), two tabs ending in one consistent checkout, idempotent saves, completion refusals named by step, expiry
// on a clock the test controls, the step records the spec lists, and strongly consistent reads on the confirmation path.
import { apiPaths, type PlacedOrder } from '@partybox/contracts';
import type { CheckoutView } from '@partybox/contracts/checkout';
import { describe, expect, it } from 'vitest';
import { checkoutRecordSchema, customizationRecordSchema, deliveryRecordSchema } from '../platform/db/records';
import {
  checkoutCookie,
  completeCheckout,
  deliveryDetails,
  guest,
  partyDetails,
  patchCheckout,
  readyCheckout,
  startCheckout,
  superheroLine,
} from './support/checkout';
import { fixedNow, newKey, schemaErrors, startHarness, useHarness } from './support/harness';

const day = 86_400_000;
let clock = fixedNow;
const h = useHarness(() => startHarness({}, { now: () => clock }));

const ordersOf = async (checkoutId: string) => {
  const { createHash } = await import('node:crypto');
  const hash = createHash('sha256').update(checkoutId).digest('hex');
  return (await h.scan(h.tables.order.name)).filter((item) => item.CheckoutHash === hash);
};

describe('completing a checkout', () => {
  it('gives one order however often it is completed: the first answer 201, every later one the same order', async () => {
    const browser = guest(h.app);
    const view = await readyCheckout(browser);
    const first = await completeCheckout(browser, view.id, { total: view.total });
    expect(first.statusCode, first.body).toBe(201);
    const again = await completeCheckout(browser, view.id, { total: view.total });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await ordersOf(view.id)).toHaveLength(1);
    // The completed checkout names its order, for the confirmation page.
    const read = await browser('GET', apiPaths.checkout.href(view.id));
    expect(read.json<CheckoutView>()).toMatchObject({ status: 'completed', order: { id: first.json().order.id, orderNumber: first.json().order.orderNumber } });
  });

  it('gives one order when two completes race', async () => {
    const browser = guest(h.app);
    const view = await readyCheckout(browser);
    const answers = await Promise.all([completeCheckout(browser, view.id, { total: view.total }), completeCheckout(browser, view.id, { total: view.total })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    const [a, b] = answers.map((answer) => answer.json<{ order: PlacedOrder; accessToken: string }>());
    expect(a!.order.id).toBe(b!.order.id);
    expect(a!.accessToken).toBe(b!.accessToken);
    const stored = await ordersOf(view.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ IdempotencyKey: a!.order.id, id: a!.order.id, OrderNumber: a!.order.orderNumber });
  });

  it('names every step not done yet, and stores nothing', async () => {
    const browser = guest(h.app);
    const started = (await startCheckout(browser)).json<CheckoutView>();
    const refused = await completeCheckout(browser, started.id, { total: started.total });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'customization', message: 'Save your party details first' },
      { field: 'delivery', message: 'Enter your delivery details first' },
      { field: 'payment', message: 'Choose a payment method' },
    ]);
    expect(await ordersOf(started.id)).toEqual([]);
  });

  it('refuses a total that is not the price of the checkout, naming the new price', async () => {
    const browser = guest(h.app);
    const view = await readyCheckout(browser);
    const refused = await completeCheckout(browser, view.id, { total: view.total - 100 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([
      { field: 'total', message: `The price of your order changed to ₹${view.total.toLocaleString('en-IN')}: check your cart and confirm again` },
    ]);
    expect(await ordersOf(view.id)).toEqual([]);
    expect((await completeCheckout(browser, view.id, { total: view.total })).statusCode).toBe(201);
  });
});

describe('saving steps', () => {
  it('two tabs: the stale save answers 409 with the checkout as it is, and its retry keeps both changes', async () => {
    const browser = guest(h.app);
    const started = (await startCheckout(browser)).json<CheckoutView>();
    const tabA = await patchCheckout(browser, started.id, { version: started.version, customization: partyDetails() });
    expect(tabA.statusCode, tabA.body).toBe(200);
    const tabB = await patchCheckout(browser, started.id, { version: started.version, delivery: deliveryDetails() });
    expect(tabB.statusCode).toBe(409);
    const current = tabB.json<{ error: string; checkout: CheckoutView }>();
    expect(current.error).toBe('checkout_changed');
    expect(current.checkout).toMatchObject({ version: started.version + 1, customization: { name: 'Asha Rao', eventDate: '2026-12-05' } });
    expect(current.checkout.delivery).toBeUndefined();

    const retried = await patchCheckout(browser, started.id, { version: current.checkout.version, delivery: deliveryDetails() });
    expect(retried.statusCode, retried.body).toBe(200);
    const both = (await browser('GET', apiPaths.checkout.href(started.id))).json<CheckoutView>();
    expect(both).toMatchObject({ version: started.version + 2, customization: { name: 'Asha Rao' }, delivery: { fullName: 'Asha Rao', pincode: '400050' } });
  });

  it('a save retried with the same Idempotency-Key replays it; the key with another body is refused', async () => {
    const browser = guest(h.app);
    const started = (await startCheckout(browser)).json<CheckoutView>();
    const key = newKey('delivery');
    const body = { version: started.version, delivery: deliveryDetails() };
    const first = await patchCheckout(browser, started.id, body, key);
    const retry = await patchCheckout(browser, started.id, body, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(retry.json().version).toBe(started.version + 1);
    const deliveries = (await h.scan(h.tables.delivery.name)).filter((item) => item.IdempotencyKey === key);
    expect(deliveries).toHaveLength(1);

    const reused = await patchCheckout(browser, started.id, { ...body, delivery: deliveryDetails({ city: 'Thane' }) }, key);
    expect(reused.statusCode).toBe(422);
  });

  it("writes the spec's customization and delivery records when their step is saved", async () => {
    const browser = guest(h.app);
    const started = (await startCheckout(browser, [superheroLine, { themeId: 'glow', addons: [], quantity: 1 }])).json<CheckoutView>();
    const saved = await patchCheckout(browser, started.id, {
      version: started.version,
      customization: partyDetails({ eventTime: '17:30', guestCount: 20 }),
      delivery: deliveryDetails({ email: 'asha@example.com' }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const view = saved.json<CheckoutView>();
    const { createHash } = await import('node:crypto');
    const checkoutHash = createHash('sha256').update(started.id).digest('hex');

    const customization = (await h.scan(h.tables.customization.name)).find((item) => item.id === view.customization!.id)!;
    expect(schemaErrors(customizationRecordSchema, customization)).toEqual([]);
    expect(customization).toMatchObject({
      CheckoutHash: checkoutHash,
      Name: 'Asha Rao',
      Phone: '9820098200',
      email: 'asha@example.com',
      EventDate: '2026-12-05',
      EventTime: '17:30',
      GuestCount: 20,
      // The party is for the checkout's boxes, named from the catalog.
      ThemeName: 'Superheroes, Glow Party',
      Occasion: 'Birthday',
    });
    expect(customization.Inbox).toBeUndefined();

    const delivery = (await h.scan(h.tables.delivery.name)).find((item) => item.id === view.delivery!.id)!;
    expect(schemaErrors(deliveryRecordSchema, delivery)).toEqual([]);
    expect(delivery).toMatchObject({
      CheckoutHash: checkoutHash,
      Name: 'Asha Rao',
      PhoneNumber: '9820098200',
      Details: {
        Email: 'asha@example.com',
        AddressLine1: '4 Sea Breeze, Hill Road',
        AddressLine2: '',
        City: 'Mumbai',
        State: 'Maharashtra',
        Pincode: '400050',
        Country: 'India',
      },
    });
    expect(schemaErrors(checkoutRecordSchema, await h.get(h.tables.checkout.name, { id: started.id }))).toEqual([]);
  });

  it('names each problem of a step by step and field', async () => {
    const browser = guest(h.app);
    const started = (await startCheckout(browser)).json<CheckoutView>();
    const refused = await patchCheckout(browser, started.id, {
      version: started.version,
      customization: partyDetails({ eventDate: '2026-11-22' }),
      delivery: deliveryDetails({ pincode: '110001', phone: '12345' }),
      payment: { method: 'netbanking' },
    });
    expect(refused.statusCode).toBe(400);
    expect(
      refused
        .json()
        .fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['customization.eventDate', 'delivery.phone', 'delivery.pincode', 'payment.bank']);
  });
});

describe('who may use a checkout', () => {
  it('a guest checkout answers 404 without its cookie, or with another checkout’s, exactly as an unknown id', async () => {
    const owner = guest(h.app);
    const view = await readyCheckout(owner);
    expect(checkoutCookie(owner)).toBe(view.id);
    const stranger = guest(h.app);
    await startCheckout(stranger);
    const unknown = await stranger('GET', apiPaths.checkout.href('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    for (const send of [guest(h.app), stranger]) {
      expect((await send('GET', apiPaths.checkout.href(view.id))).body).toBe(unknown.body);
      expect((await patchCheckout(send, view.id, { version: view.version, payment: { method: 'upi' } })).statusCode).toBe(404);
      expect((await completeCheckout(send, view.id, { total: view.total })).statusCode).toBe(404);
    }
    expect(await ordersOf(view.id)).toEqual([]);
  });
});

describe('an abandoned checkout', () => {
  it('expires after its lifetime: it cannot be read, saved or completed, and never becomes an order', async () => {
    const browser = guest(h.app);
    const view = await readyCheckout(browser);
    expect(view.expiresAt).toBe(new Date(clock.getTime() + 7 * day).toISOString());
    try {
      clock = new Date(fixedNow.getTime() + 7 * day + 1000);
      const completed = await completeCheckout(browser, view.id, { total: view.total });
      expect(completed.statusCode).toBe(410);
      expect(completed.json()).toMatchObject({ error: 'checkout_expired' });
      expect((await browser('GET', apiPaths.checkout.href(view.id))).statusCode).toBe(410);
      expect((await patchCheckout(browser, view.id, { version: view.version, payment: { method: 'upi' } })).statusCode).toBe(410);
    } finally {
      clock = fixedNow;
    }
    expect(await ordersOf(view.id)).toEqual([]);
  });

  it('lives on while the customer keeps saving: each save moves its expiry', async () => {
    const browser = guest(h.app);
    const started = (await startCheckout(browser)).json<CheckoutView>();
    try {
      clock = new Date(fixedNow.getTime() + 6 * day);
      const saved = await patchCheckout(browser, started.id, { version: started.version, payment: { method: 'upi' } });
      expect(saved.json<CheckoutView>().expiresAt).toBe(new Date(clock.getTime() + 7 * day).toISOString());
      clock = new Date(fixedNow.getTime() + 8 * day);
      expect((await browser('GET', apiPaths.checkout.href(started.id))).statusCode).toBe(200);
    } finally {
      clock = fixedNow;
    }
  });
});

describe('the confirmation path', () => {
  it('reads the completed checkout and its order by key (strongly consistent GetItems), never through an index', async () => {
    const browser = guest(h.app);
    const view = await readyCheckout(browser);
    const done = (await completeCheckout(browser, view.id, { total: view.total })).json<{ order: PlacedOrder; accessToken: string }>();
    const commands: { name: string; input: Record<string, unknown> }[] = [];
    const recorder = 'record-commands';
    h.db.middlewareStack.add(
      (next, context) => async (args) => {
        commands.push({ name: context.commandName ?? '', input: args.input as Record<string, unknown> });
        return next(args);
      },
      { step: 'initialize', name: recorder },
    );
    try {
      const checkout = await browser('GET', apiPaths.checkout.href(view.id));
      expect(checkout.json<CheckoutView>().order).toEqual({ id: done.order.id, orderNumber: done.order.orderNumber, accessToken: done.accessToken });
      const order = await browser('GET', apiPaths.order.href(done.order.id), undefined, { 'order-access-token': done.accessToken });
      expect(order.statusCode, order.body).toBe(200);
    } finally {
      h.db.middlewareStack.remove(recorder);
    }
    // The rate-limit counters (the limits table) are not reads of the checkout or its order.
    const reads = commands.filter((c) => c.input.TableName !== h.tables.limit.name);
    expect(reads.map((c) => c.name)).toEqual(['GetItemCommand', 'GetItemCommand']);
    expect(reads.every((c) => c.input.ConsistentRead === true)).toBe(true);
  });
});
