// The checkout in progress: what each step saved, what the customer typed, and the idempotency key of
// each pending write, so a reload or a retry neither loses input nor writes twice.
import { create } from 'zustand';
import { persisted, registerPersistedStore } from '../lib/persisted-store';

/** One step's typed values, its saved record id and the key of its pending write. */
export interface StepState<Draft> {
  readonly draft: Draft;
  readonly idempotencyKey?: string;
  readonly savedId?: string;
}

export type PaymentMethod = 'card' | 'netbanking' | 'upi' | 'qr' | 'cod';

interface CheckoutState {
  /** The theme the customization is about (set by "Customize & Proceed" or the cart). */
  themeId?: string;
  /** The occasion, when the customer came from a listing's Customise card. */
  occasion?: string;
  customization: StepState<Record<string, string>>;
  delivery: StepState<Record<string, string>>;
  payment: { method: PaymentMethod; bank: string; orderKey?: string };
  lastOrderId?: string;
  /** Keys of extras chosen on the generic /addon page, ordered with the cart. */
  extras: string[];
  setExtras: (keys: string[]) => void;
  startFor: (context: { themeId?: string; occasion?: string }) => void;
  updateStep: (step: 'customization' | 'delivery', change: Partial<StepState<Record<string, string>>>) => void;
  setPayment: (change: Partial<CheckoutState['payment']>) => void;
  /** Forgets the finished checkout once the order is placed, keeping its id for the confirmation page. */
  completeOrder: (orderId: string) => void;
}

const emptyStep = { draft: {} };

export const useCheckoutStore = registerPersistedStore(
  create<CheckoutState>()(
    persisted('checkout', (set) => ({
      customization: emptyStep,
      delivery: emptyStep,
      payment: { method: 'card', bank: '' },
      extras: [],
      setExtras: (extras) => set({ extras }),
      startFor: ({ themeId, occasion }) => set({ themeId, occasion }),
      updateStep: (step, change) => set((state) => ({ [step]: { ...state[step], ...change } })),
      setPayment: (change) => set((state) => ({ payment: { ...state.payment, ...change } })),
      completeOrder: (orderId) =>
        set((state) => ({
          lastOrderId: orderId,
          extras: [],
          customization: { draft: state.customization.draft },
          delivery: { draft: state.delivery.draft },
          payment: { method: state.payment.method, bank: state.payment.bank },
        })),
    })),
  ),
);
