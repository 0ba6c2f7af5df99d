// The shop's calendar as the console reads and changes it (GET /api/admin/calendar, PUT /api/admin/calendar/:date):
// each day's capacity and bookings, per slot, and the days the team blocked. A day's change overrides the catalog's
// calendar for that day only, stored by the API, without a deploy.
import { queryOptions } from '@tanstack/react-query';
import { getJson, sendJson } from '../../../lib/api-client';
import { adminKeys } from './admin-queries';

/** One delivery slot of a day: how many boxes it can take and how many are booked. */
export interface CalendarSlot {
  readonly id: string;
  readonly label: string;
  readonly capacity: number;
  readonly booked: number;
}

/** One day of the shop's calendar. `blocked` says why customers cannot choose it (shown to them). */
export interface CalendarDay {
  readonly date: string;
  readonly capacity: number;
  readonly booked: number;
  readonly blocked?: { readonly reason: string };
  readonly slots: readonly CalendarSlot[];
}

/** A day's change: block it with a reason (null: open it again), or set its capacity (null: back to the catalog's). */
export interface CalendarDayChange {
  readonly blocked?: { readonly reason: string } | null;
  readonly capacity?: number | null;
}

export const calendarKeys = {
  all: [...adminKeys.all, 'calendar'] as const,
  range: (from: string, days: number) => [...calendarKeys.all, from, days] as const,
};

/** `days` days of the calendar from `from` (YYYY-MM-DD). */
export function calendarQuery(from: string, days: number) {
  return queryOptions({
    queryKey: calendarKeys.range(from, days),
    queryFn: async () => {
      const answer = await getJson<{ days: CalendarDay[] } | CalendarDay[]>(`admin/calendar?from=${encodeURIComponent(from)}&days=${days}`);
      return Array.isArray(answer) ? answer : answer.days;
    },
    staleTime: 0,
  });
}

/** Blocks, opens or re-sizes one day; the same key for every retry of one change. */
export function changeCalendarDay(date: string, change: CalendarDayChange, idempotencyKey: string): Promise<unknown> {
  return sendJson<unknown>(`admin/calendar/${encodeURIComponent(date)}`, change, idempotencyKey, { method: 'PUT' });
}
