// What the checkout steps share, and nothing more: what the party is for (set by the theme and cart pages), the
// /addon extras, the saved customization the order refers to, and the last order placed on this device. Each step's
// own draft and pending key live in its feature (features/customization, features/checkout).
import { create } from 'zustand';
import { persisted, registerPersistedStore } from '../lib/persisted-store';

interface CheckoutState {
  /** The theme the customization starts from (set by "Customize & Proceed" or the cart). */
  themeId?: string;
  /** The occasion, when the customer came from a listing's Customise card. */
  occasion?: string;
  /** Keys of extras chosen on the generic /addon page, ordered with the cart. */
  extras: string[];
  /** The saved customization of the party being ordered, which the order refers to. */
  customizationId?: string;
  /** The last order placed on this device; every draft begun before it belongs to a finished party. */
  lastOrderId?: string;
  setExtras: (keys: string[]) => void;
  startFor: (context: { themeId?: string; occasion?: string }) => void;
  setCustomizationId: (id: string | undefined) => void;
  /** Ends the party once its order is placed: the next checkout starts afresh, the order stays for the confirmation page. */
  completeOrder: (orderId: string) => void;
}

export const useCheckoutStore = registerPersistedStore(
  create<CheckoutState>()(
    persisted('checkout', (set) => ({
      extras: [],
      setExtras: (extras) => set({ extras }),
      startFor: ({ themeId, occasion }) => set({ themeId, occasion }),
      setCustomizationId: (customizationId) => set({ customizationId }),
      completeOrder: (orderId) => set({ lastOrderId: orderId, extras: [], customizationId: undefined, themeId: undefined, occasion: undefined }),
    })),
  ),
);
