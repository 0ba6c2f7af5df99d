// Public API of @partybox/pricing.
export { parseRupees, rupeesProblem, type AmountInput } from './amount-input';
export { assertRupees, formatInr, formatInrAscii, formatUsd, fromPaise, InvalidAmountError, toPaise, withAsciiRupees, type Rupees } from './money';
export { addonSubtotal, boxTotal, UnknownAddonError, type BoxTotal, type ChargedAddon } from './box';
export { cartTotals, lineTotal, InvalidQuantityError, type CartTotals, type PricedLine } from './cart';
export { orderTotals, type OrderBox, type OrderTotals, type PricedBox } from './order';
