// A placed order as the API answers it (POST /api/orders and GET /api/orders/:id), and the query that reads it,
// shared by the confirmation and profile pages.
import { queryOptions } from '@tanstack/react-query';
import type { paymentMethods } from '@partybox/contracts';
import { getJson } from './api-client';

/** One box of a placed order, priced by the server. */
export interface PlacedOrderLine {
  readonly themeId: string;
  readonly themeName: string;
  readonly addons: readonly PlacedOrderAddon[];
  readonly quantity: number;
  readonly unitPrice: number;
  readonly lineTotal: number;
}

/** An add-on as an order records it: the label and price charged. */
export interface PlacedOrderAddon {
  readonly key: string;
  readonly label: string;
  readonly price: number;
}

/** A placed order. */
export interface PlacedOrder {
  readonly id: string;
  readonly orderNumber: string;
  readonly status: string;
  readonly paymentMethod: (typeof paymentMethods)[number];
  readonly lines: readonly PlacedOrderLine[];
  /** Extras from the generic add-on page, charged once per order. */
  readonly extras: readonly PlacedOrderAddon[];
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
  readonly createdAt: string;
}

/** The query of order `id`. */
export function orderQuery(id: string) {
  return queryOptions({
    queryKey: ['orders', id],
    queryFn: () => getJson<PlacedOrder>(`orders/${encodeURIComponent(id)}`),
  });
}
