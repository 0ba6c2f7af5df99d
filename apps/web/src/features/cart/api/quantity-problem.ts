// What is wrong with a quantity as typed in the cart, in the customer's words. A quantity the order cannot take is
// kept on screen with this message, never changed to another number behind the customer's back.
import { maxBoxQuantity } from '@partybox/contracts/limits';

/** The problem with `typed` as a number of one box (1 to maxBoxQuantity), or undefined when the cart can take it. */
export function quantityProblem(typed: string): string | undefined {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return `Enter a whole number of boxes, from 1 to ${maxBoxQuantity}`;
  const quantity = Number(text);
  if (quantity < 1) return 'At least 1 box; use Remove to take it out of the cart';
  if (quantity > maxBoxQuantity) return `At most ${maxBoxQuantity} of one box; call us for more`;
  return undefined;
}
