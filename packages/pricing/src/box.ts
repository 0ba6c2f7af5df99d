// Totals of a themed box and of the generic add-on page: base price plus ticked add-ons at their charged price.
import { assertRupees, type Rupees } from './money';

/** An add-on as pricing sees it: its key and the price charged (never the price a label shows). */
export interface ChargedAddon {
  readonly key: string;
  readonly price: Rupees;
}

/** The three figures of a theme page's price summary. */
export interface BoxTotal {
  readonly base: Rupees;
  readonly addons: Rupees;
  readonly total: Rupees;
}

/** Thrown when a selection names an add-on the box does not offer. */
export class UnknownAddonError extends Error {
  constructor(
    readonly key: string,
    readonly offered: readonly string[],
  ) {
    super(`unknown add-on "${key}"; this box offers: ${offered.join(', ') || 'none'}`);
    this.name = 'UnknownAddonError';
  }
}

/** Sums the charged prices of the selected add-ons; each key counts once, and an unknown key throws UnknownAddonError. */
export function addonSubtotal(offered: readonly ChargedAddon[], selected: Iterable<string>): Rupees {
  const byKey = new Map(offered.map((addon) => [addon.key, addon]));
  let sum = 0;
  for (const key of new Set(selected)) {
    const addon = byKey.get(key);
    if (!addon) throw new UnknownAddonError(key, [...byKey.keys()]);
    sum += assertRupees(addon.price, `price of add-on "${key}"`);
  }
  return sum;
}

/** The price summary of a theme box: base price, subtotal of selected add-ons, and their sum. */
export function boxTotal(basePrice: Rupees, offered: readonly ChargedAddon[], selected: Iterable<string>): BoxTotal {
  const base = assertRupees(basePrice, 'base price');
  const addons = addonSubtotal(offered, selected);
  return { base, addons, total: base + addons };
}
