// The console's phone orders: the themes a draft can hold, the delivery calendar's open days for its party date, and
// saving the draft and placing it (cash on delivery, or with a Razorpay Payment Link); the open drafts, one to continue
// with, and discarding one.
import { queryOptions } from '@tanstack/react-query';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import type {
  CheckoutCompleted,
  CheckoutView,
  DraftOrderChoices,
  DraftOrderDiscarded,
  DraftOrderFinaliseRequest,
  DraftOrderList,
  DraftOrderRequest,
} from '@partybox/contracts/checkout';
import { apiPaths } from '@partybox/contracts/wire';
import { getJson, newIdempotencyKey, postJson } from '../../../lib/api-client';

export const draftOrderKeys = {
  all: ['admin', 'draft-orders'] as const,
  choices: ['admin', 'draft-orders', 'choices'] as const,
  calendar: (partyDate: string) => ['admin', 'draft-orders', 'calendar', partyDate] as const,
  open: ['admin', 'draft-orders', 'open'] as const,
  detail: (id: string) => ['admin', 'draft-orders', 'detail', id] as const,
};

/** The open drafts, newest first, as they are now (read again whenever the page is opened). */
export function openDraftsQuery() {
  return queryOptions({ queryKey: draftOrderKeys.open, queryFn: () => getJson<DraftOrderList>(apiPaths.admin.draftOrders), staleTime: 0 });
}

/** One draft to continue with. */
export function draftQuery(id: string) {
  return queryOptions({ queryKey: draftOrderKeys.detail(id), queryFn: () => getJson<CheckoutView>(apiPaths.admin.draftOrder.href(id)), staleTime: 0 });
}

/** Discards the draft (a second press answers the same; its held slot is given back once). */
export function discardDraftOrder(id: string): Promise<DraftOrderDiscarded> {
  return postJson<DraftOrderDiscarded>(apiPaths.admin.draftOrderDiscard.href(id), {}, newIdempotencyKey());
}

export function draftChoicesQuery() {
  return queryOptions({ queryKey: draftOrderKeys.choices, queryFn: () => getJson<DraftOrderChoices>(apiPaths.admin.draftOrderChoices), staleTime: 300_000 });
}

/** The days and slots the delivery calendar offers for a party on `partyDate` (the same calendar as the customers'). */
export function draftCalendarQuery(partyDate: string) {
  return queryOptions({
    queryKey: draftOrderKeys.calendar(partyDate),
    queryFn: () => getJson<DeliveryCalendarView>(apiPaths.deliveryCalendar.href(partyDate)),
  });
}

/** Saves the draft (priced by the server); the key makes a retried save the same draft. */
export function saveDraftOrder(draft: DraftOrderRequest, idempotencyKey: string): Promise<CheckoutView> {
  return postJson<CheckoutView>(apiPaths.admin.draftOrders, draft, idempotencyKey);
}

/** Places the draft once (a second press answers the same order). */
export function finaliseDraftOrder(id: string, request: DraftOrderFinaliseRequest): Promise<CheckoutCompleted> {
  return postJson<CheckoutCompleted>(apiPaths.admin.draftOrderFinalise.href(id), request, newIdempotencyKey());
}
