// What the team needs on the delivery day, written once for the API's packing slips and the console's day list: which
// orders are still to pack and deliver, and what the delivery person does about money at the door.
import type { OrderPaymentStatus, OrderStatus } from './index';

/** The statuses whose orders still go out on their day (a packed order is still to be delivered: it keeps its slip). */
export const statusesToDeliver = ['placed', 'confirmed', 'packed', 'out-for-delivery'] as const satisfies readonly OrderStatus[];

/** Whether an order of this status is on its day's packing slips (every one not yet delivered or cancelled). */
export function isStillToDeliver(status: OrderStatus): boolean {
  return (statusesToDeliver as readonly OrderStatus[]).includes(status);
}

/**
 * Money at the door: `collect` the order's total in cash for an unpaid cash-on-delivery order, `paid` when the money is
 * already in (online or collected earlier), `unpaid` when an online payment has not arrived (the team calls first).
 */
export type DoorPayment =
  { readonly kind: 'collect'; readonly rupees: number } | { readonly kind: 'paid'; readonly how: 'online' | 'cash' } | { readonly kind: 'unpaid' };

/** What the delivery person does about money for an order with this payment status and total (integer rupees). */
export function doorPaymentOf(paymentStatus: OrderPaymentStatus, total: number): DoorPayment {
  switch (paymentStatus) {
    case 'pay-on-delivery':
      return { kind: 'collect', rupees: total };
    case 'paid':
    case 'partly-refunded':
      return { kind: 'paid', how: 'online' };
    case 'collected-on-delivery':
      return { kind: 'paid', how: 'cash' };
    default:
      return { kind: 'unpaid' };
  }
}
