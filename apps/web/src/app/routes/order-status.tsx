// /orders/:orderNumber: where the customer follows an order (signed in, or through the link in its messages).
import { OrderStatusPage } from '../../features/orders/components/order-status-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Your order', description: 'Where your Party Box order stands, what is in it, and how to cancel it while you still can.', noindex: true }),
};

export const Component = OrderStatusPage;
