// Calendar dates (YYYY-MM-DD) in Mumbai, the shop's one time zone: India keeps UTC+05:30 all year (no daylight
// saving), so a date's start in Mumbai is one fixed offset from UTC.

const istOffsetMs = 330 * 60_000;
const weekdayKeys = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
/** A day of the week as the calendar names it. */
export type WeekdayKey = (typeof weekdayKeys)[number];

const weekdayNames: Record<WeekdayKey, string> = {
  sun: 'Sundays',
  mon: 'Mondays',
  tue: 'Tuesdays',
  wed: 'Wednesdays',
  thu: 'Thursdays',
  fri: 'Fridays',
  sat: 'Saturdays',
};
// Spelt out rather than left to Intl, whose short month differs between ICU versions ("Sep" or "Sept").
const shortWeekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const shortMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The UTC midnight of a real calendar date, or undefined for anything else ("2026-02-30", "5 Dec"). */
function utcMidnight(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const value = new Date(Date.UTC(y, m - 1, d));
  return value.getUTCFullYear() === y && value.getUTCMonth() === m - 1 && value.getUTCDate() === d ? value.getTime() : undefined;
}

/** Whether `date` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(date: string): boolean {
  return utcMidnight(date) !== undefined;
}

/** The date `days` after `date` (negative goes back). */
export function shiftDate(date: string, days: number): string {
  const start = utcMidnight(date);
  if (start === undefined) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(start + days * 86_400_000).toISOString().slice(0, 10);
}

/** The date and time of day (HH:MM) in Mumbai at `now`. */
export function mumbaiClock(now: Date): { readonly date: string; readonly time: string } {
  const shifted = new Date(now.getTime() + istOffsetMs).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}

/** The moment a Mumbai day starts (00:00 IST). */
export function startOfMumbaiDay(date: string): Date {
  const start = utcMidnight(date);
  if (start === undefined) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(start - istOffsetMs);
}

/** The day of the week of `date`. */
export function weekdayOf(date: string): WeekdayKey {
  const start = utcMidnight(date);
  if (start === undefined) throw new RangeError(`Not a calendar date: ${date}`);
  return weekdayKeys[new Date(start).getUTCDay()]!;
}

/** "Mondays", for a sentence about a weekday the shop does not deliver on. */
export function weekdayPlural(day: WeekdayKey): string {
  return weekdayNames[day];
}

/** A date as short as a text message needs it: "Sat 5 Dec". */
export function formatShortDate(date: string): string {
  const start = utcMidnight(date);
  if (start === undefined) return date;
  const day = new Date(start);
  return `${shortWeekdays[day.getUTCDay()]} ${day.getUTCDate()} ${shortMonths[day.getUTCMonth()]}`;
}
