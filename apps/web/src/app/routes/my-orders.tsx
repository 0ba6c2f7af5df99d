// /orders: the signed-in customer's orders (features/orders).
import { MyOrdersPage } from '../../features/orders/components/my-orders-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'My orders', description: 'Your Party Box orders: themes, party dates, delivery and where each one stands.' }),
};

export const Component = MyOrdersPage;
