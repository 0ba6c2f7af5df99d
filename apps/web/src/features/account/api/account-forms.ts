// The account forms' values and rules: the contracts' own validators (the API runs the same), phones as typed with +91.
import type { FieldError } from '@partybox/contracts';
import { normalisePhone } from '@partybox/contracts';
import {
  passwordMinLength,
  validateConfirmSignUp,
  validatePhoneOnly,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
  validateSmsCode,
  validateAuthenticatorCode,
} from '@partybox/contracts/accounts';

const problems = (result: { ok: true } | { ok: false; errors: FieldError[] }) => (result.ok ? [] : result.errors);

export type SignUpValues = { name: string; phone: string; email: string; password: string };
export const emptySignUp: SignUpValues = { name: '', phone: '', email: '', password: '' };
export const toSignUpRequest = (v: SignUpValues) => ({ name: v.name.trim(), phone: normalisePhone(v.phone), email: v.email.trim(), password: v.password });
export const signUpProblems = (v: SignUpValues) => problems(validateSignUp(toSignUpRequest(v)));

export type SignInValues = { phone: string; password: string };
export const toSignInRequest = (v: SignInValues) => ({ phone: normalisePhone(v.phone), password: v.password });
export const signInProblems = (v: SignInValues) => problems(validateSignIn(toSignInRequest(v)));

export type CodeValues = { code: string };
export const toCode = (v: CodeValues) => ({ code: v.code.replace(/\s/g, '') });
export const codeProblems = (v: CodeValues) => problems(validateSmsCode(toCode(v)));
export const authenticatorCodeProblems = (v: CodeValues) => problems(validateAuthenticatorCode(toCode(v)));
export const confirmProblems = (phone: string) => (v: CodeValues) => problems(validateConfirmSignUp({ phone, ...toCode(v) }));

export type PhoneValues = { phone: string };
export const toPhoneRequest = (v: PhoneValues) => ({ phone: normalisePhone(v.phone) });
export const phoneProblems = (v: PhoneValues) => problems(validatePhoneOnly(toPhoneRequest(v)));

export type ResetValues = { code: string; password: string };
export const resetProblems = (phone: string) => (v: ResetValues) => problems(validateResetPassword({ phone, ...toCode(v), password: v.password }));

/** The live hint under a new password. */
export function passwordHint(password: string): string {
  const missing = passwordMinLength - password.length;
  // The length is all the form can check; the API also refuses a password easy to guess, so the tick is for the length
  // only and the other rule is said before it is broken.
  const guessable = 'not a common password, your name or your phone number';
  return missing > 0 ? `At least ${passwordMinLength} characters (${missing} more), and ${guessable}` : `${passwordMinLength} characters ✓ Also ${guessable}`;
}
