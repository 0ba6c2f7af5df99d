// The customer's most recent order on this device, read from the API (GET /api/orders/:id) with its access token.
import { useQuery } from '@tanstack/react-query';
import { orderQuery } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';
import { useCheckoutStore } from '../../../stores/checkout-store';

/** The last order's query; idle when no order was placed on this device. */
export function useLastOrder() {
  const lastOrderId = useCheckoutStore((state) => state.lastOrderId);
  const token = useCheckoutStore((state) => state.lastOrderToken);
  return useQuery({ ...orderQuery(lastOrderId ?? '', token ?? ''), enabled: Boolean(lastOrderId) }, queryClient);
}
