// The delivery calendar on the wire, agreed here first: what the customer's calendar, the checkout, the order views
// and the console's capacity views exchange with the API.
//
//   GET /api/delivery-calendar?partyDate=YYYY-MM-DD&heldBy=TOKEN           -> DeliveryCalendarView (public)
//   GET /api/admin/calendar?from=YYYY-MM-DD&days=N                         -> AdminCalendarPage (operators)
//   PUT /api/admin/calendar/:date  body CalendarDayChange, Idempotency-Key  -> AdminCalendarDay (operators)
//
// A checkout's delivery step carries `deliveryDate` and `deliverySlot` (schemas/requests.ts); saving it holds the
// place for the calendar's holdMinutes (the checkout view's `deliveryHold`, whose token is `heldBy`), and placing the
// order turns the hold into the booking; a day or slot filled meanwhile answers 409 naming `delivery.deliveryDate` or
// `delivery.deliverySlot`. Orders record the choice as `deliverySlot`; orders placed before the calendar have none
// (shown as "to be agreed").
import type { FromSchema } from 'json-schema-to-ts';
import { toFieldErrors } from './field-errors';
import { validateCalendarDayChange as validateCalendarDayChangeRequest } from './generated/calendar-validators.js';
import { calendarDayChangeSchema } from './schemas/calendar';
import type { adminCalendarDaySchema, adminCalendarPageSchema, deliveryCalendarDaySchema, deliveryCalendarViewSchema } from './schemas/calendar-answers';
import type { Validation } from './validate';

export * from './schemas/calendar';

// The day's statuses and an order's booked slot are the lifecycle package's (its rules make them).
export { deliveryDayStatuses, type DeliveryDayStatus, type DeliverySlot } from '@partybox/order-lifecycle';

/** One day of the customer's calendar (the lifecycle's DeliveryDay, as the wire carries it). */
export type DeliveryCalendarDay = FromSchema<typeof deliveryCalendarDaySchema>;
/** The answer to GET /api/delivery-calendar: every day of the booking window, from today (in Mumbai). */
export type DeliveryCalendarView = FromSchema<typeof deliveryCalendarViewSchema>;
/** One day as the console's capacity views show it. */
export type AdminCalendarDay = FromSchema<typeof adminCalendarDaySchema>;
/** The answer to GET /api/admin/calendar. */
export type AdminCalendarPage = FromSchema<typeof adminCalendarPageSchema>;

/** The most days one GET /api/admin/calendar answers. */
export const maxAdminCalendarDays = 62;

/** The body of PUT /api/admin/calendar/:date. */
export type CalendarDayChange = FromSchema<typeof calendarDayChangeSchema>;

/** Validates an operator's change to one day. */
export function validateCalendarDayChange(input: unknown): Validation<CalendarDayChange> {
  if (validateCalendarDayChangeRequest(input)) return { ok: true, value: input as CalendarDayChange };
  return { ok: false, errors: toFieldErrors(calendarDayChangeSchema, validateCalendarDayChangeRequest.errors ?? []) };
}
