// The cart: configured party boxes (theme + add-ons) with quantities, kept across reloads.
import { boxTotal } from '@partybox/pricing';
import { create } from 'zustand';
import { persisted, registerPersistedStore } from '../lib/persisted-store';

/** An add-on as the cart keeps it: key, label and the price charged. */
export interface CartAddon {
  readonly key: string;
  readonly label: string;
  readonly price: number;
}

/** One configured box in the cart. Prices are a snapshot for display; the API reprices every order. */
export interface CartLine {
  readonly id: string;
  readonly themeId: string;
  readonly themeName: string;
  readonly route: string;
  readonly image: { readonly src: string; readonly alt: string };
  readonly basePrice: number;
  readonly addons: readonly CartAddon[];
  readonly quantity: number;
}

/** The most boxes of one kind per order. */
export const maxQuantity = 20;

interface CartState {
  lines: CartLine[];
  /** Adds a configured box (as a new line) and returns its line id. */
  addBox: (box: Omit<CartLine, 'id' | 'quantity'>) => string;
  setQuantity: (lineId: string, quantity: number) => void;
  remove: (lineId: string) => void;
  clear: () => void;
}

/** The price of one box of a line: base plus its add-ons. */
export function unitPriceOf(line: Pick<CartLine, 'basePrice' | 'addons'>): number {
  return boxTotal(line.basePrice, line.addons, line.addons.map((addon) => addon.key)).total;
}

const clampQuantity = (quantity: number) => Math.min(maxQuantity, Math.max(1, Math.floor(quantity) || 1));

export const useCartStore = registerPersistedStore(
  create<CartState>()(
    persisted('cart', (set) => ({
      lines: [],
      addBox: (box) => {
        const id = crypto.randomUUID();
        set((state) => ({ lines: [...state.lines, { ...box, id, quantity: 1 }] }));
        return id;
      },
      setQuantity: (lineId, quantity) =>
        set((state) => ({ lines: state.lines.map((line) => (line.id === lineId ? { ...line, quantity: clampQuantity(quantity) } : line)) })),
      remove: (lineId) => set((state) => ({ lines: state.lines.filter((line) => line.id !== lineId) })),
      clear: () => set({ lines: [] }),
    })),
  ),
);
