// pnpm db:backfill against dynalite started here: records stored before the console (orders with Status "received"
// and no listing attributes, form records without Inbox) join its lists and inboxes once, orders stored before search
// get their search items and who ordered; a second run changes nothing.
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { backfill } from '../modules/orders/backfill';
import { Repository } from '../platform/db/repository';
import { Inboxes } from '../modules/inbox/inbox-repository';
import { listOrders, planOrderList } from '../modules/orders/order-queries';
import { OrderRepository } from '../modules/orders/order-repository';
import { OrderSearchIndex } from '../modules/orders/order-search-index';
import { guest, placeOrder } from './support/checkout';
import { fixedNow, newKey, post, startHarness, useHarness } from './support/harness';

const h = useHarness(() => startHarness());

/** Rewrites a stored record as the API wrote it before the console: without `names`, with `changes`. */
async function asBefore(table: string, item: Record<string, unknown>, names: string[], changes: Record<string, unknown> = {}) {
  const old = { ...item, ...changes };
  for (const name of names) delete old[name];
  await h.db.send(new PutCommand({ TableName: table, Item: old }));
}

describe('db:backfill', () => {
  it('lists older orders and form records once, and a second run changes nothing', async () => {
    const party = { name: 'Asha Rao', phone: '9820098200', email: 'asha@example.com', eventDate: '2026-12-06' };
    const placed = await placeOrder(guest(h.app), { party });
    await post(h.app, '/api/contact', { firstName: 'Asha', lastName: 'Rao', phone: '9820098200', email: 'asha@example.com', message: 'Hello' }, newKey());
    await post(h.app, '/api/customizations', { ...party, occasion: 'Birthday' }, newKey());
    await post(h.app, '/api/subscriptions', { email: 'asha@example.com' }, newKey());

    const [stored] = await h.scan(h.tables.order.name);
    const listing = [
      'Version',
      'History',
      'Outbox',
      'MessagesPending',
      'MessagesDueAt',
      'Listed',
      'EventDate',
      'EventSort',
      'CustomerName',
      'ContactPhone',
      'ContactEmail',
    ];
    await asBefore(h.tables.order.name, stored!, listing, { Status: 'received' });
    for (const kind of ['contact', 'customization', 'subscriber'] as const) {
      for (const item of await h.scan(h.tables[kind].name)) await asBefore(h.tables[kind].name, item, ['Inbox']);
    }
    const repo = new Repository(h.db);
    const orders = new OrderRepository(repo, h.tables.order, () => 'unused');
    const upcoming = () => listOrders(orders, planOrderList(h.tables.order, { status: 'placed' }, '2026-11-21'));
    expect((await upcoming()).items).toEqual([]);

    expect(await backfill(h.db, h.tables)).toEqual({ order: 1, contact: 1, customization: 1, subscriber: 1 });
    const listed = (await upcoming()).items;
    expect(listed.map((o: { OrderNumber: string }) => o.OrderNumber)).toEqual([placed.orderNumber]);
    expect(listed[0]).toMatchObject({
      Status: 'placed',
      Version: 0,
      EventDate: '2026-12-06',
      CustomerName: 'Asha Rao',
      ContactPhone: '9820098200',
      History: [{ At: fixedNow.toISOString(), By: 'Shop', Change: 'placed', To: 'placed' }],
    });
    const inboxes = new Inboxes(repo, h.tables);
    expect((await inboxes.page('contact', 'open', 10)).items).toHaveLength(1);
    // The checkout's customization stays out of the custom requests inbox.
    expect((await inboxes.page('custom', 'open', 10)).items.map((item) => item.subject)).toEqual(['Birthday · on 6 Dec 2026']);
    expect((await inboxes.page('subscribers', 'open', 10)).items.map((item) => item.id)).toEqual(['asha@example.com']);

    expect(await backfill(h.db, h.tables)).toEqual({});
  });

  it('makes orders stored before search findable by the birthday child, who ordered and a phone, once', async () => {
    const placed = await placeOrder(guest(h.app), {
      party: { name: 'Meera Dsouza', phone: '9820098277', email: 'meera@example.com', eventDate: '2026-12-08', decorName: 'Happy Birthday Zoravar' },
      delivery: { fullName: 'Kabir Mehta', phone: '9820098288' },
    });
    const stored = (await h.scan(h.tables.order.name)).find((item) => item.OrderNumber === placed.orderNumber)!;
    await asBefore(h.tables.order.name, stored, ['OrderedBy', 'Occasion', 'SearchTerms']);
    for (const item of await h.scan(h.tables.orderSearch.name)) {
      if (item.OrderKey === stored.IdempotencyKey)
        await h.db.send(new DeleteCommand({ TableName: h.tables.orderSearch.name, Key: { TermHead: item.TermHead, Term: item.Term } }));
    }
    const repo = new Repository(h.db);
    const orders = new OrderRepository(repo, h.tables.order, () => 'unused', new OrderSearchIndex(repo, h.tables.orderSearch));
    const found = async (q: string) => (await listOrders(orders, planOrderList(h.tables.order, { q }, '2026-11-21'))).items.map((o) => o.OrderNumber);
    expect(await found('Zoravar')).toEqual([]);

    expect(await backfill(h.db, h.tables)).toEqual({ order: 1 });
    for (const q of ['Zoravar', 'dsouza', 'Kabir', '+91 98200 98277', placed.orderNumber.slice(-6)]) expect(await found(q), q).toEqual([placed.orderNumber]);
    expect((await orders.findByNumber(placed.orderNumber))?.OrderedBy).toBe('Meera Dsouza');
    expect(await backfill(h.db, h.tables)).toEqual({});
  });

  it('writes again the search items of a listed order whose items were never written, so it is found by number', async () => {
    const placed = await placeOrder(guest(h.app), {
      party: { name: 'Ishaan Verghese', phone: '9820098211', email: 'ishaan@example.com', eventDate: '2026-12-06' },
    });
    const stored = (await h.scan(h.tables.order.name)).find((item) => item.OrderNumber === placed.orderNumber)!;
    for (const item of await h.scan(h.tables.orderSearch.name)) {
      if (item.OrderKey === stored.IdempotencyKey)
        await h.db.send(new DeleteCommand({ TableName: h.tables.orderSearch.name, Key: { TermHead: item.TermHead, Term: item.Term } }));
    }
    const repo = new Repository(h.db);
    const orders = new OrderRepository(repo, h.tables.order, () => 'unused', new OrderSearchIndex(repo, h.tables.orderSearch));
    expect(await orders.findByNumber(placed.orderNumber)).toBeUndefined();

    expect(await backfill(h.db, h.tables)).toEqual({ orderSearch: 1 });
    expect((await orders.findByNumber(placed.orderNumber))?.IdempotencyKey).toBe(stored.IdempotencyKey);
    expect((await listOrders(orders, planOrderList(h.tables.order, { q: 'verghese' }, '2026-11-21'))).items.map((o) => o.OrderNumber)).toEqual([
      placed.orderNumber,
    ]);
    expect(await backfill(h.db, h.tables)).toEqual({});
  });

  it('lists the open draft orders saved before the drafts list, and only those, once', async () => {
    // Four checkouts, rewritten as draft orders saved before `DraftOpen` existed: open, placed, discarded, expired.
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const started = await post(h.app, '/api/checkouts', { lines: [{ themeId: 'superhero', addons: [], quantity: 1 }] }, newKey());
      expect(started.statusCode, started.body).toBe(201);
      ids.push(started.json<{ id: string }>().id);
    }
    const stored = await h.scan(h.tables.checkout.name);
    const ofId = (id: string) => stored.find((item) => item.id === id)!;
    const past = Math.floor(Date.now() / 1000) - 60;
    await asBefore(h.tables.checkout.name, ofId(ids[0]!), ['DraftOpen'], { DraftBy: 'Priya Shah' });
    await asBefore(h.tables.checkout.name, ofId(ids[1]!), ['DraftOpen'], { DraftBy: 'Priya Shah', Status: 'completed', OrderId: 'placed-order' });
    await asBefore(h.tables.checkout.name, ofId(ids[2]!), ['DraftOpen'], { DraftBy: 'Priya Shah', DiscardedAt: new Date().toISOString() });
    await asBefore(h.tables.checkout.name, ofId(ids[3]!), ['DraftOpen'], { DraftBy: 'Priya Shah', ExpiresAt: past });

    expect(await backfill(h.db, h.tables)).toEqual({ checkout: 1 });
    const listed = (await h.scan(h.tables.checkout.name)).filter((item) => item.DraftOpen === 'open').map((item) => item.id);
    expect(listed).toEqual([ids[0]]);
    expect(await backfill(h.db, h.tables)).toEqual({});
  });
});
