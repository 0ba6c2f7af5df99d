// Places the order: POST /api/orders, with the pending key kept in the checkout store so a retry never orders twice.
import type { OrderRequest, PlacedOrder } from '@partybox/contracts';
import { useKeyedSave, type KeySlot } from '../../../lib/use-keyed-save';
import { useCheckoutStore } from '../../../stores/checkout-store';

const keySlot: KeySlot = {
  read: () => useCheckoutStore.getState().payment.orderKey,
  write: (key) => useCheckoutStore.getState().setPayment({ orderKey: key }),
};

export function usePlaceOrder() {
  return useKeyedSave<OrderRequest, PlacedOrder>('orders', keySlot);
}
