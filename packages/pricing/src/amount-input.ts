// Amounts as people type them into a form: "1,499", "₹1,49,999", " 1499 ". One rule for every amount field: the
// console's forms parse with it, and the API's edge checks the number it receives with the same range rule.
import type { Rupees } from './money';

/** What reading a typed amount gives: whole rupees, or a message that names the field and says how to write it. */
export type AmountInput = { readonly ok: true; readonly rupees: Rupees } | { readonly ok: false; readonly message: string };

/** Digits in Indian groups (1,49,999: threes at the end, twos before) or without commas; optionally ".00" paise. */
const indianAmount = /^(?:\d{1,2}(?:,\d{2})*,\d{3}|\d+)(?:\.0{1,2})?$/;

/**
 * Why `value` is not an amount `field` may hold (whole rupees, from `min`), or undefined when it is: the range rule
 * the API applies to the number it receives and parseRupees to what was typed.
 */
export function rupeesProblem(value: unknown, field: string, min = 1): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return `${field}: enter an amount in rupees, like 1,499`;
  if (!Number.isInteger(value)) return `${field}: ${value} is not whole rupees; leave out the paise`;
  if (!Number.isSafeInteger(value)) return `${field}: ${value} is too large an amount`;
  if (value < min) return `${field}: must be at least ₹${min}`;
  return undefined;
}

/**
 * Reads a typed rupee amount: spaces around it and a leading ₹ (or "Rs", "Rs.", "INR") are ignored, commas must sit
 * where Indian grouping puts them ("1,49,999" or "149999", never "149,999"), and ".00" is allowed; anything else is
 * refused with a message naming `field`. " ₹1,49,999 " → 149999.
 */
export function parseRupees(typed: string, field: string, min = 1): AmountInput {
  const text = typed.trim();
  if (text === '') return { ok: false, message: `${field}: enter an amount in rupees, like 1,499` };
  const digits = text.replace(/^(?:₹|rs\.?|inr)\s*/i, '');
  if (digits.startsWith('-')) return { ok: false, message: `${field}: must be at least ₹${min}` };
  if (/^[\d,]+\.\d+$/.test(digits) && !indianAmount.test(digits)) return { ok: false, message: `${field}: "${text}" is not whole rupees; leave out the paise` };
  if (!indianAmount.test(digits)) {
    const hint = /^[\d,]+$/.test(digits) ? '; commas go in Indian groups, like 1,49,999' : '';
    return { ok: false, message: `${field}: "${text}" is not an amount in rupees; write it like 1,499 or ₹1,49,999${hint}` };
  }
  const rupees = Number(digits.replace(/,/g, '').replace(/\.0*$/, ''));
  const problem = rupeesProblem(rupees, field, min);
  return problem ? { ok: false, message: problem } : { ok: true, rupees };
}
