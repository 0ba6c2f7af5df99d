import { describe, expect, it } from 'vitest';
import type { TableKind } from '../platform/db/tables';
import { keyReusedMessage } from '../platform/http/errors';
import type { CheckoutView } from '@partybox/contracts/checkout';
import { completeCheckout, deliveryDetails, guest, patchCheckout, readyCheckout, startCheckout } from './support/checkout';
import { newKey, post, serverIdPattern, startHarness, useHarness } from './support/harness';

/** One write per route keyed by the Idempotency-Key, and a change to its body that a customer could make. */
const writes: { url: string; kind: Exclude<TableKind, 'subscriber'>; body: () => Record<string, unknown>; changed: () => Record<string, unknown> }[] = [
  {
    url: '/api/contact',
    kind: 'contact',
    body: () => ({ firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Hello' }),
    changed: () => ({ firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Hello again' }),
  },
  {
    url: '/api/customizations',
    kind: 'customization',
    body: () => ({ name: 'Asha', phone: '9820098200', email: 'asha@example.com', eventDate: '2026-12-05', themeIds: ['unicorn'] }),
    changed: () => ({ name: 'Asha', phone: '9820098200', email: 'asha@example.com', eventDate: '2026-12-06', themeIds: ['unicorn'] }),
  },
  {
    url: '/api/suggestions',
    kind: 'suggestion',
    body: () => ({ themeName: 'Bollywood', guestName: 'Asha', phone: '9820098200' }),
    changed: () => ({ themeName: 'Bollywood', guestName: 'Asha', phone: '9820098201' }),
  },
];

describe('idempotent writes', () => {
  const h = useHarness(() => startHarness());

  for (const { url, kind, body: makeBody, changed } of writes) {
    it(`${url}: the same key twice stores one item and answers the same status and body, marked as a replay`, async () => {
      const key = newKey('same');
      const first = await post(h.app, url, makeBody(), key);
      const second = await post(h.app, url, makeBody(), key);
      expect(first.statusCode).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(second.statusCode).toBe(first.statusCode);
      expect(second.json()).toEqual(first.json());
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect((await h.scan(h.tables[kind].name)).filter((item) => item.IdempotencyKey === key)).toHaveLength(1);
      expect(first.json().id).toMatch(serverIdPattern);
    });

    it(`${url}: the same key with another body is refused with 422 and keeps the first item, which still replays`, async () => {
      const key = newKey('reused');
      const first = await post(h.app, url, makeBody(), key);
      expect(first.statusCode).toBe(201);
      const stored = await h.get(h.tables[kind].name, { IdempotencyKey: key });

      const reused = await post(h.app, url, changed(), key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({ error: 'idempotency_key_reused', message: keyReusedMessage });
      expect(reused.headers['idempotent-replayed']).toBeUndefined();
      expect(await h.get(h.tables[kind].name, { IdempotencyKey: key })).toEqual(stored);

      const retry = await post(h.app, url, makeBody(), key);
      expect(retry.statusCode).toBe(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
    });

    it(`${url}: two requests with different keys store two items`, async () => {
      const before = (await h.scan(h.tables[kind].name)).length;
      const [a, b] = [newKey('one'), newKey('two')];
      expect((await post(h.app, url, makeBody(), a)).statusCode).toBe(201);
      expect((await post(h.app, url, makeBody(), b)).statusCode).toBe(201);
      const items = await h.scan(h.tables[kind].name);
      expect(items).toHaveLength(before + 2);
      expect(items.map((item) => item.IdempotencyKey)).toEqual(expect.arrayContaining([a, b]));
    });
  }

  it('hashes the request, not its spelling: the same fields in another order and spacing are a replay', async () => {
    const key = newKey('spelling');
    const body = writes[0]!.body();
    expect((await post(h.app, '/api/contact', body, key)).statusCode).toBe(201);
    const reordered = `{ ${Object.entries(body)
      .reverse()
      .map(([field, value]) => `"${field}" :  ${JSON.stringify(value)}`)
      .join(',\n')} }`;
    const replay = await h.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      payload: reordered,
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('/api/subscriptions is keyed by the address: a reused key with another address subscribes that address too', async () => {
    const key = newKey('subscribe');
    const first = await post(h.app, '/api/subscriptions', { email: 'asha@example.com' }, key);
    const other = await post(h.app, '/api/subscriptions', { email: 'kabir@example.com' }, key);
    expect([first.statusCode, other.statusCode]).toEqual([200, 200]);
    expect(other.json()).toEqual({ email: 'kabir@example.com', subscribed: true });
    expect((await h.scan(h.tables.subscriber.name)).map((item) => item.email).sort()).toEqual(['asha@example.com', 'kabir@example.com']);
  });

  describe('checkout saves', () => {
    it('a step saved twice with the same key stores one delivery record and answers the same checkout, marked as a replay', async () => {
      const browser = guest(h.app);
      const open = (await startCheckout(browser)).json<CheckoutView>();
      const key = newKey('delivery');
      const first = await patchCheckout(browser, open.id, { version: open.version, delivery: deliveryDetails() }, key);
      const second = await patchCheckout(browser, open.id, { version: open.version, delivery: deliveryDetails() }, key);
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.json()).toEqual(first.json());
      expect((await h.scan(h.tables.delivery.name)).filter((item) => item.IdempotencyKey === key)).toHaveLength(1);
      expect(first.json().delivery.id).toMatch(serverIdPattern);
    });

    it('the same key with another body is refused with 422 and the checkout keeps the first save', async () => {
      const browser = guest(h.app);
      const open = (await startCheckout(browser)).json<CheckoutView>();
      const key = newKey('reused');
      const first = await patchCheckout(browser, open.id, { version: open.version, delivery: deliveryDetails() }, key);
      const reused = await patchCheckout(browser, open.id, { version: open.version, delivery: deliveryDetails({ pincode: '400051' }) }, key);
      expect(reused.statusCode).toBe(422);
      expect(reused.json()).toEqual({ error: 'idempotency_key_reused', message: keyReusedMessage });
      expect((await browser('GET', `/api/checkouts/${open.id}`)).json()).toEqual(first.json());
    });

    it('a complete repeated with a new key still answers the one order', async () => {
      const browser = guest(h.app);
      const view = await readyCheckout(browser);
      const first = await completeCheckout(browser, view.id, { total: view.total }, newKey('one'));
      const second = await completeCheckout(browser, view.id, { total: view.total }, newKey('two'));
      expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
      expect(second.json()).toEqual(first.json());
      expect((await h.scan(h.tables.order.name)).filter((item) => item.id === first.json().order.id)).toHaveLength(1);
    });
  });
});
