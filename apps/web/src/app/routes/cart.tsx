// Route: Your cart, with the checkout's way in (features never import each other, so the route composes them).
import { CartPage } from '../../features/cart/components/cart-page';
import { useProceedToCheckout } from '../../features/checkout/api/use-proceed-to-checkout';
import type { RouteHandle } from '../../lib/page-meta';

export function Component() {
  const checkout = useProceedToCheckout();
  return <CartPage checkout={checkout} />;
}
export const handle: RouteHandle = {
  meta: () => ({ title: 'Your cart', description: 'The party boxes in your cart, with delivery and the total to pay.' }),
};
