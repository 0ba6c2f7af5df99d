// The amounts of the order being placed, computed like the API does: each box times its quantity, the extras
// from the add-on page once, and flat shipping. The API prices the order again from the catalog.
import type { ResolvedAddon } from '@partybox/catalog/model';
import { addonSubtotal, cartTotals, type CartTotals } from '@partybox/pricing';
import addonPage from 'virtual:catalog/addon-page';
import site from 'virtual:catalog/site';
import { unitPriceOf, type CartLine } from '../../../stores/cart-store';

/** The order's boxes with their prices, its extras and the totals. */
export interface CheckoutTotals extends CartTotals {
  readonly boxes: readonly { readonly line: CartLine; readonly unitPrice: number; readonly lineTotal: number }[];
  readonly extras: readonly ResolvedAddon[];
  readonly extrasPrice: number;
}

/** The add-on page's extras among `keys`, in the page's order; keys the catalog no longer offers are left out. */
export function chosenExtras(keys: readonly string[]): ResolvedAddon[] {
  return addonPage.filter((addon) => keys.includes(addon.key));
}

/** The totals of `lines` plus the extras `extraKeys`. */
export function checkoutTotals(lines: readonly CartLine[], extraKeys: readonly string[]): CheckoutTotals {
  const boxes = lines.map((line) => {
    const unitPrice = unitPriceOf(line);
    return { line, unitPrice, lineTotal: unitPrice * line.quantity };
  });
  const extras = chosenExtras(extraKeys);
  const extrasPrice = addonSubtotal(extras, extras.map((addon) => addon.key));
  const chargeable = boxes.map(({ unitPrice, line }) => ({ unitPrice, quantity: line.quantity }));
  if (extras.length > 0) chargeable.push({ unitPrice: extrasPrice, quantity: 1 });
  return { ...cartTotals(chargeable, site.shippingFee), boxes, extras, extrasPrice };
}
