// How an order's status and payment status read to a customer (the profile's order list and the order page).
import type { PlacedOrder } from '@partybox/contracts';

export const orderStatusLabels: Record<PlacedOrder['status'], string> = { received: 'Received' };

export const paymentStatusLabels: Record<PlacedOrder['paymentStatus'], string> = {
  'awaiting-payment': 'Awaiting payment',
  'pay-on-delivery': 'Pay on delivery',
};
