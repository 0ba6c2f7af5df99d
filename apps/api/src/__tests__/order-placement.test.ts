// An order's search items are written before the order (OrderRepository.place): an order is found by its number through
// its whole-number item, so an order stored must never lack it. A fault while writing the items stores no order; the
// customer's retried complete places it, found by number at once.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { apiPaths, wireHeaders } from '@partybox/contracts';
import { describe, expect, it } from 'vitest';
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
