// Phone numbers as people type and phones autofill them, reshaped to the 10 digits the records store, and the one
// place the country prefix is put on (E.164, as Cognito, SMS and the gateway take it) or taken off.

/** India's country prefix: what a 10-digit mobile number carries in E.164. */
export const indianDialPrefix = '+91';

/** The E.164 form of a 10-digit mobile number: "9820098200" → "+919820098200". */
export function e164Phone(tenDigits: string): string {
  return `${indianDialPrefix}${tenDigits}`;
}

/** The 10 digits of an E.164 Indian number ("+919820098200" → "9820098200"); anything else as it stands. */
export function localPhone(e164: string): string {
  return e164.startsWith(indianDialPrefix) ? e164.slice(indianDialPrefix.length) : e164;
}

/**
 * The 10-digit mobile number inside what was typed: spaces, dashes, dots and brackets go, and so does a +91, 91
 * or 0 prefix ("+91 98200-98200", "098200 98200" → "9820098200"). Anything else is returned as it stands, so the
 * phone field's own message explains it.
 */
export function normalisePhone(typed: string): string {
  const compact = typed.replace(/[\s().-]/g, '');
  const match = /^(?:\+91|0091|91|0)?([0-9]{10})$/.exec(compact);
  return match ? match[1]! : compact;
}

/** A 10-digit mobile number as people read it: "9820098200" → "+91 98200 98200"; anything else as it stands. */
export function formatPhone(digits: string): string {
  return /^\d{10}$/.test(digits) ? `${indianDialPrefix} ${digits.slice(0, 5)} ${digits.slice(5)}` : digits;
}
