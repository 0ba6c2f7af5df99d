// The counter under a text field with a limit: how many characters it holds against the most its request schema
// (@partybox/contracts) allows. It shows from 80% of the limit, so the customer sees the limit before reaching it, and
// past the limit it says by how much: the text is kept as typed or pasted, never cut, and the form refuses to send it.

/** From this share of the limit on, the field shows its counter. */
export const counterShare = 0.8;

/** What the field shows under it: the counter's words, and whether the text is over the limit. */
export interface CharacterCount {
  readonly text: string;
  readonly over: boolean;
}

const counted = new Intl.NumberFormat('en-IN');

/** Characters as JSON Schema's maxLength counts them (code points: an emoji is one), so the counter and the API agree. */
export function characterLength(value: string): number {
  return [...value].length;
}

/** The counter for `value` in a field of at most `limit` characters: none below 80% of it, "1,850 / 2,000" up to it, and how many too many past it. */
export function characterCount(value: string, limit: number | undefined): CharacterCount | undefined {
  if (limit === undefined) return undefined;
  const length = characterLength(value);
  if (length < Math.ceil(limit * counterShare)) return undefined;
  const text = `${counted.format(length)} / ${counted.format(limit)}`;
  const over = length - limit;
  if (over <= 0) return { text, over: false };
  return { text: `${text}: ${counted.format(over)} ${over === 1 ? 'character' : 'characters'} too many`, over: true };
}
