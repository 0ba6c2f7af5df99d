// Route: Your cart.
import type { RouteHandle } from '../../lib/page-meta';

export { CartPage as Component } from '../../features/cart/components/cart-page';
export const handle: RouteHandle = {
  meta: () => ({ title: 'Your cart', description: 'The party boxes in your cart, with delivery and the total to pay.' }),
};
