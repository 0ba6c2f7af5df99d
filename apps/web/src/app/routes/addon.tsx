// Route: Add-ons.
import type { RouteHandle } from '../../lib/page-meta';

export { AddonPage as Component } from '../../features/catalog/components/addon-page';
export const handle: RouteHandle = {
  meta: () => ({
    title: 'Add-ons',
    description: 'Extras for your party: balloons, return gift bags, thank-you cards, photo props, a dessert table and a name banner.',
  }),
};
