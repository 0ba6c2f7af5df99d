// An order's item stays under DynamoDB's 1 KB write unit for its whole life (modules/orders/order-packing.ts), so
// each of its writes costs 1 unit, not 2: a guest's order of a box with three add-ons, paid by UPI through the sandbox,
// moved to delivered by the team, every text sent (the dispatcher drops sent messages from the order's outbox).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ScanCommand as RawScanCommand, type AttributeValue } from '@aws-sdk/client-dynamodb';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { describe, expect, it } from 'vitest';
import { itemSize } from '../../bench/write-meter';
import { newPhone } from './support/accounts-harness';
import { signedIn } from './support/checkout';
import { customer } from './support/operations';
import { paidOrder } from './support/payments-harness';
import { usePaymentsSuite } from './support/payments-suite';

const suite = usePaymentsSuite();

/** The item's size as DynamoDB counts it, near enough: names and values, a binary value by its bytes. */
const sizeOf = (item: Record<string, unknown>) =>
  Object.entries(item).reduce((sum, [name, value]) => sum + name.length + (value instanceof Uint8Array ? value.length : JSON.stringify(value).length), 0);

describe("an order's item", () => {
  it.each(['a guest', 'a signed-in customer'])(
    'stays under the 1 KB write unit from placement to delivery with three add-ons, paid online by %s',
    async (who) => {
      const { harness, staff } = suite;
      const lines = [{ themeId: 'superhero', addons: ['cupcakeToppers', 'ledFairyLights', 'neonSign'], quantity: 1 }];
      const party = { name: 'Aishwarya Raghunathan', email: 'aishwarya.raghunathan@example.com' };
      // A signed-in customer's order also carries who placed it (its account's list reads it).
      const shopper = who === 'a guest' ? undefined : signedIn(await customer(harness as never, newPhone(), party.name));
      const order = await paidOrder(harness, party, lines, shopper);
      // So does the checkout it completed (the confirmation page reads it), for each of its writes.
      // Read in DynamoDB's own encoding and measured as it bills (names and values), as the write bench measures.
      const checkouts = (await harness.db.send(new RawScanCommand({ TableName: harness.tables.checkout.name, ConsistentRead: true }))).Items!;
      const completed = checkouts.find((checkout) => checkout.OrderId?.S === order.id) as Record<string, AttributeValue>;
      expect(itemSize(completed), JSON.stringify(completed)).toBeLessThan(1024);
      const sizes: number[] = [];
      const measure = async () => {
        await harness.app.sendPendingMessages();
        const { Item } = await harness.db.send(
          new GetCommand({ TableName: harness.tables.order.name, Key: { IdempotencyKey: order.id }, ConsistentRead: true }),
        );
        sizes.push(sizeOf(Item!));
      };
      await measure();
      let version = (await staff.get(`/api/admin/orders/${order.orderNumber}`)).json<AdminOrderDetail>().version;
      for (const to of ['confirmed', 'packed', 'out-for-delivery', 'delivered'] as const) {
        const moved = await staff.post(`/api/admin/orders/${order.orderNumber}/status`, { to, expectedVersion: version });
        expect(moved.statusCode, moved.body).toBe(200);
        version = moved.json<AdminOrderDetail>().version;
        await measure();
      }
      expect(Math.max(...sizes), `item sizes: ${sizes.join(', ')}`).toBeLessThan(1024);
      const shown = (await staff.get(`/api/admin/orders/${order.orderNumber}`)).json<AdminOrderDetail>();
      expect(shown).toMatchObject({ status: 'delivered', paymentStatus: 'paid', eventDate: '2026-12-20' });
      expect(shown.boxes[0]!.addons.map((addon) => addon.key)).toEqual(['cupcakeToppers', 'ledFairyLights', 'neonSign']);
    },
  );
});
