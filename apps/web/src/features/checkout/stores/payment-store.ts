// The payment step: the chosen method (and bank, for net banking) and the key of the pending order, persisted so a
// reload keeps the choice and a retry never orders twice.
import type { OrderRequest, PaymentMethod } from '@partybox/contracts';
import { create } from 'zustand';
import { persisted, registerPersistedStore } from '../../../lib/persisted-store';

interface PaymentState {
  method: PaymentMethod;
  bank: string;
  orderKey?: string;
  /** The order first sent with `orderKey`: resent as it was if the key is later refused as reused (see usePlaceOrder). */
  pendingOrder?: OrderRequest;
  choose: (change: Partial<Pick<PaymentState, 'method' | 'bank'>>) => void;
  setOrderKey: (key: string | undefined) => void;
  setPendingOrder: (order: OrderRequest | undefined) => void;
}

export const usePaymentStore = registerPersistedStore(
  create<PaymentState>()(
    persisted('payment', (set) => ({
      method: 'card',
      bank: '',
      choose: (change) => set(change),
      setOrderKey: (orderKey) => set(orderKey ? { orderKey } : { orderKey, pendingOrder: undefined }),
      setPendingOrder: (pendingOrder) => set({ pendingOrder }),
    })),
  ),
);
