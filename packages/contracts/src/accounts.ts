// Customer accounts: the requests' schemas, validation shared by the account forms and the API, and the answers.
// A module of its own (`@partybox/contracts/accounts`) so pages without account forms never load it.
import { toFieldErrors, type FieldError } from './field-errors';
import {
  validateAuthenticatorCodeRequest,
  validateConfirmSignUpRequest,
  validatePhoneRequest,
  validateProfileRequest,
  validateResetPasswordRequest,
  validateSignInRequest,
  validateSignUpRequest,
  validateSmsCodeRequest,
} from './generated/account-validators.js';
import type { GeneratedValidator } from './generated/validators.js';
import {
  authenticatorCodeRequestSchema,
  passwordMinLength,
  confirmSignUpRequestSchema,
  phoneRequestSchema,
  profileRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  smsCodeRequestSchema,
} from './schemas/accounts';
import type { FromSchema } from 'json-schema-to-ts';
import type {
  accountCustomerSchema,
  authenticatorEnrolmentSchema,
  authenticatorStatusSchema,
  codeResentSchema,
  confirmAnswerSchema,
  forgotPasswordAnswerSchema,
  sessionAnswerSchema,
  signInNextSchema,
  signUpAnswerSchema,
} from './schemas/account-answers';
import type { accountOrdersSchema } from './schemas/responses';
import type { Plain, Validation } from './validate';

export * from './schemas/accounts';

export type SignUpRequest = Plain<typeof signUpRequestSchema>;
export type ConfirmSignUpRequest = Plain<typeof confirmSignUpRequestSchema>;
export type PhoneRequest = Plain<typeof phoneRequestSchema>;
export type SignInRequest = Plain<typeof signInRequestSchema>;
export type SmsCodeRequest = Plain<typeof smsCodeRequestSchema>;
export type AuthenticatorCodeRequest = Plain<typeof authenticatorCodeRequestSchema>;

/** `POST /api/auth/sign-in`'s answer when the password was right: which code the next step asks for (schemas/account-answers.ts). */
export type SignInNext = FromSchema<typeof signInNextSchema>;
export type SignUpAnswer = FromSchema<typeof signUpAnswerSchema>;
/** `POST /api/auth/confirm`'s answer: signed in, the sign-in's code step, or sign in next (schemas/account-answers.ts). */
export type ConfirmAnswer = FromSchema<typeof confirmAnswerSchema>;
export type CodeResent = FromSchema<typeof codeResentSchema>;
export type ForgotPasswordAnswer = FromSchema<typeof forgotPasswordAnswerSchema>;

/**
 * The authenticator app's endpoints (here, not in wire.ts's apiPaths, so the shop's first script does not carry them):
 * GET `enrolment` says whether one is enrolled, POST starts an enrolment; POST `verify` with the app's first code ends it.
 */
export const authenticatorPaths = {
  enrolment: '/api/account/authenticator',
  verify: '/api/account/authenticator/verify',
} as const;

/** `GET /api/account/authenticator`: whether sign-in asks for an authenticator app's code instead of an SMS. */
export type AuthenticatorStatus = FromSchema<typeof authenticatorStatusSchema>;
/** `POST /api/account/authenticator`: a new enrolment's shared key and otpauth:// URI (completed by `POST …/authenticator/verify`). */
export type AuthenticatorEnrolment = FromSchema<typeof authenticatorEnrolmentSchema>;
export type ResetPasswordRequest = Plain<typeof resetPasswordRequestSchema>;
export type ProfileRequest = Plain<typeof profileRequestSchema>;

/** The signed-in customer as `/api/auth/me` and every completed sign-in answer them. */
export type AccountCustomer = FromSchema<typeof accountCustomerSchema>;

/** `/api/auth/me`: who is signed in on this browser, if anyone. */
export type SessionAnswer = FromSchema<typeof sessionAnswerSchema>;

/** How many orders GET /api/account/orders answers at most: the latest ones (the storefront says so when there are more). */
export const accountOrdersLimit = 50;

/** `GET /api/account/orders`: the customer's orders, newest first (their own and guest orders placed with their verified phone number). */
export type AccountOrders = FromSchema<typeof accountOrdersSchema>;
/** One order of My orders. */
export type AccountOrder = AccountOrders['orders'][number];

/** The greeting a signed-in customer sees on home (spec 2.3). */
export function greetingFor(name: string): string {
  return `Hello ${name.trim()}! Ready to party?`;
}

function bySchema<T>(validator: GeneratedValidator, schema: object, input: unknown): Validation<T> {
  if (validator(input)) return { ok: true, value: input as T };
  return { ok: false, errors: toFieldErrors(schema, validator.errors ?? []) };
}

export const blankPasswordMessage = 'A password of only spaces is the first thing anyone would try. Use letters, digits or symbols too.';

/**
 * How guessable a new password is, given the account's own details: `passwordStrengthProblem` of
 * `@partybox/contracts/password-strength` (zxcvbn-ts and its dictionaries, about 1 MB), which the API passes in. The
 * storefront's forms leave it out and show the API's answer, so the shop's pages never load the dictionaries.
 */
export type PasswordStrengthCheck = (password: string, related: readonly string[]) => string | undefined;

/**
 * What is wrong with a new password beyond its length (the schema's rule, at least 8 characters): only spaces, or,
 * with `strength`, too easy to guess.
 */
export function newPasswordProblem(password: string, strength?: PasswordStrengthCheck, related: readonly string[] = []): string | undefined {
  if (password.length < passwordMinLength) return undefined;
  if (password.trim() === '') return blankPasswordMessage;
  return strength?.(password, related);
}

/** The schema's answer plus the new-password rule, so the form and the API refuse the same passwords with the same words. */
function withPasswordRule<T extends { password: string }>(result: Validation<T>, input: unknown, strength?: PasswordStrengthCheck): Validation<T> {
  const fields = (input ?? {}) as { password?: unknown; name?: unknown; phone?: unknown };
  const related = [fields.name, fields.phone].filter((value): value is string => typeof value === 'string');
  const problem = typeof fields.password === 'string' ? newPasswordProblem(fields.password, strength, related) : undefined;
  if (!problem) return result;
  const errors: FieldError[] = result.ok ? [] : result.errors.filter((error) => error.field !== 'password');
  return { ok: false, errors: [...errors, { field: 'password', message: problem }] };
}

export const validateSignUp = (input: unknown, strength?: PasswordStrengthCheck) =>
  withPasswordRule(bySchema<SignUpRequest>(validateSignUpRequest, signUpRequestSchema, input), input, strength);
export const validateConfirmSignUp = (input: unknown) => bySchema<ConfirmSignUpRequest>(validateConfirmSignUpRequest, confirmSignUpRequestSchema, input);
export const validatePhoneOnly = (input: unknown) => bySchema<PhoneRequest>(validatePhoneRequest, phoneRequestSchema, input);
export const validateSignIn = (input: unknown) => bySchema<SignInRequest>(validateSignInRequest, signInRequestSchema, input);
export const validateSmsCode = (input: unknown) => bySchema<SmsCodeRequest>(validateSmsCodeRequest, smsCodeRequestSchema, input);
export const validateAuthenticatorCode = (input: unknown) =>
  bySchema<AuthenticatorCodeRequest>(validateAuthenticatorCodeRequest, authenticatorCodeRequestSchema, input);
export const validateResetPassword = (input: unknown, strength?: PasswordStrengthCheck) =>
  withPasswordRule(bySchema<ResetPasswordRequest>(validateResetPasswordRequest, resetPasswordRequestSchema, input), input, strength);
export const validateProfile = (input: unknown) => bySchema<ProfileRequest>(validateProfileRequest, profileRequestSchema, input);
