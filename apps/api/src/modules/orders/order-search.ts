// What the console's search finds an order by, as terms, and how a typed search becomes the terms to look up. An order's
// terms are the words of the orderer's, the recipient's and the birthday person's names, its phone numbers (10 digits,
// however they were typed) and every tail of its order number without dashes (so any part of it, like its last six
// characters, is the start of one). Each term is a small item of the search table (order-search-index.ts): a search is
// a Query on a term's first two characters, never a Scan of the orders.
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
  const number = searchWord(order.orderNumber);
  for (let start = 0; start <= number.length - minimumSearchLength; start += 1) terms.add(number.slice(start));
  return [...terms].filter((term) => term.length >= minimumSearchLength);
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
