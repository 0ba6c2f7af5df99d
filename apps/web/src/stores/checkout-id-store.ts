// What the browser keeps of its checkouts: the id of the one under way (the server holds everything else), the id of
// the last one completed (the confirmation page reads its order from it), and that order's number and access token,
// which outlive the checkout (it expires, and the next checkout takes its cookie) so the order's status page still
// opens on the device that placed it.
import { create } from 'zustand';
import { persisted, registerPersistedStore } from '../lib/persisted-store';

/** The last order placed on this device and the token that reads it. */
export interface LastOrder {
  readonly id: string;
  readonly orderNumber: string;
  readonly accessToken: string;
}

interface CheckoutIdState {
  /** The checkout under way (made by the server when the customer first proceeds). */
  id?: string;
  /** The last checkout completed on this device: the confirmation page and the order's status page read its order. */
  completedId?: string;
  /** The order the last completed checkout became, with the token that reads it. */
  lastOrder?: LastOrder;
  /** Remembers the checkout under way. */
  open: (id: string) => void;
  /** The checkout `id` became `order`: the next proceed starts a new checkout. */
  complete: (id: string, order: LastOrder) => void;
  /** The checkout under way is gone (expired, or unknown to the server): the next proceed starts a new one. */
  forget: (id: string) => void;
}

export const useCheckoutIdStore = registerPersistedStore(
  create<CheckoutIdState>()(
    persisted('checkout-id', (set) => ({
      open: (id) => set({ id }),
      complete: (id, lastOrder) => set((state) => ({ completedId: id, lastOrder, id: state.id === id ? undefined : state.id })),
      forget: (id) => set((state) => (state.id === id ? { id: undefined } : {})),
    })),
  ),
);
