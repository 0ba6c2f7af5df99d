// What the checkout steps share, and nothing more: the checkout's secret id (which ties its customization, delivery
// and order together on the server), what the party is for (set by the theme and cart pages), the /addon extras, the
// saved customization the order refers to, and the last order placed on this device with the token that reads it.
// Each step's own draft and pending key live in its feature (features/customization, features/checkout).
import { create } from 'zustand';
import { persisted, registerPersistedStore } from '../lib/persisted-store';

interface CheckoutState {
  /**
   * The secret id of the checkout under way: a random UUID v4 made when it starts and sent (as the Checkout-Id
   * header) with its customization, delivery and order; forgotten once the order is placed.
   */
  checkoutId?: string;
  /** The theme the customization starts from (set by "Customize & Proceed" or the cart). */
  themeId?: string;
  /** The occasion, when the customer came from a listing's Customise card. */
  occasion?: string;
  /** Keys of extras chosen on the generic /addon page, ordered with the cart. */
  extras: string[];
  /** The saved customization of the party being ordered, which the order refers to. */
  customizationId?: string;
  /** The fingerprint (fingerprintOf) of the request saved as `customizationId`: unchanged details need no second save. */
  customizationFor?: string;
  /** The last order placed on this device; every draft begun before it belongs to a finished party. */
  lastOrderId?: string;
  /** The secret that reads the last order back (the API answers 404 without it). */
  lastOrderToken?: string;
  /** The last order's number, so its status page (/orders/:number) knows the token above is this order's. */
  lastOrderNumber?: string;
  setExtras: (keys: string[]) => void;
  startFor: (context: { themeId?: string; occasion?: string }) => void;
  /** The id of the checkout under way, made now if none is. */
  ensureCheckoutId: () => string;
  setSavedCustomization: (id: string, fingerprint: string) => void;
  /** Ends the party once its order is placed: the next checkout starts afresh, the order stays for the confirmation page. */
  completeOrder: (orderId: string, accessToken?: string, orderNumber?: string) => void;
}

export const useCheckoutStore = registerPersistedStore(
  create<CheckoutState>()(
    persisted('checkout', (set, get) => ({
      extras: [],
      setExtras: (extras) => set({ extras }),
      startFor: ({ themeId, occasion }) => set({ themeId, occasion, checkoutId: get().checkoutId ?? crypto.randomUUID() }),
      ensureCheckoutId: () => {
        const existing = get().checkoutId;
        if (existing) return existing;
        const checkoutId = crypto.randomUUID();
        set({ checkoutId });
        return checkoutId;
      },
      setSavedCustomization: (customizationId, customizationFor) => set({ customizationId, customizationFor }),
      completeOrder: (orderId, accessToken, orderNumber) =>
        set({
          lastOrderId: orderId,
          lastOrderToken: accessToken,
          lastOrderNumber: orderNumber,
          checkoutId: undefined,
          extras: [],
          customizationId: undefined,
          customizationFor: undefined,
          themeId: undefined,
          occasion: undefined,
        }),
    })),
  ),
);
