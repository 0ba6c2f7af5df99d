// The orders' indexes project only what their Queries read (keys, plus attributes set once at placement that the
// console's Query filters name), so a change of an order rewrites no index entry it does not move; lists read each
// order by key, so they show it as it is now. The status is projected by the list's index alone (byEventDateStatus,
// keyed by the event date, so a status change rewrites that entry in place): the status tab is a Query filter on it.
import { apiPaths, wireHeaders } from '@partybox/contracts';
import { randomUUID } from 'node:crypto';
import { DescribeTableCommand, DynamoDBClient, type Projection } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { isStillToDeliver, type OrderStatus } from '@partybox/order-lifecycle';
import { describe, expect, it } from 'vitest';
import { WriteMeter } from '../../bench/write-meter';
import { createDocumentClient } from '../platform/db/client';
import { embeddedConnection } from '../platform/db/embedded';
import { Repository } from '../platform/db/repository';
import { moveOrder } from '../modules/orders/order-changes';
import { versionOf } from '../modules/orders/order-views';
import { listOrders, planOrderList } from '../modules/orders/order-queries';
import { OrderRepository } from '../modules/orders/order-repository';
import { OrderSearchIndex } from '../modules/orders/order-search-index';
import { guest, placeOrder } from './support/checkout';
import { startHarness, useHarness } from './support/harness';

const h = useHarness(() => startHarness());

describe("the orders' indexes", () => {
  it('hold no whole orders: keys only, or the keys and attributes set once at placement', async () => {
    const { Table } = await h.db.send(new DescribeTableCommand({ TableName: h.tables.order.name }));
    const projections: Record<string, Projection | undefined> = Object.fromEntries(
      (Table!.GlobalSecondaryIndexes ?? []).map((index) => [index.IndexName, index.Projection]),
    );
    expect(Object.values(projections).some((projection) => projection?.ProjectionType === 'ALL')).toBe(false);
    expect(projections.pendingMessages).toEqual({ ProjectionType: 'KEYS_ONLY' });
    expect(projections.byId).toEqual({ ProjectionType: 'KEYS_ONLY' });
    for (const [index, projection] of Object.entries(projections))
      for (const name of projection?.NonKeyAttributes ?? [])
        expect(['PaymentMethod', 'SearchName', 'CustomerName', ...(index === 'byEventDateStatus' ? ['Status'] : [])]).toContain(name);
    // Each index projecting the status costs a write unit per status change: one does.
    const projectingStatus = Object.entries(projections).filter(([, projection]) => projection?.NonKeyAttributes?.includes('Status'));
    expect(projectingStatus.map(([index]) => index)).toEqual(['byEventDateStatus']);
    expect(Table!.GlobalSecondaryIndexes!.some((index) => index.KeySchema!.some((key) => key.AttributeName === 'Status'))).toBe(false);
  });

  it('a status change costs 1 index write unit for the list (the entry rewritten in place, not moved), beside the outbox', async () => {
    const placed = await placeOrder(guest(h.app), { delivery: { phone: '9820098242' }, party: { phone: '9820098242', eventDate: '2026-12-08' } });
    // The bench's meter (bench/write-meter.ts): each write's index units, from the items just before and after it.
    const connection = embeddedConnection(h.dynalite, 'ap-south-1');
    const meter = new WriteMeter(new DynamoDBClient(connection));
    const db = meter.instrument(createDocumentClient(connection));
    try {
      const repo = new Repository(db);
      const orders = new OrderRepository(repo, h.tables.order, randomUUID, new OrderSearchIndex(repo, h.tables.orderSearch));
      let order = (await orders.findByNumber(placed.orderNumber))!;
      for (const to of ['confirmed', 'packed'] as const) {
        const move = moveOrder(order, { to, expectedVersion: versionOf(order) }, 'operator', new Date());
        if (!move.ok) throw new Error(move.reason);
        meter.phase = to;
        order = await orders.apply(order, move.change, new Date());
        const writes = meter.writes.filter((write) => write.phase === to && write.table === h.tables.order.name);
        expect(writes).toHaveLength(1);
        // The list's entry: 1 (an index keyed by the status moved it: 2). Besides it only the outbox's pendingMessages
        // entry moves (for the change's texts: what it costs depends on what the outbox still holds, so it is left out).
        const { pendingMessages: _outbox, ...others } = writes[0]!.indexUnits;
        expect(Object.fromEntries(Object.entries(others).filter(([, units]) => units > 0))).toEqual({ byEventDateStatus: 1 });
      }
    } finally {
      db.destroy();
    }
  });

  it('lists one status page by page at a few hundred orders: exactly its orders, each once, in the list order', async () => {
    // 360 orders over six days, statuses in turn; "received" (stored before the lifecycle) counts as placed.
    const statuses = ['placed', 'confirmed', 'received', 'packed', 'cancelled', 'placed', 'delivered', 'confirmed', 'placed'];
    const orders = Array.from({ length: 360 }, (_, at) => {
      const orderNumber = `PB-261201-${String(100000 + ((at * 7919) % 900000)).padStart(6, '0')}`;
      const eventDate = `2026-12-0${1 + (at % 6)}`;
      return {
        IdempotencyKey: `status-pages-${at}`,
        id: `status-pages-${at}`,
        OrderNumber: orderNumber,
        Status: statuses[at % statuses.length]!,
        Listed: 'order',
        EventDate: eventDate,
        EventSort: `${eventDate}#${orderNumber}`,
        CreatedAt: `2026-11-20T10:00:${String(at % 60).padStart(2, '0')}.${String(at).padStart(3, '0')}Z`,
        PaymentMethod: at % 2 ? 'cod' : 'upi',
        CustomerName: `Guest ${at}`,
        SearchName: `guest ${at}`,
      };
    });
    for (let at = 0; at < orders.length; at += 25)
      await h.db.send(new BatchWriteCommand({ RequestItems: { [h.tables.order.name]: orders.slice(at, at + 25).map((Item) => ({ PutRequest: { Item } })) } }));
    const repo = new Repository(h.db);
    const repository = new OrderRepository(repo, h.tables.order, () => 'unused', new OrderSearchIndex(repo, h.tables.orderSearch));
    const pages = async (query: { status: string; paymentMethod?: string }) => {
      const seen: string[] = [];
      let cursor: string | undefined;
      let count = 0;
      do {
        const page = await listOrders(
          repository,
          planOrderList(h.tables.order, { ...query, from: '2026-12-01', to: '2026-12-06', limit: '25', cursor }, '2026-11-21'),
        );
        expect(page.items.length).toBeLessThanOrEqual(25);
        seen.push(...page.items.map((order) => order.OrderNumber));
        cursor = page.nextCursor;
        count += 1;
      } while (cursor);
      return { seen, count };
    };
    const expected = (keep: (order: (typeof orders)[number]) => boolean) =>
      orders
        .filter(keep)
        .sort((a, b) => a.EventSort.localeCompare(b.EventSort))
        .map((order) => order.OrderNumber);
    const placed = await pages({ status: 'placed' });
    expect(placed.seen).toEqual(expected((order) => order.Status === 'placed' || order.Status === 'received'));
    expect(placed.seen).toHaveLength(160);
    expect(placed.count).toBeGreaterThanOrEqual(7);
    const confirmed = await pages({ status: 'confirmed' });
    expect(confirmed.seen).toEqual(expected((order) => order.Status === 'confirmed'));
    expect(new Set(confirmed.seen).size).toBe(80);
    const codCancelled = await pages({ status: 'cancelled', paymentMethod: 'cod' });
    expect(codCancelled.seen).toEqual(expected((order) => order.Status === 'cancelled' && order.PaymentMethod === 'cod'));
    expect(codCancelled.seen.length).toBeGreaterThan(0);
    // The day's orders to deliver (every status still to deliver: the packing slips) come from the same index.
    const day = await repository.toDeliverOn('2026-12-03');
    expect(day.map((order) => order.OrderNumber).sort()).toEqual(
      orders
        .filter((order) => order.EventDate === '2026-12-03' && isStillToDeliver(order.Status as OrderStatus))
        .map((order) => order.OrderNumber)
        .sort(),
    );
  });

  it("a search by phone with a status shows the order's status as it is now, read by key", async () => {
    const placed = await placeOrder(guest(h.app), { delivery: { phone: '9820098241' }, party: { phone: '9820098241', eventDate: '2026-12-07' } });
    const repo = new Repository(h.db);
    const orders = new OrderRepository(repo, h.tables.order, () => 'unused', new OrderSearchIndex(repo, h.tables.orderSearch));
    const search = async (status: string) =>
      (await listOrders(orders, planOrderList(h.tables.order, { q: '9820098241', status }, '2026-11-21'))).items.map((order) => order.OrderNumber);
    expect(await search('placed')).toEqual([placed.orderNumber]);
    const cancelled = await h.app.inject({
      method: 'POST',
      url: apiPaths.orderCancel.href(placed.orderNumber),
      headers: { 'content-type': 'application/json', [wireHeaders.orderAccessToken]: placed.accessToken },
      payload: JSON.stringify({ reason: 'Party postponed' }),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await search('placed')).toEqual([]);
    expect(await search('cancelled')).toEqual([placed.orderNumber]);
  });
});
