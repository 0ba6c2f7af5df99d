// An order's search items are written before the order (OrderRepository.place): an order is found by its number through
// its whole-number item, so an order stored must never lack it. A fault while writing the items stores no order; the
// customer's retried complete places it, found by number at once. An item a lost placement left under another number
// does not count the order twice in a range (the reports).
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths, wireHeaders } from '@partybox/contracts';
import { describe, expect, it } from 'vitest';
import { OrderRepository } from '../modules/orders/order-repository';
import { searchWord } from '../modules/orders/order-search';
import { OrderSearchIndex } from '../modules/orders/order-search-index';
import { Repository } from '../platform/db/repository';
import { completeCheckout, guest, readyCheckout } from './support/checkout';
import { startHarness, useHarness } from './support/harness';

const h = useHarness(() => startHarness());

describe('placing an order', () => {
  it('stores no order while its search items cannot be written, and the retried complete places it, found by number', async () => {
    const send = guest(h.app);
    const view = await readyCheckout(send, { payment: { method: 'cod' }, party: { eventDate: '2026-12-20' } });
    const send_ = h.db.send.bind(h.db) as (command: unknown) => Promise<unknown>;
    // The search table refuses one write, as DynamoDB does when it is unavailable.
    let refuse = true;
    (h.db as { send: unknown }).send = (command: unknown) => {
      if (refuse && command instanceof PutCommand && command.input.TableName === h.tables.orderSearch.name) {
        refuse = false;
        return Promise.reject(Object.assign(new Error('the search table is unavailable'), { name: 'ServiceUnavailable', $fault: 'server' }));
      }
      return send_(command);
    };
    try {
      const failed = await completeCheckout(send, view.id, { total: view.total });
      expect(failed.statusCode, failed.body).toBe(503);
    } finally {
      (h.db as { send: unknown }).send = send_;
    }
    expect(await h.scan(h.tables.order.name)).toEqual([]);

    const placed = await completeCheckout(send, view.id, { total: view.total });
    expect([200, 201], placed.body).toContain(placed.statusCode);
    const { order, accessToken } = placed.json<{ order: { orderNumber: string }; accessToken: string }>();
    const status = await h.app.inject({
      method: 'GET',
      url: apiPaths.orderStatus.href(order.orderNumber),
      headers: { [wireHeaders.orderAccessToken]: accessToken },
    });
    expect(status.statusCode, status.body).toBe(200);
  });
});

describe('orders placed in a range', () => {
  it('count an order once, under its own number, whatever other number a lost placement wrote for it', async () => {
    const send = guest(h.app);
    const view = await readyCheckout(send, { payment: { method: 'cod' }, party: { eventDate: '2026-12-20' } });
    const placed = await completeCheckout(send, view.id, { total: view.total });
    const { order } = placed.json<{ order: { id: string; orderNumber: string } }>();
    const repo = new Repository(h.db);
    const search = new OrderSearchIndex(repo, h.tables.orderSearch);
    const orders = new OrderRepository(repo, h.tables.order, () => 'unused', search);
    // A second placement of the same order (a quote's payment delivered twice at once) wrote its items under another
    // number of the same day before its write lost the race.
    const other = `${order.orderNumber.slice(0, 10)}ZZZZZZ`;
    await search.index({ IdempotencyKey: order.id, OrderNumber: other, SearchTerms: [searchWord(other)], EventSort: `2026-12-20#${other}` });
    const placedAt = Date.parse((await orders.findByKey(order.id))!.CreatedAt);
    const found = await orders.placedBetween(new Date(placedAt - 3_600_000).toISOString(), new Date(placedAt + 3_600_000).toISOString());
    expect(found.filter((o) => o.IdempotencyKey === order.id).map((o) => o.OrderNumber)).toEqual([order.orderNumber]);
  });
});
