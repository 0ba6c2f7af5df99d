// Formatting shared by screens: money comes from @partybox/pricing; phone numbers and dates live here.
export { formatInr, fromPaise } from '@partybox/pricing';

// The one phone formatting, shared with the API's history lines.
export { formatPhone } from '@partybox/contracts/phone';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** A date for people ("9 July 2025"); `fallback` when it is missing or not a date. */
export function formatDate(value: string | undefined, fallback = 'Unknown'): string {
  if (!value) return fallback;
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? fallback : dateFormat.format(date);
}
