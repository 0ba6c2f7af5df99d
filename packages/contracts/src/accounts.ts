// Customer accounts: the requests' schemas, validation shared by the account forms and the API, and the answers.
// A module of its own (`@partybox/contracts/accounts`) so pages without account forms never load it.
import { toFieldErrors } from './field-errors';
import {
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
  confirmSignUpRequestSchema,
  phoneRequestSchema,
  profileRequestSchema,
  resetPasswordRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  smsCodeRequestSchema,
} from './schemas/accounts';
import type { Plain, PlacedOrder, Validation } from './validate';

export * from './schemas/accounts';

export type SignUpRequest = Plain<typeof signUpRequestSchema>;
export type ConfirmSignUpRequest = Plain<typeof confirmSignUpRequestSchema>;
export type PhoneRequest = Plain<typeof phoneRequestSchema>;
export type SignInRequest = Plain<typeof signInRequestSchema>;
export type SmsCodeRequest = Plain<typeof smsCodeRequestSchema>;
export type ResetPasswordRequest = Plain<typeof resetPasswordRequestSchema>;
export type ProfileRequest = Plain<typeof profileRequestSchema>;

/** The signed-in customer as `/api/auth/me` and every completed sign-in answer it. */
export interface AccountCustomer {
  readonly name: string;
  /** 10 digits, without +91. */
  readonly phone: string;
  readonly email: string;
}

/** `/api/auth/me`: who is signed in on this browser, if anyone. */
export type SessionAnswer =
  | { readonly signedIn: false }
  | {
      readonly signedIn: true;
      readonly customer: AccountCustomer;
      /** Whether the verified access token's `cognito:groups` holds `operators` (the console at /admin is theirs). */
      readonly isOperator: boolean;
    };

/** How many orders GET /api/account/orders answers at most: the latest ones (the storefront says so when there are more). */
export const accountOrdersLimit = 50;

/**
 * `GET /api/account/orders`: the customer's orders, newest first (their own and guest orders placed with their verified
 * phone number), at most `limit`; `more` says older ones exist.
 */
export interface AccountOrders {
  readonly orders: PlacedOrder[];
  readonly limit: number;
  readonly more: boolean;
}

/** The greeting a signed-in customer sees on home (spec 2.3). */
export function greetingFor(name: string): string {
  return `Hello ${name.trim()}! Ready to party?`;
}

function bySchema<T>(validator: GeneratedValidator, schema: object, input: unknown): Validation<T> {
  if (validator(input)) return { ok: true, value: input as T };
  return { ok: false, errors: toFieldErrors(schema, validator.errors ?? []) };
}

export const validateSignUp = (input: unknown) => bySchema<SignUpRequest>(validateSignUpRequest, signUpRequestSchema, input);
export const validateConfirmSignUp = (input: unknown) => bySchema<ConfirmSignUpRequest>(validateConfirmSignUpRequest, confirmSignUpRequestSchema, input);
export const validatePhoneOnly = (input: unknown) => bySchema<PhoneRequest>(validatePhoneRequest, phoneRequestSchema, input);
export const validateSignIn = (input: unknown) => bySchema<SignInRequest>(validateSignInRequest, signInRequestSchema, input);
export const validateSmsCode = (input: unknown) => bySchema<SmsCodeRequest>(validateSmsCodeRequest, smsCodeRequestSchema, input);
export const validateResetPassword = (input: unknown) => bySchema<ResetPasswordRequest>(validateResetPasswordRequest, resetPasswordRequestSchema, input);
export const validateProfile = (input: unknown) => bySchema<ProfileRequest>(validateProfileRequest, profileRequestSchema, input);
