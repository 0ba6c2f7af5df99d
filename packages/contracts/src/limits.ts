// The order limits and identifier shapes every side agrees on: forms, the cart, the API and its schemas.
import { addonKeyPattern, idPattern } from '@partybox/catalog/patterns';

export { addonKeyPattern, idPattern };

/** The most boxes of one kind in one order (a cart line's quantity). */
export const maxBoxQuantity = 20;

/** The most different boxes (cart lines) in one order. */
export const maxCartLines = 20;

/** The most add-ons one box or the extras of one order may name. */
export const maxAddonsPerBox = 30;

/** How long an untouched checkout lives: every save moves its expiry this far on (the PartyBoxCheckouts TTL). */
export const checkoutLifetimeDays = 7;
