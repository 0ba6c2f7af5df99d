// Saves the delivery details: POST /api/deliveries, with the pending idempotency key kept in the checkout store.
import type { DeliveryRequest } from '@partybox/contracts';
import { useKeyedSave, type KeySlot } from '../../../lib/use-keyed-save';
import { useCheckoutStore } from '../../../stores/checkout-store';

/** The API's answer: the id an order refers to. */
export interface SavedDelivery {
  readonly id: string;
}

const keySlot: KeySlot = {
  read: () => useCheckoutStore.getState().delivery.idempotencyKey,
  write: (key) => useCheckoutStore.getState().updateStep('delivery', { idempotencyKey: key }),
};

export function useSaveDelivery() {
  return useKeyedSave<DeliveryRequest, SavedDelivery>('deliveries', keySlot);
}
