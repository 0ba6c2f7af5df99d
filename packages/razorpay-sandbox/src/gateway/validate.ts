// Request-body checks with Razorpay's error wording ("The amount must be atleast INR 1.00", "x is/are not required
// and should not be sent"), each naming its field.
import { badRequest } from './errors';
import type { Notes } from './entities';

export type Body = Record<string, unknown>;

/** Refuses fields Razorpay does not accept on this call, as Razorpay does. */
export function onlyFields(body: Body, allowed: readonly string[]): void {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length > 0) throw badRequest(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
}

/** An amount in paise: an integer of at least 100 (₹1). */
export function amountInPaise(value: unknown, field = 'amount'): number {
  if (value === undefined || value === null || value === '') throw badRequest(`The ${field} field is required.`, field);
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isInteger(amount)) throw badRequest(`The ${field} must be an integer.`, field);
  if (amount < 100) throw badRequest('The amount must be atleast INR 1.00', field);
  return amount;
}

/** Only INR: the shop sells in rupees and the sandbox models no other currency. */
export function currency(value: unknown): 'INR' {
  if (value === undefined || value === 'INR') return 'INR';
  throw badRequest(`The currency ${String(value)} is not supported by the sandbox: use INR.`, 'currency');
}

/** An optional text of at most `max` characters. */
export function optionalText(value: unknown, field: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest(`The ${field} must be a string.`, field);
  if (value.length > max) throw badRequest(`The ${field} may not be greater than ${max} characters.`, field);
  return value;
}

/** Razorpay's notes: at most 15 keys, each value text or a number of at most 256 characters. */
export function notes(value: unknown): Notes | [] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('The notes must be an object of key-value pairs.', 'notes');
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length > 15) throw badRequest('Number of fields in notes should be less than or equal to 15', 'notes');
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number') throw badRequest(`notes.${key} must be a string or a number.`, 'notes');
    if (String(note).length > 256) throw badRequest(`notes.${key} may not be greater than 256 characters.`, 'notes');
  }
  return entries.length === 0 ? [] : (Object.fromEntries(entries) as Notes);
}
