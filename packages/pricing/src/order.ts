// Order arithmetic, shared by the storefront's summaries and the API's pricing: each box is its base price plus its
// add-ons' charged prices, times its quantity; the generic add-on page's extras count once; shipping is flat.
import { addonSubtotal, boxTotal, type ChargedAddon } from './box';
import { cartTotals, lineTotal, type CartTotals } from './cart';
import type { Rupees } from './money';

/** A box as an order holds it: its base price, the add-ons chosen for it (at their charged prices) and how many. */
export interface OrderBox {
  readonly basePrice: Rupees;
  readonly addons: readonly ChargedAddon[];
  readonly quantity: number;
}

/** The figures of one box of an order. */
export interface PricedBox {
  readonly basePrice: Rupees;
  /** The add-ons' charged prices together, for one box. */
  readonly addonsPrice: Rupees;
  /** One box: base plus add-ons. */
  readonly unitPrice: Rupees;
  /** unitPrice times quantity. */
  readonly lineTotal: Rupees;
}

/** Every figure an order shows: each box, the extras once, subtotal, shipping and total. */
export interface OrderTotals extends CartTotals {
  readonly boxes: readonly PricedBox[];
  readonly extrasPrice: Rupees;
}

/**
 * Prices an order. `extras` are the generic add-on page's items, charged once per order whatever the quantities;
 * shipping is `shippingFee` on any non-empty order. Every figure is integer rupees, so they always add up.
 */
export function orderTotals(boxes: readonly OrderBox[], extras: readonly ChargedAddon[], shippingFee: Rupees): OrderTotals {
  const priced = boxes.map((box): PricedBox => {
    const { base, addons, total } = boxTotal(
      box.basePrice,
      box.addons,
      box.addons.map((addon) => addon.key),
    );
    return { basePrice: base, addonsPrice: addons, unitPrice: total, lineTotal: lineTotal({ unitPrice: total, quantity: box.quantity }) };
  });
  const extrasPrice = addonSubtotal(
    extras,
    extras.map((addon) => addon.key),
  );
  const chargeable = priced.map((box, i) => ({ unitPrice: box.unitPrice, quantity: boxes[i]!.quantity }));
  if (extras.length > 0) chargeable.push({ unitPrice: extrasPrice, quantity: 1 });
  return { ...cartTotals(chargeable, shippingFee), boxes: priced, extrasPrice };
}
