// The console's phone orders: the themes a draft can hold, the delivery calendar's open days for its party date, and
// saving the draft and placing it (cash on delivery, or with a Razorpay Payment Link).
import { queryOptions } from '@tanstack/react-query';
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import type { CheckoutCompleted, CheckoutView, DraftOrderChoices, DraftOrderFinaliseRequest, DraftOrderRequest } from '@partybox/contracts/checkout';
import { apiPaths } from '@partybox/contracts/wire';
import { getJson, newIdempotencyKey, postJson } from '../../../lib/api-client';

export const draftOrderKeys = {
  choices: ['admin', 'draft-orders', 'choices'] as const,
  calendar: (partyDate: string) => ['admin', 'draft-orders', 'calendar', partyDate] as const,
};

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
