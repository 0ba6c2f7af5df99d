// The query that reads a placed order (the API's GET /api/orders/:id), shared by the confirmation, profile and order
// pages. A guest reads with the order's access token, sent as a header so it stays out of URLs and access logs; a
// signed-in owner needs none (the session cookie goes with the request).
import { apiPaths } from '@partybox/contracts/wire';
import { queryOptions } from '@tanstack/react-query';
import type { PlacedOrder } from '@partybox/contracts';
import { wireHeaders } from '@partybox/contracts/wire';
import { getJson } from './api-client';

/** The header the API reads an order's access token from. */
export const orderAccessTokenHeader = wireHeaders.orderAccessToken;

/** Query keys of orders, from one place: the order by its number (its status page) and as placed (by id). */
export const orderKeys = {
  all: ['orders'] as const,
  detail: (orderNumber: string) => [...orderKeys.all, 'detail', orderNumber] as const,
  placed: (id: string) => [...orderKeys.all, 'placed', id] as const,
};

/** The query of order `id`, read with its access token `token` (from the answer that placed it) when there is one. */
export function orderQuery(id: string, token = '') {
  return queryOptions({
    queryKey: orderKeys.placed(id),
    queryFn: () => getJson<PlacedOrder>(apiPaths.order.href(id), token ? { [orderAccessTokenHeader]: token } : {}),
  });
}
