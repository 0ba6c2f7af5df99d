// While a customer is signed in, their cart and wishlist live on the server: on each page load this device takes
// the server's copies, and every change goes back. (At sign-in, features/account merges the device's items in.)
import { apiPaths } from '@partybox/contracts/wire';
import { useEffect } from 'react';
import { useCartStore } from '../../stores/cart-store';
import { useWishlistStore } from '../../stores/wishlist-store';
import { hasSession, sendAccountJson } from '../../lib/session';

/** Mounted once, in the root layout; does nothing for guests. */
export function useFollowCustomer(): void {
  useEffect(() => {
    if (!hasSession()) return;
    let unsubscribe = () => {};
    void sendAccountJson<{ cart: never[]; wishlist: never[] }>('GET', apiPaths.account)
      .then((account) => {
        useCartStore.setState({ lines: account.cart });
        useWishlistStore.setState({ items: account.wishlist });
        const stopCart = useCartStore.subscribe((state, before) => {
          if (state.lines !== before.lines) void sendAccountJson('PUT', apiPaths.accountCart, { lines: state.lines }).catch(() => undefined);
        });
        const stopWishlist = useWishlistStore.subscribe((state, before) => {
          if (state.items !== before.items) void sendAccountJson('PUT', apiPaths.accountWishlist, { items: state.items }).catch(() => undefined);
        });
        unsubscribe = () => {
          stopCart();
          stopWishlist();
        };
      })
      .catch(() => undefined);
    return () => unsubscribe();
  }, []);
}
