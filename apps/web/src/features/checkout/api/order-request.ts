// The order placed from the cart and the saved checkout steps; the API checks it against the catalog and prices it.
import type { OrderRequest, PaymentMethod } from '@partybox/contracts';
import type { CartLine } from '../../../stores/cart-store';

/** What an order refers to besides the cart. */
export interface OrderContext {
  readonly customizationId?: string;
  readonly deliveryId?: string;
  /** Keys of the add-on page's extras (see chosenExtras). */
  readonly extras: readonly string[];
  readonly method: PaymentMethod;
  readonly bank: string;
}

/** The order request: each cart line's theme, add-on keys and quantity, any extras; the bank only for net banking. */
export function toOrderRequest(lines: readonly CartLine[], { customizationId, deliveryId, extras, method, bank }: OrderContext): OrderRequest {
  const request: OrderRequest = {
    lines: lines.map((line) => ({ themeId: line.themeId, addons: line.addons.map((addon) => addon.key), quantity: line.quantity })),
    deliveryId: deliveryId ?? '',
    paymentMethod: method,
  };
  if (extras.length > 0) request.extras = [...extras];
  if (customizationId) request.customizationId = customizationId;
  if (method === 'netbanking' && bank) request.bank = bank as OrderRequest['bank'];
  return request;
}

/**
 * What makes two attempts the same order: the boxes, the extras and the saved steps, not the payment method, so switching
 * the method after a failed attempt whose answer was lost cannot place a second order.
 */
export function orderIdentity(request: OrderRequest) {
  return { lines: request.lines, extras: request.extras, customizationId: request.customizationId, deliveryId: request.deliveryId };
}
