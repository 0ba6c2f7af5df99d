// "Did you mean" hints: the closest known name to a misspelt one.
import { distance } from 'fastest-levenshtein';

/** Returns the candidate closest to `input` when it is close enough to be a likely typo, compared case-insensitively. */
export function closest(input: string, candidates: Iterable<string>): string | undefined {
  const wanted = input.toLowerCase();
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(wanted, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  const tolerance = Math.max(2, Math.floor(input.length / 3));
  return best !== undefined && bestDistance <= tolerance ? best : undefined;
}

/** A hint sentence for the closest candidate, or undefined. */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const match = closest(input, candidates);
  return match === undefined ? undefined : `did you mean "${match}"?`;
}
