// The dates a report covers, in India's calendar: today, this week (from Monday), this month, and a range asked for in
// the query string, turned into the instants between which orders were placed (CreatedAt is UTC, ISO).
import type { FieldError } from '@partybox/contracts';
import { ValidationFailed } from '../../platform/errors/domain-errors';

/** A span of India's dates, both ends included (YYYY-MM-DD). */
export interface DateSpan {
  readonly from: string;
  readonly to: string;
}

/** The longest range one report or export may cover: a year of orders. */
export const maxRangeDays = 366;

const dateShape = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;
const utcDay = (date: string) => Date.parse(`${date}T00:00:00Z`);
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Today, this week (Monday to today) and this month (the 1st to today), for India's `today`. */
export function standingPeriods(today: string): { today: DateSpan; week: DateSpan; month: DateSpan } {
  const weekday = (new Date(utcDay(today)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return {
    today: { from: today, to: today },
    week: { from: dateOf(utcDay(today) - weekday * dayMs), to: today },
    month: { from: `${today.slice(0, 8)}01`, to: today },
  };
}

/** The first and last instants (ISO, UTC) of a span of India's dates (UTC+05:30, no daylight saving). */
export function instantsOf(span: DateSpan): { fromIso: string; toIso: string } {
  const offsetMs = (5 * 60 + 30) * 60_000;
  return {
    fromIso: new Date(utcDay(span.from) - offsetMs).toISOString(),
    toIso: new Date(utcDay(span.to) + dayMs - offsetMs - 1).toISOString(),
  };
}

/** The range a request asks for (`from`, `to`; either absent: this month's), or a 400 naming each bad parameter. */
export function requestedSpan(query: { readonly from?: string; readonly to?: string }, today: string): DateSpan {
  const problems: FieldError[] = [];
  const month = standingPeriods(today).month;
  const from = query.from || month.from;
  const to = query.to || month.to;
  for (const [field, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (!dateShape.test(value) || Number.isNaN(utcDay(value)) || dateOf(utcDay(value)) !== value)
      problems.push({ field, message: 'Enter a date as YYYY-MM-DD' });
  }
  if (problems.length === 0 && from > to) problems.push({ field: 'to', message: 'The end date must not be before the start date' });
  if (problems.length === 0 && (utcDay(to) - utcDay(from)) / dayMs + 1 > maxRangeDays)
    problems.push({ field: 'to', message: `Choose at most ${maxRangeDays} days; export a longer time in parts` });
  if (problems.length > 0) throw new ValidationFailed(problems);
  return { from, to };
}

/** Whether an India date lies in a span. */
export function within(span: DateSpan, date: string): boolean {
  return date >= span.from && date <= span.to;
}
