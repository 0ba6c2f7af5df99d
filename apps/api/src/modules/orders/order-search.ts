// What the console's search finds an order by, as terms, and how a typed search becomes the lookups to make. An order's
// terms are the words of the orderer's, the recipient's and the birthday person's names, its phone numbers (10 digits,
// however they were typed), its whole order number without dashes and the tails of the number's suffix; any other part
// of the number is found from those (see numberTails, lookupsOf and datePrefixes). Each term is a small item of the search
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

/** Where a standard number's suffix starts ("pb" and the six digits of the date come first). */
export const suffixStart = 8;

/**
 * The tails of a number kept as terms. A standard number keeps the whole number and the tails of its suffix (6 search
 * items, a write unit each, where every tail took 13): a part inside the suffix starts one of them, and a part reaching
 * into "pbYYMMDD" is found from the suffix head it holds or from the whole number's date (lookupsOf, datePrefixes).
 * A number of another shape keeps every tail: nothing is lost for it.
 */
function numberTails(number: string): string[] {
  const first = standardNumber.test(number) ? suffixStart : 1;
  const tails = [number];
  for (let start = first; start <= number.length - minimumSearchLength; start += 1) tails.push(number.slice(start));
  return tails;
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
