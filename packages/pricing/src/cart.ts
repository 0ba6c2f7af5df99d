// Cart arithmetic: lines times quantities, a flat delivery fee on any non-empty cart.
import { assertRupees, type Rupees } from './money';

/** What pricing needs of a cart line: the price of one unit and how many. */
export interface PricedLine {
  readonly unitPrice: Rupees;
  readonly quantity: number;
}

/** The order summary of a cart. */
export interface CartTotals {
  readonly itemCount: number;
  readonly subtotal: Rupees;
  readonly shipping: Rupees;
  readonly total: Rupees;
}

/** Thrown when a quantity is not a whole number of at least 1. */
export class InvalidQuantityError extends RangeError {
  constructor(value: unknown) {
    super(`quantity must be a whole number of at least 1; got ${String(value)}`);
    this.name = 'InvalidQuantityError';
  }
}

/** The cost of one line: unit price times quantity. */
export function lineTotal(line: PricedLine): Rupees {
  if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) throw new InvalidQuantityError(line.quantity);
  return assertRupees(line.unitPrice, 'unit price') * line.quantity;
}

/** Subtotal of all lines, the flat shipping fee (0 for an empty cart), and the total to pay. */
export function cartTotals(lines: readonly PricedLine[], shippingFee: Rupees): CartTotals {
  assertRupees(shippingFee, 'shipping fee');
  let subtotal = 0;
  let itemCount = 0;
  for (const line of lines) {
    subtotal += lineTotal(line);
    itemCount += line.quantity;
  }
  const shipping = lines.length === 0 ? 0 : shippingFee;
  return { itemCount, subtotal, shipping, total: subtotal + shipping };
}
