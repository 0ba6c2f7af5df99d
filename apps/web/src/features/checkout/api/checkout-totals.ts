// The amounts of the order being placed, computed by the same orderTotals the API prices it with: each box times its
// quantity, the extras from the add-on page once, and flat shipping. The API prices the order again from the catalog.
import type { ResolvedAddon } from '@partybox/catalog/model';
import { orderTotals, type OrderTotals } from '@partybox/pricing';
import addonPage from 'virtual:catalog/addon-page';
import site from 'virtual:catalog/site';
import { useMemo } from 'react';
import { useCartStore, type CartLine } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';

/** The order's boxes with their prices, its extras and the totals. */
export interface CheckoutTotals extends Omit<OrderTotals, 'boxes'> {
  readonly boxes: readonly { readonly line: CartLine; readonly basePrice: number; readonly unitPrice: number; readonly lineTotal: number }[];
  readonly extras: readonly ResolvedAddon[];
}

/** The add-on page's extras among `keys`, in the page's order; keys the catalog no longer offers are left out. */
export function chosenExtras(keys: readonly string[]): ResolvedAddon[] {
  return addonPage.filter((addon) => keys.includes(addon.key));
}

/** The totals of `lines` plus the extras `extraKeys`. */
export function checkoutTotals(lines: readonly CartLine[], extraKeys: readonly string[]): CheckoutTotals {
  const extras = chosenExtras(extraKeys);
  const { boxes, ...totals } = orderTotals(lines, extras, site.shippingFee);
  return {
    ...totals,
    boxes: boxes.map((box, i) => ({ line: lines[i]!, basePrice: box.basePrice, unitPrice: box.unitPrice, lineTotal: box.lineTotal })),
    extras,
  };
}

/** The totals of the cart and the /addon extras, recomputed when either changes. */
export function useCheckoutTotals(): CheckoutTotals {
  const lines = useCartStore((state) => state.lines);
  const extraKeys = useCheckoutStore((state) => state.extras);
  return useMemo(() => checkoutTotals(lines, extraKeys), [lines, extraKeys]);
}
