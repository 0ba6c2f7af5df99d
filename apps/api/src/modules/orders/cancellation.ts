// What a cancellation gives back beside its refund: the order's place on the delivery calendar. The composition root
// (server.ts) calls it from the order service's one after-cancel place, for the customer's cancel and the operators',
// and again on a retried cancel: a place given back twice changes nothing more.
import type { DeliverySlot } from '@partybox/order-lifecycle';
import type { OrderRecord } from '../../platform/db/records';
import { deliverySlotOf } from './order-views';

/** The delivery calendar as a cancellation uses it (the delivery module's service; orders may not import it). */
export interface CancelEffects {
  readonly deliveryCalendar: { release(slot: DeliverySlot, holder: string): Promise<void> };
}

/** Gives a cancelled order's delivery place back (orders placed before the calendar hold none). */
export async function releaseDeliveryPlace(effects: CancelEffects, order: OrderRecord): Promise<void> {
  const slot = deliverySlotOf(order);
  if (slot) await effects.deliveryCalendar.release(slot, order.CheckoutHash);
}
