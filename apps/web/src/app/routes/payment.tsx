// /payment: choose how to pay and place the order.
import { PaymentPage } from '../../features/checkout/components/payment-page';
import type { RouteHandle } from '../../lib/page-meta';

export const handle: RouteHandle = {
  meta: () => ({
    title: 'Payment',
    description: 'Choose card, net banking, UPI, a QR code or cash on delivery, and place your Party Box order.',
  }),
};

export const Component = PaymentPage;
