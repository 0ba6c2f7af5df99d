// Proceeding (a theme page's "Customize & Proceed", the cart's "Proceed to Checkout", /addon's "Proceed to Summary")
// puts the cart's boxes and extras into the server's checkout: the open checkout's lines are replaced (so proceeding
// twice never makes two boxes), or a new checkout is made when the browser holds none the server still has open.
// Loaded on demand by the pages that proceed, so their first script stays small.
import { ApiError, newIdempotencyKey } from '../../../lib/api-client';
import { applyCheckoutChange, checkoutKeys, checkoutQuery, createCheckout, type Checkout, type CheckoutLines } from '../../../lib/checkout-api';
import { queryClient } from '../../../lib/query-client';
import { useCartStore, type CartLine } from '../../../stores/cart-store';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';

/** The checkout's lines for the cart's boxes and extras. */
export function checkoutLinesOf(lines: readonly CartLine[], extras: readonly string[]): CheckoutLines {
  return {
    lines: lines.map((line) => ({ themeId: line.themeId, addons: line.addons.map((addon) => addon.key), quantity: line.quantity })),
    extras: [...extras],
  };
}

/** The server no longer has this checkout open for us (unknown, another owner's, expired, or completed). */
function isClosed(error: unknown): boolean {
  return error instanceof ApiError && [403, 404, 409, 410].includes(error.status);
}

/** The open checkout `id` with `wanted` as its lines, or undefined when it can no longer take them. */
async function replaceLines(id: string, wanted: CheckoutLines): Promise<Checkout | undefined> {
  try {
    // The cached version may be old; a stale one is answered with the current checkout and the change made again.
    const current = queryClient.getQueryData<Checkout>(checkoutKeys.detail(id)) ?? (await queryClient.fetchQuery(checkoutQuery(id)));
    if (current.status !== 'open') return undefined;
    return await applyCheckoutChange(current, { lines: wanted.lines, extras: wanted.extras ?? [] }, newIdempotencyKey());
  } catch (error) {
    if (isClosed(error)) return undefined;
    throw error;
  }
}

/** Puts the cart into the server's checkout and remembers its id; answers the checkout. */
export async function proceedToCheckout(): Promise<Checkout> {
  const { lines, extras } = useCartStore.getState();
  const wanted = checkoutLinesOf(lines, extras);
  const id = useCheckoutIdStore.getState().id;
  const checkout = (id ? await replaceLines(id, wanted) : undefined) ?? (await createCheckout(wanted));
  useCheckoutIdStore.getState().open(checkout.id);
  queryClient.setQueryData(checkoutKeys.detail(checkout.id), checkout);
  return checkout;
}
