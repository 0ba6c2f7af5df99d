// What follows an order's cancellation, written once for the customer's cancel and the operators': its place on the
// delivery calendar is given back, then its payment is settled (a paid order refunded through the gateway). A retried
// cancel that found the order cancelled gives the place back again (its first answer may have been lost before it
// was): a place given back twice changes nothing more.
import type { DeliverySlot } from '@partybox/order-lifecycle';
import type { OrderRecord } from '../../platform/db/records';
import type { AfterCancel } from './order-service';
import { deliverySlotOf } from './order-views';

/** The services a cancellation's effects use (server.ts passes the app's: the delivery calendar and payments). */
export interface CancelEffects {
  readonly deliveryCalendar: { release(slot: DeliverySlot, holder: string): Promise<void> };
  readonly payments: { settle(order: OrderRecord): Promise<OrderRecord> };
}

/** Gives a cancelled order's delivery place back (orders placed before the calendar hold none). */
async function releaseDeliveryPlace(effects: Pick<CancelEffects, 'deliveryCalendar'>, order: OrderRecord): Promise<void> {
  const slot = deliverySlotOf(order);
  if (slot) await effects.deliveryCalendar.release(slot, order.CheckoutHash);
}

/** The order service's afterCancel: the place given back, then (not for a retry) the payment settled. */
export function cancelEffects(effects: CancelEffects): AfterCancel {
  return async (order, { retried }) => {
    await releaseDeliveryPlace(effects, order);
    return retried ? order : effects.payments.settle(order);
  };
}
