// Route: Add-ons, with the checkout's way in (features never import each other, so the route composes them).
import { AddonPage } from '../../features/catalog/components/addon-page';
import { useProceedToCheckout } from '../../features/checkout/api/use-proceed-to-checkout';
import type { RouteHandle } from '../../lib/page-meta';

export function Component() {
  const checkout = useProceedToCheckout();
  return <AddonPage checkout={checkout} />;
}
export const handle: RouteHandle = {
  meta: () => ({
    title: 'Add-ons',
    description: 'Extras for your party: balloons, return gift bags, thank-you cards, photo props, a dessert table and a name banner.',
  }),
};
