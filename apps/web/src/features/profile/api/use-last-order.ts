// The customer's most recent order on this device, read from the API (GET /api/orders/:id) with its access token.
import { useQuery } from '@tanstack/react-query';
import { orderQuery } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';

/** The last order's query; idle when no order was placed on this device. */
export function useLastOrder() {
  const lastOrder = useCheckoutIdStore((state) => state.lastOrder);
  return useQuery({ ...orderQuery(lastOrder?.id ?? '', lastOrder?.accessToken ?? ''), enabled: Boolean(lastOrder) }, queryClient);
}
