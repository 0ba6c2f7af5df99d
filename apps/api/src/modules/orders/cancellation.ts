// What follows an order's cancellation, written once for the customer's cancel and the operators': its place on the
// delivery calendar is given back, then its payment is settled (a paid order refunded through the gateway). Both
// steps may run again (a retried cancel): a place given back twice and a settled payment change nothing more.
import type { DeliverySlot } from '@partybox/order-lifecycle';
import type { OrderRecord } from '../../platform/db/records';
import { deliverySlotOf } from './order-views';

/** The services a cancellation's effects use (the routes pass the app's: the delivery calendar and payments). */
export interface CancelEffects {
  readonly deliveryCalendar: { release(slot: DeliverySlot, holder: string): Promise<void> };
  readonly payments: { settle(order: OrderRecord): Promise<OrderRecord> };
}

/** Gives a cancelled order's delivery place back (orders placed before the calendar hold none). */
export async function releaseDeliveryPlace(effects: Pick<CancelEffects, 'deliveryCalendar'>, order: OrderRecord): Promise<void> {
  const slot = deliverySlotOf(order);
  if (slot) await effects.deliveryCalendar.release(slot, order.CheckoutHash);
}

/** The effects of a cancellation just written: the place given back, the payment settled; answers the order as it now is. */
export async function afterCancel(effects: CancelEffects, order: OrderRecord): Promise<OrderRecord> {
  await releaseDeliveryPlace(effects, order);
  return effects.payments.settle(order);
}
