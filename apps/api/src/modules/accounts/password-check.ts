// The new-password strength check, loaded at the first sign-up or reset rather than at start: its word lists are
// about 0.5 MB of the bundle, and most cold starts (a page view, an order) never check a password.
import type { PasswordStrengthCheck } from '@partybox/contracts/accounts';

let loading: Promise<PasswordStrengthCheck> | undefined;

/** `passwordStrengthProblem` of `@partybox/contracts/password-strength`, imported once. */
export function passwordStrength(): Promise<PasswordStrengthCheck> {
  loading ??= import('@partybox/contracts/password-strength').then((module) => module.passwordStrengthProblem);
  return loading;
}
