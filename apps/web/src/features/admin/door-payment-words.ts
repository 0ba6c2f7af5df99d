// What the delivery person does about money at the door, in the team's words: the day list and the packing slip say
// it the same way (the rule itself is the lifecycle's doorPaymentOf; amounts through the one formatter).
import { doorPaymentOf, type OrderPaymentStatus } from '@partybox/order-lifecycle';
import { formatInr } from '../../lib/format';

/**
 * "Collect ₹12,499 in cash", "Paid online", "Paid in cash" or "Not paid yet: call before delivering"; a cancelled order
 * is not delivered at all, whatever its payment (refunded, or never paid).
 */
export function doorPaymentWords(order: { readonly paymentStatus: OrderPaymentStatus; readonly total: number; readonly status?: string }): string {
  if (order.status === 'cancelled') return 'Cancelled: do not deliver';
  const door = doorPaymentOf(order.paymentStatus, order.total);
  if (door.kind === 'collect') return `Collect ${formatInr(door.rupees)} in cash`;
  if (door.kind === 'paid') return door.how === 'online' ? 'Paid online' : 'Paid in cash';
  return 'Not paid yet: call before delivering';
}
