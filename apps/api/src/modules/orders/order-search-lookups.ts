// How a typed word of the console's search becomes lookups of the search table (order-search.ts says what an order is
// found by): the word itself, the suffix heads of a part reaching into "pbYYMMDD", and the whole-number terms of the
// dates a part of the date may name. Loaded at the first search (order-search-index.ts): only operators search, and a
// cold start of the API reads none of it (apps/infra's size budget).
import { minimumSearchLength, suffixStart } from './order-search';

/** A lookup of a typed word: the orders with a term starting with `term`, kept only if their number contains `within`. */
export interface SearchLookup {
  readonly term: string;
  readonly within?: string;
}

/** Could `text` be the end of a standard number's "pbYYMMDD" (a tail of "pb" and six digits)? */
const isDateTail = (text: string) => /^(pb\d{6}|b\d{6}|\d{1,6})$/.test(text);

/**
 * The term lookups a typed word needs: the word itself (a name, a phone, a part of a number starting in its suffix, or
 * one starting with "pb"), and, for each way the word splits into the end of "pbYYMMDD" and a head of the suffix of two
 * characters or more ("1126-AB" is "1126" and "ab"), that head, whose hits count only when their number contains the
 * whole word. A word whose suffix part is shorter is found by its date (datePrefixes).
 */
export function lookupsOf(word: string): SearchLookup[] {
  const lookups: SearchLookup[] = [{ term: word }];
  if (word.startsWith('pb')) return lookups;
  for (let split = 1; split <= Math.min(suffixStart, word.length); split += 1) {
    const head = word.slice(split);
    if (isDateTail(word.slice(0, split)) && head.length >= minimumSearchLength && head.length <= 6) lookups.push({ term: head, within: word });
  }
  return lookups;
}

/**
 * Whether a word may lie in a standard number's "pbYYMMDD" or reach one character past it (so datePrefixes may have
 * some): digits, perhaps after "b", perhaps followed by one letter or digit. A word starting with "pb" is a term lookup.
 */
export function mayLieInDate(word: string): boolean {
  return word.length <= suffixStart + 1 && /^b?\d+[\p{L}\p{N}]?$/u.test(word);
}

/** "pbYYMMDD" of a day ("2026-11-26" is "pb261126"). */
const numberDate = (day: Date) => `pb${day.toISOString().slice(2, 10).replaceAll('-', '')}`;

/** The day of a standard number's date ("pb261126…" is 26 Nov 2026, UTC midnight), undefined for another shape. */
export function dateOfNumber(number: string): Date | undefined {
  const match = /^pb(\d\d)(\d\d)(\d\d)/.exec(number);
  if (!match) return undefined;
  const day = new Date(Date.UTC(2000 + Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(day.getTime()) ? undefined : day;
}

/**
 * The beginnings of whole numbers ("pbYY", "pbYYMM" or "pbYYMMDD") that a word lying in "pbYYMMDD", or reaching one
 * character past it, may be part of, for the numbers dated between `first` and `last` (the oldest and newest stored):
 * the days whose "pbYYMMDD" contains the word, or ends with all of it but its last character. A year or month whose
 * every day in that span qualifies is one beginning (no number is dated outside the span). Each is a lookup of the
 * whole-number terms whose hits count only when their number contains the word: "261126" lists the orders of 26 Nov
 * 2026, "1126" those of every 26 November, "6A" those of the days ending in 6 whose suffix starts with "A".
 */
export function datePrefixes(word: string, first: Date, last: Date): string[] {
  if (!mayLieInDate(word)) return [];
  const qualifies = (date: string) => date.includes(word) || date.endsWith(word.slice(0, -1));
  // Counts of the span's days and of those that qualify, by year ("pbYY") and by month ("pbYYMM").
  const total = new Map<string, number>();
  const matching = new Map<string, number>();
  const dates: string[] = [];
  for (let day = first; day <= last; day = new Date(day.getTime() + 86_400_000)) {
    const date = numberDate(day);
    const ok = qualifies(date);
    if (ok) dates.push(date);
    for (const prefix of [date.slice(0, 4), date.slice(0, 6)]) {
      total.set(prefix, (total.get(prefix) ?? 0) + 1);
      if (ok) matching.set(prefix, (matching.get(prefix) ?? 0) + 1);
    }
  }
  const whole = (prefix: string) => matching.get(prefix) === total.get(prefix);
  const prefixes = new Set<string>();
  for (const date of dates) prefixes.add(whole(date.slice(0, 4)) ? date.slice(0, 4) : whole(date.slice(0, 6)) ? date.slice(0, 6) : date);
  return [...prefixes];
}
