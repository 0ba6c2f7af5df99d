// The cart and wishlist follow a signed-in customer: at sign-in the device's items merge into the server's copies,
// and the merged lists become this device's.
import { apiPaths } from '@partybox/contracts/wire';
import { sendAccountJson } from '../../../lib/session';
import { lineWithBox, useCartStore, type CartLine } from '../../../stores/cart-store';
import { useWishlistStore, type WishlistItem } from '../../../stores/wishlist-store';
import { maxCartLines } from '@partybox/contracts/limits';

interface AccountAnswer {
  readonly cart: CartLine[];
  readonly wishlist: WishlistItem[];
}

/** Merges the device's cart and wishlist into the account's, saves both, and keeps the result on this device. */
export async function mergeDeviceItems(): Promise<void> {
  const account = await sendAccountJson<AccountAnswer>('GET', apiPaths.account);
  const lines = [...account.cart];
  for (const line of useCartStore.getState().lines) if (!lineWithBox(lines, line) && lines.length < maxCartLines) lines.push(line);
  const items = [...account.wishlist];
  for (const item of useWishlistStore.getState().items) if (!items.some((saved) => saved.themeId === item.themeId)) items.push(item);
  await Promise.all([sendAccountJson('PUT', apiPaths.accountCart, { lines }), sendAccountJson('PUT', apiPaths.accountWishlist, { items })]);
  useCartStore.setState({ lines });
  useWishlistStore.setState({ items });
}
