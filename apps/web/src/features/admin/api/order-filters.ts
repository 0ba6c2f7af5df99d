// The console's order list filters, kept in the page's query string so a reload or a shared link shows the same list,
// and turned into the API's query (GET /api/admin/orders). Unknown or malformed values are dropped, never sent.
import { paymentMethods, type PaymentMethod } from '@partybox/contracts';
import { paymentAttentionFilter } from '@partybox/contracts/payments';
import { orderStatuses, paymentStatuses, type OrderPaymentStatus, type OrderStatus } from '@partybox/order-lifecycle';

/** What the operator narrowed the list to; every field optional (no filter: upcoming orders, soonest first). */
export interface OrderFilters {
  readonly status?: OrderStatus;
  /** Event dates, YYYY-MM-DD. */
  readonly from?: string;
  readonly to?: string;
  readonly paymentMethod?: PaymentMethod;
  /** One payment status ("Partly refunded"). */
  readonly paymentStatus?: OrderPaymentStatus;
  /** An order number, a phone number or part of a name. */
  readonly q?: string;
  /** `payment`: only the orders whose payment needs an operator (wrong amount, second payment, failed refund, dispute). */
  readonly attention?: typeof paymentAttentionFilter;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((candidate) => candidate === value);
}

/** The filters in a page's query string. */
export function filtersFromSearch(search: URLSearchParams): OrderFilters {
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const q = search.get('q')?.trim() ?? '';
  return {
    ...(oneOf(orderStatuses, search.get('status')) && { status: oneOf(orderStatuses, search.get('status')) }),
    ...(isoDate.test(from) && { from }),
    ...(isoDate.test(to) && { to }),
    ...(oneOf(paymentMethods, search.get('paymentMethod')) && { paymentMethod: oneOf(paymentMethods, search.get('paymentMethod')) }),
    ...(oneOf(paymentStatuses, search.get('paymentStatus')) && { paymentStatus: oneOf(paymentStatuses, search.get('paymentStatus')) }),
    ...(q && { q }),
    ...(search.get('attention') === paymentAttentionFilter && { attention: paymentAttentionFilter }),
  };
}

/** The query string for `filters` (empty fields left out), for the page's URL and the API's. */
export function filtersToSearch(filters: OrderFilters, cursor?: string): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['status', 'from', 'to', 'paymentMethod', 'paymentStatus', 'q', 'attention'] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (cursor) search.set('cursor', cursor);
  return search;
}

/** Whether any filter is set (the list is then no longer "upcoming orders"). */
export function hasFilters(filters: OrderFilters): boolean {
  return filtersToSearch(filters).toString() !== '';
}
