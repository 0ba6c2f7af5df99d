// The shop's calendar as the console reads and changes it (GET /api/admin/calendar, PUT /api/admin/calendar/:date;
// shapes in @partybox/contracts/calendar): each day's capacity and bookings, per slot, and the days blocked. A day's
// change overrides the catalog's calendar for that day only, stored by the API, without a deploy.
import { queryOptions } from '@tanstack/react-query';
import type { AdminCalendarDay, AdminCalendarPage, CalendarDayChange } from '@partybox/contracts/calendar';
import { apiPaths } from '@partybox/contracts/wire';
import { getJson, sendJson } from '../../../lib/api-client';
import { adminKeys } from './admin-queries';

export const calendarKeys = {
  all: [...adminKeys.all, 'calendar'] as const,
  range: (from: string, days: number) => [...calendarKeys.all, from, days] as const,
};

/** `days` days of the calendar from `from` (YYYY-MM-DD). */
export function calendarQuery(from: string, days: number) {
  return queryOptions({
    queryKey: calendarKeys.range(from, days),
    queryFn: async () => (await getJson<AdminCalendarPage>(apiPaths.admin.calendar.href(from, days))).days,
    staleTime: 0,
  });
}

/** Blocks, opens or re-sizes one day; the same key for every retry of one change. */
export function changeCalendarDay(date: string, change: CalendarDayChange, idempotencyKey: string): Promise<AdminCalendarDay> {
  return sendJson<AdminCalendarDay>(apiPaths.admin.calendarDay.href(date), change, idempotencyKey, { method: 'PUT' });
}
