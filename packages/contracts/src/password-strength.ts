// How guessable a new password is, by zxcvbn-ts (the maintained TypeScript zxcvbn) with its list of common passwords,
// a small list of Indian words (with the shop's own name), and the account's own details (name, phone), matched
// exactly, reversed, in l33t and within a small edit distance; its feedback in English. A module of its own
// (`@partybox/contracts/password-strength`): the common passwords are about 0.5 MB, so only the API loads it, and the
// storefront shows the API's answer (apps/web's account forms keep the cheap rules of accounts.ts).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the API's and the web's type checks read this file, not the declaration beside it
/// <reference path="./types/zxcvbn-translations.d.ts" />
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
// The English feedback only: the package's index would bring its 3.6 MB of word lists along.
import translations from '@zxcvbn-ts/language-en/dist/translations.mjs';
import indianWords from './data/indian-words.json';

/**
 * The lowest zxcvbn score accepted (0 to 4): 2 means more than about a million guesses, beyond what an online attack
 * gets through the API's attempt limits, while a few unusual words ("balloons and cake", "monsoon kite") still pass.
 */
export const minimumPasswordScore = 2;

// The edit-distance matcher compares the whole password with every dictionary word: with the common passwords and
// Indian words it costs about 0.1 s a check here, it is what catches "india@123", and the English word lists (which
// tripled that cost, for phrases the attempt limits already make slow to guess online) are left out.
let zxcvbn: ZxcvbnFactory | undefined;
/** Built at the first check (ranking the word lists takes a while): a process that never checks a password never pays. */
const estimator = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    translations,
    graphs: adjacencyGraphs,
    dictionary: { 'passwords-common': commonDictionary['passwords-common'], indian: indianWords },
    useLevenshteinDistance: true,
  }));

/** What the message says to do, after zxcvbn's own warning when it has one. */
const advice = 'Use three or four words nobody would put together, or a longer mix of words, digits and symbols.';

/**
 * Why `password` is too easy to guess (its warning and what to do instead), or undefined when it is strong enough.
 * `related`: the account's own details (name, phone), which a password must not lean on.
 */
export function passwordStrengthProblem(password: string, related: readonly string[] = []): string | undefined {
  const result = estimator().check(
    password,
    related.filter(Boolean).map((value) => value.toLowerCase()),
  );
  if (result.score >= minimumPasswordScore) return undefined;
  const warning = result.feedback.warning?.replace(/\.?$/, '.');
  return `This password is too easy to guess${warning ? `: ${warning.charAt(0).toLowerCase()}${warning.slice(1)}` : '.'} ${advice}`;
}
