// The new-password strength check, loaded at the first sign-up or reset rather than at start: its word lists are
// about 0.5 MB of the bundle, and most cold starts (a page view, an order) never check a password.
import type { PasswordStrengthCheck } from '@partybox/contracts/accounts';
import { loadOnFirstUse } from '../../platform/loading/load-on-first-use';

/** `passwordStrengthProblem` of `@partybox/contracts/password-strength`, imported once. */
export const passwordStrength: () => Promise<PasswordStrengthCheck> = loadOnFirstUse(
  'The password strength check (@partybox/contracts/password-strength)',
  async () => (await import('@partybox/contracts/password-strength')).passwordStrengthProblem,
);
