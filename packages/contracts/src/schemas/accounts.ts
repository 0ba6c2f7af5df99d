// The JSON Schemas of the account requests (/api/auth/*, /api/account/*), shared by the API and the account forms.
// They are compiled into their own module (src/generated/account-validators.js) so pages without account forms
// never load them.
import { optionalEmailField, phoneField, requiredText } from './fields';

/** Cognito's password policy for the pool: at least this many characters, no required character classes. */
export const passwordMinLength = 8;

/** A new password: the pool's only rule is its length. */
export const newPasswordField = {
  type: 'string',
  title: 'Password',
  minLength: passwordMinLength,
  maxLength: 256,
  errorMessage: `Use at least ${passwordMinLength} characters`,
} as const;

/** The password of an existing account (its length was checked when it was chosen). */
export const passwordField = { type: 'string', title: 'Password', minLength: 1, maxLength: 256, errorMessage: 'Enter your password' } as const;

/** A code sent by SMS. */
export const smsCodeField = { type: 'string', title: 'Code', pattern: '^[0-9]{6}$', errorMessage: 'Enter the 6-digit code from the SMS' } as const;

/** The code an authenticator app shows (TOTP: 6 digits, a new one every 30 seconds). */
export const authenticatorCodeField = {
  type: 'string',
  title: 'Authenticator code',
  pattern: '^[0-9]{6}$',
  errorMessage: 'Enter the 6-digit code your authenticator app shows now',
} as const;

const nameField = requiredText('Name', 80, 'Enter your name');

export const signUpRequestSchema = {
  $id: 'sign-up-request',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'phone', 'password'],
  properties: { name: nameField, phone: phoneField, email: optionalEmailField, password: newPasswordField },
} as const;

/**
 * The sign-up's code; with the password just chosen on the same page (kept in its memory), the confirmation also signs
 * the customer in: the code has just proved the phone, so this first session needs no second code.
 */
export const confirmSignUpRequestSchema = {
  $id: 'confirm-sign-up-request',
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'code'],
  properties: { phone: phoneField, code: smsCodeField, password: passwordField },
} as const;

/** Resending a sign-up code and asking for a password reset take only the phone number. */
export const phoneRequestSchema = {
  $id: 'phone-request',
  type: 'object',
  additionalProperties: false,
  required: ['phone'],
  properties: { phone: phoneField },
} as const;

export const signInRequestSchema = {
  $id: 'sign-in-request',
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'password'],
  properties: { phone: phoneField, password: passwordField },
} as const;

export const smsCodeRequestSchema = {
  $id: 'sms-code-request',
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: smsCodeField },
} as const;

/** The authenticator app's code: the first one that completes an enrolment, or the one that completes a sign-in. */
export const authenticatorCodeRequestSchema = {
  $id: 'authenticator-code-request',
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: authenticatorCodeField },
} as const;

export const resetPasswordRequestSchema = {
  $id: 'reset-password-request',
  type: 'object',
  additionalProperties: false,
  required: ['phone', 'code', 'password'],
  properties: { phone: phoneField, code: smsCodeField, password: newPasswordField },
} as const;

/** The profile a signed-in customer edits; the phone number is the account's and changes only with a new account. */
export const profileRequestSchema = {
  $id: 'profile-request',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'email'],
  properties: { name: nameField, email: optionalEmailField },
} as const;

/** Every account request schema, by the name its generated validator is exported under. */
export const accountRequestSchemas = {
  validateSignUpRequest: signUpRequestSchema,
  validateConfirmSignUpRequest: confirmSignUpRequestSchema,
  validatePhoneRequest: phoneRequestSchema,
  validateSignInRequest: signInRequestSchema,
  validateSmsCodeRequest: smsCodeRequestSchema,
  validateAuthenticatorCodeRequest: authenticatorCodeRequestSchema,
  validateResetPasswordRequest: resetPasswordRequestSchema,
  validateProfileRequest: profileRequestSchema,
} as const;
