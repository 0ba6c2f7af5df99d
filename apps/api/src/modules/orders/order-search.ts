// What the console's search finds an order by, as terms, and how a typed search becomes the lookups to make. An order's
// terms are the words of the orderer's, the recipient's and the birthday person's names, its phone numbers (10 digits,
// however they were typed) and tails of its order number without dashes, so any part of it starts one of them or
// starts one or two characters before one (see numberTailStarts and lookupsOf). Each term is a small item of the search
// table (order-search-index.ts): a search is a Query on a term's first two characters, never a Scan of the orders.
import { isPhone, normalisePhone } from '@partybox/contracts';

/** The shortest search: a term's head is its first two characters. */
export const minimumSearchLength = 2;

/** A word as search compares it: lower case, letters and digits only (so "D'Souza" is "dsouza"), any script. */
export function searchWord(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/** The parts of an order search looks in. */
export interface SearchableOrder {
  readonly orderNumber: string;
  /** The orderer's, the recipient's and the birthday person's names, as written. */
  readonly names: readonly (string | undefined)[];
  /** Phone numbers as stored (10 digits, or as typed on older records). */
  readonly phones: readonly (string | undefined)[];
}

/** Every term an order is found by, without repeats. */
export function searchTermsOf(order: SearchableOrder): string[] {
  const terms = new Set<string>();
  for (const name of order.names) for (const word of (name ?? '').split(/\s+/)) terms.add(searchWord(word));
  for (const phone of order.phones) {
    const digits = normalisePhone(phone ?? '');
    if (isPhone(digits)) terms.add(digits);
  }
  for (const tail of numberTails(searchWord(order.orderNumber))) terms.add(tail);
  return [...terms].filter((term) => term.length >= minimumSearchLength);
}

/** An order number as search compares it: "PB-261126-AB12CD" is "pb261126ab12cd" ("pb", the India date, the suffix). */
const standardNumber = /^pb\d{6}[\p{L}\p{N}]{6}$/u;

/**
 * Where a standard number's tails start: the date's year, month and day, and every place of the suffix. A part that
 * starts between two of them (the second digit of a pair, or "pb") is looked up from one or two characters later and
 * checked against the whole number (lookupsOf): 8 search items where every tail took 13, a write unit each.
 */
const numberTailStarts = [2, 4, 6, 8, 9, 10, 11, 12];

/** The tails of a number kept as terms (every one for a number of another shape: nothing is lost for it). */
function numberTails(number: string): string[] {
  if (standardNumber.test(number)) return numberTailStarts.map((start) => number.slice(start));
  const tails = [];
  for (let start = 0; start <= number.length - minimumSearchLength; start += 1) tails.push(number.slice(start));
  return tails;
}

/**
 * The lookups a typed word needs: the word itself (a name, a phone, a part of a number starting where a tail does),
 * and, for a word that may start inside a number's "pb" and date (a digit first, or "pb"/"b" and a digit), the word
 * from the next tail's start on, whose hits count only when their number contains the whole word (`within`). A part
 * of two characters starting on a pair's second digit ("6A" of "…26-AB…") has no such lookup and finds nothing.
 */
export function lookupsOf(word: string): { readonly term: string; readonly within?: string }[] {
  const lookups: { term: string; within?: string }[] = [{ term: word }];
  const shifts = /^pb\d/.test(word) ? [2] : /^b\d/.test(word) || /^\d/.test(word) ? [1] : [];
  for (const shift of shifts) if (word.length - shift >= minimumSearchLength) lookups.push({ term: word.slice(shift), within: word });
  return lookups;
}

/**
 * The terms a typed search asks for, every one of which an order must have a term starting with: a phone number in any
 * format ("98200 44444", "+91 98200 44444", "098200 44444") is one term; anything else is its words. Empty when the
 * search is too short to look up.
 */
export function queryTerms(typed: string): string[] {
  const phone = normalisePhone(typed.trim());
  if (isPhone(phone)) return [phone];
  const words = typed.split(/\s+/).map(searchWord);
  return words.filter((word) => word.length >= minimumSearchLength);
}
