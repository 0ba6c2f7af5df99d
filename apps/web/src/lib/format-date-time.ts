// Moments (not just dates) for people, in Mumbai's time: the order history and status pages. Kept apart from format.ts,
// which every page loads, so only the pages that show times carry it.
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** "9 Jul 2025, 4:30 pm" (IST); `fallback` when it is missing or not a date. */
export function formatDateTime(value: string | undefined, fallback = 'Unknown'): string {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? dateTimeFormat.format(date) : fallback;
}

const clockFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** The time of day of a moment in India: "2:42 pm". */
export function formatClockTime(value: Date): string {
  return clockFormat.format(value);
}

const timeOfDayFormat = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "18:30" (a time input's value) → "6:30 pm"; anything else as it is. */
export function formatTimeOfDay(value: string): string {
  return /^\d{2}:\d{2}$/.test(value) ? timeOfDayFormat.format(new Date(`1970-01-01T${value}:00Z`)) : value;
}
