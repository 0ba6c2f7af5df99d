// Business rules that a JSON Schema cannot express: how far ahead an event must be, and where we deliver.

/** A delivery area as the catalog defines it. */
export interface DeliveryArea {
  readonly city: string;
  readonly pincodeRanges: readonly { readonly from: string; readonly to: string }[];
}

/** What the rules need from outside: today's date in India, the lead time and the delivery area. */
export interface RuleContext {
  /** Today in India, as YYYY-MM-DD. */
  readonly today: string;
  readonly leadTimeDays: number;
  readonly deliveryArea: DeliveryArea;
}

const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Today's date in India (Asia/Kolkata) as YYYY-MM-DD. */
export function indiaToday(now: Date = new Date()): string {
  return indiaDate.format(now);
}

function toUtc(date: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const value = new Date(Date.UTC(y, m - 1, d));
  return value.getUTCFullYear() === y && value.getUTCMonth() === m - 1 && value.getUTCDate() === d ? value : undefined;
}

/** The date `days` after `date` (both YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  const start = toUtc(date);
  if (!start) throw new RangeError(`not a date: ${date}`);
  return new Date(start.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The first date an event can be booked for. */
export function earliestEventDate(context: Pick<RuleContext, 'today' | 'leadTimeDays'>): string {
  return addDays(context.today, context.leadTimeDays);
}

/** Formats YYYY-MM-DD as "26 November 2026". */
export function formatLongDate(date: string): string {
  const value = toUtc(date);
  return value ? longDate.format(value) : date;
}

/** Why an event date cannot be booked, or undefined when it can. */
export function eventDateProblem(date: string, context: Pick<RuleContext, 'today' | 'leadTimeDays'>): string | undefined {
  if (!toUtc(date)) return 'Choose a real calendar date';
  const earliest = earliestEventDate(context);
  if (date < earliest) {
    return `Choose ${formatLongDate(earliest)} or later: we need ${context.leadTimeDays} days to prepare your party box`;
  }
  if (date > addDays(context.today, 366)) return 'Choose a date within the next year';
  return undefined;
}

/** True when the 6-digit PIN code falls inside one of the area's inclusive ranges. */
export function isServiceablePincode(area: DeliveryArea, pincode: string): boolean {
  return /^[1-9][0-9]{5}$/.test(pincode) && area.pincodeRanges.some((range) => range.from <= pincode && pincode <= range.to);
}

/** Why a PIN code cannot be delivered to, or undefined when it can. */
export function pincodeProblem(pincode: string, area: DeliveryArea): string | undefined {
  if (isServiceablePincode(area, pincode)) return undefined;
  const ranges = area.pincodeRanges.map((r) => (r.from === r.to ? r.from : `${r.from}–${r.to}`)).join(', ');
  return `We deliver only within ${area.city} (PIN codes ${ranges})`;
}
