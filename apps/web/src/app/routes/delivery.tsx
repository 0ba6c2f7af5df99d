// /delivery: where the party box is delivered.
import { DeliveryPage } from '../../features/checkout/components/delivery-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Delivery details', description: 'Tell us where to deliver your Party Box in Mumbai.' }),
};

export const Component = DeliveryPage;
