// /admin: the orders, upcoming first, with the filters in the query string.
import { OrderListPage } from '../../features/admin/components/order-list-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Orders · Operations', description: 'Every Party Box order by event date, upcoming first.', noindex: true }),
};

export const Component = OrderListPage;
