// The orders' indexes project only what their Queries read (keys, plus attributes set once at placement that the
// console's Query filters name), so a change of an order rewrites no index entry it does not move; lists read each
// order by key, so they show it as it is now, and a filter on what changes (the status) runs on that.
import { apiPaths, wireHeaders } from '@partybox/contracts';
import { DescribeTableCommand, type Projection } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { Repository } from '../platform/db/repository';
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
    for (const projection of Object.values(projections))
      for (const name of projection?.NonKeyAttributes ?? []) expect(['PaymentMethod', 'SearchName', 'CustomerName']).toContain(name);
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
