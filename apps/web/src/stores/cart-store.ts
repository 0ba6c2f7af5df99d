// The cart: configured party boxes (theme + add-ons) with quantities and the /addon extras, kept across reloads
// until the order is placed. Proceeding puts them into the server's checkout (see features/checkout/api/proceed-to-checkout.ts).
import { maxBoxQuantity } from '@partybox/contracts/limits';
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

interface CartState {
  lines: CartLine[];
  /** Keys of extras chosen on the generic /addon page, ordered with the boxes. */
  extras: string[];
  /**
   * Adds a configured box as a new line and returns its id. A box already in the cart (same theme, same add-ons)
   * is not added twice: its line's id comes back and the line is left as it was.
   */
  addBox: (box: CartBox) => string;
  /**
   * Puts `box` in place of line `lineId` (its theme page's add-ons changed after going back), keeping its quantity, and
   * returns the line's id. When another line already holds that very box, the edited line goes and the other's id comes
   * back, so the cart never holds one box twice. Without line `lineId`, the box is added as addBox does.
   */
  replaceBox: (lineId: string, box: CartBox) => string;
  setQuantity: (lineId: string, quantity: number) => void;
  remove: (lineId: string) => void;
  setExtras: (keys: string[]) => void;
  /** Empties the cart once its order is placed. */
  clear: () => void;
}

/** A configured box, before it is a cart line. */
export type CartBox = Omit<CartLine, 'id' | 'quantity'>;

/** The line that holds this very box (same theme, same add-ons in any order), if the cart has one. */
export function lineWithBox(lines: readonly CartLine[], box: Pick<CartBox, 'themeId' | 'addons'>): CartLine | undefined {
  const keys = (addons: readonly CartAddon[]) =>
    addons
      .map((addon) => addon.key)
      .sort()
      .join(' ');
  return lines.find((line) => line.themeId === box.themeId && keys(line.addons) === keys(box.addons));
}

/** The price of one box of a line: base plus its add-ons. */
export function unitPriceOf(line: Pick<CartLine, 'basePrice' | 'addons'>): number {
  return boxTotal(
    line.basePrice,
    line.addons,
    line.addons.map((addon) => addon.key),
  ).total;
}

const clampQuantity = (quantity: number) => Math.min(maxBoxQuantity, Math.max(1, Math.floor(quantity) || 1));

export const useCartStore = registerPersistedStore(
  create<CartState>()(
    persisted('cart', (set, get) => ({
      lines: [],
      extras: [],
      addBox: (box) => {
        const existing = lineWithBox(get().lines, box);
        if (existing) return existing.id;
        const id = crypto.randomUUID();
        set((state) => ({ lines: [...state.lines, { ...box, id, quantity: 1 }] }));
        return id;
      },
      replaceBox: (lineId, box) => {
        const { lines, addBox } = get();
        if (!lines.some((line) => line.id === lineId)) return addBox(box);
        const same = lineWithBox(
          lines.filter((line) => line.id !== lineId),
          box,
        );
        if (same) {
          set((state) => ({ lines: state.lines.filter((line) => line.id !== lineId) }));
          return same.id;
        }
        set((state) => ({ lines: state.lines.map((line) => (line.id === lineId ? { ...line, ...box } : line)) }));
        return lineId;
      },
      setQuantity: (lineId, quantity) =>
        set((state) => ({ lines: state.lines.map((line) => (line.id === lineId ? { ...line, quantity: clampQuantity(quantity) } : line)) })),
      remove: (lineId) => set((state) => ({ lines: state.lines.filter((line) => line.id !== lineId) })),
      setExtras: (extras) => set({ extras }),
      clear: () => set({ lines: [], extras: [] }),
    })),
  ),
);
