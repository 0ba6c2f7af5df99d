// Phone numbers as people type and phones autofill them, reshaped to the 10 digits the records store.

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
