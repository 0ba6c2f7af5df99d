// The query that reads a placed order (the API's GET /api/orders/:id), shared by the confirmation and profile pages.
import { queryOptions } from '@tanstack/react-query';
import type { PlacedOrder } from '@partybox/contracts';
import { getJson } from './api-client';

/** The query of order `id`. */
export function orderQuery(id: string) {
  return queryOptions({
    queryKey: ['orders', id],
    queryFn: () => getJson<PlacedOrder>(`orders/${encodeURIComponent(id)}`),
  });
}
