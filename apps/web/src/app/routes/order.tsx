// /order?id=…: one order, read as its signed-in owner (or with the token this device keeps for its last order).
import { OrderPage } from '../../features/orders/components/order-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Your order', description: 'A Party Box order: its number, items, total, status and payment.' }),
};

export const Component = OrderPage;
