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
import type { DeliveryDay } from '@partybox/order-lifecycle';
import type { FromSchema } from 'json-schema-to-ts';
import { toFieldErrors } from './field-errors';
import { validateCalendarDayChange as validateCalendarDayChangeRequest } from './generated/calendar-validators.js';
import type { GeneratedValidator } from './generated/validators.js';
import { calendarDayChangeSchema } from './schemas/calendar';
import type { Validation } from './validate';

export * from './schemas/calendar';

// The day's statuses, a day of the calendar and an order's booked slot are the lifecycle package's (its rules make them).
export { deliveryDayStatuses, type DeliveryDay as DeliveryCalendarDay, type DeliveryDayStatus, type DeliverySlot } from '@partybox/order-lifecycle';

/** The answer to GET /api/delivery-calendar: every day of the booking window, from today (in Mumbai). */
export interface DeliveryCalendarView {
  /** Today in Mumbai, YYYY-MM-DD. */
  readonly today: string;
  /** The first date a delivery can be booked for now (the lead time, moved on by the cut-off). */
  readonly earliest: string;
  /** The last date of the booking window. */
  readonly latest: string;
  readonly days: readonly DeliveryDay[];
}

/** One day as the console's capacity views show it. */
export interface AdminCalendarDay {
  readonly date: string;
  /** The orders the day can take: the operator's override, else the catalog's. */
  readonly capacity: number;
  /** Whether `capacity` is an operator's override for this day. */
  readonly capacityOverridden: boolean;
  /** Orders booked for the day (cancelled orders give their place back). */
  readonly booked: number;
  /** Set when the day is blocked: by the catalog (calendar.json) or by an operator. */
  readonly blocked?: { readonly reason: string; readonly by: 'catalog' | 'operator' };
  /** Set when the shop does not deliver on this weekday. */
  readonly closedWeekday?: boolean;
  readonly slots: readonly { readonly id: string; readonly label: string; readonly capacity: number; readonly booked: number }[];
}

/** The answer to GET /api/admin/calendar. */
export interface AdminCalendarPage {
  readonly days: readonly AdminCalendarDay[];
}

/** The most days one GET /api/admin/calendar answers. */
export const maxAdminCalendarDays = 62;

/** The body of PUT /api/admin/calendar/:date. */
export type CalendarDayChange = FromSchema<typeof calendarDayChangeSchema>;

/** The precompiled validator of the calendar request schema, by its `$id` (the API hands it to Fastify). */
export const calendarValidatorsById: Readonly<Record<string, GeneratedValidator>> = {
  [calendarDayChangeSchema.$id]: validateCalendarDayChangeRequest,
};

/** Validates an operator's change to one day. */
export function validateCalendarDayChange(input: unknown): Validation<CalendarDayChange> {
  if (validateCalendarDayChangeRequest(input)) return { ok: true, value: input as CalendarDayChange };
  return { ok: false, errors: toFieldErrors(calendarDayChangeSchema, validateCalendarDayChangeRequest.errors ?? []) };
}
