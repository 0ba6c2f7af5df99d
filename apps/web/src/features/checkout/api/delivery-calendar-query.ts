// The delivery calendar the customer chooses from (GET /api/delivery-calendar): its query and keys, and the check of a
// choice against the calendar as last loaded (the API checks it again when the step is saved and reserves the place
// when the order is placed).
import type { DeliveryCalendarView } from '@partybox/contracts/calendar';
import type { FieldError } from '@partybox/contracts';
import { apiPaths } from '@partybox/contracts/wire';
import { queryOptions } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** Query keys of the delivery calendar, from one place. */
export const deliveryCalendarKeys = {
  all: ['delivery-calendar'] as const,
  forParty: (partyDate: string | undefined, heldBy?: string) => [...deliveryCalendarKeys.all, partyDate ?? '', heldBy ?? ''] as const,
};

/**
 * The calendar for a party on `partyDate`: asked again when the page mounts, since other customers book and hold
 * meanwhile. `heldBy` (the checkout's hold token) makes the place this checkout holds read as free to it.
 */
export function deliveryCalendarQuery(partyDate: string | undefined, heldBy?: string) {
  return queryOptions({
    queryKey: deliveryCalendarKeys.forParty(partyDate, heldBy),
    queryFn: () => getJson<DeliveryCalendarView>(apiPaths.deliveryCalendar.href(partyDate, heldBy)),
    staleTime: 0,
  });
}

/** Why the chosen day or slot cannot be booked by the calendar as loaded, named by field (none before it loads). */
export function calendarChoiceProblems(choice: { deliveryDate: string; deliverySlot: string }, calendar: DeliveryCalendarView | undefined): FieldError[] {
  if (!calendar || !choice.deliveryDate) return [];
  const day = calendar.days.find((candidate) => candidate.date === choice.deliveryDate);
  if (!day || day.status !== 'open') return [{ field: 'deliveryDate', message: day?.reason ?? 'Choose a delivery date on the calendar' }];
  const slot = day.slots.find((candidate) => candidate.id === choice.deliverySlot);
  if (choice.deliverySlot && !slot?.available) return [{ field: 'deliverySlot', message: 'That slot is fully booked: choose another slot or day' }];
  return [];
}
