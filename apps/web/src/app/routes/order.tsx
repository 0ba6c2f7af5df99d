// /orders/:orderNumber, where the customer follows an order (signed in, or through the link in its messages), and
// /order?id=…, its old address, which sends the customer on to it. One module for both, so they share one chunk.
import { useParams } from 'react-router-dom';
import { OrderPage } from '../../features/orders/components/order-page';
import { OrderStatusPage } from '../../features/orders/components/order-status-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({ title: 'Your order', description: 'A Party Box order: where it stands, what is in it, and how to cancel it while you still can.' }),
};

export function Component() {
  const { orderNumber } = useParams();
  return orderNumber === undefined ? <OrderPage /> : <OrderStatusPage />;
}
