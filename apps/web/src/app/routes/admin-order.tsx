// /admin/orders/:orderNumber: one order, its history and the moves it may make.
import { AdminOrderPage } from '../../features/admin/components/admin-order-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Order · Operations', description: 'One Party Box order: boxes, party, delivery, payment and history.', noindex: true }),
};

export const Component = AdminOrderPage;
