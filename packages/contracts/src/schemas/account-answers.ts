// The JSON Schemas of the account endpoints' answers (sign-up, sign-in, the session, the authenticator app, the
// profile). The API declares them on its routes; the types in ../accounts.ts are derived from them with FromSchema.
// An entry of its own (@partybox/contracts/account-answers): only the API loads the schemas, the web their types.

const text = { type: 'string' } as const;
const resendAfterSeconds = {
  type: 'integer',
  minimum: 0,
  description: 'Seconds before the code may be sent again (the resend endpoints refuse it sooner).',
} as const;
const destination = { type: 'string', description: 'Where the code went, as Cognito masks it ("+91XXXXXX8200") or the E.164 phone.' } as const;

/** The signed-in customer as `/api/auth/me` and every completed sign-in answer them. */
export const accountCustomerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'phone', 'email', 'memberSince'],
  properties: {
    name: text,
    phone: { type: 'string', description: '10 digits, without +91.' },
    email: text,
    memberSince: { type: 'string', description: 'When the account was first known to the shop (ISO), for the profile\'s "Member since".' },
  },
} as const;

/** `/api/auth/me`, the sign-in's last step and the sign-out: who is signed in on this browser, if anyone. */
export const sessionAnswerSchema = {
  anyOf: [
    { type: 'object', additionalProperties: false, required: ['signedIn'], properties: { signedIn: { type: 'boolean', const: false } } },
    {
      type: 'object',
      additionalProperties: false,
      required: ['signedIn', 'customer', 'isOperator'],
      properties: {
        signedIn: { type: 'boolean', const: true },
        customer: accountCustomerSchema,
        isOperator: { type: 'boolean', description: "Whether the verified access token's cognito:groups holds operators (the console at /admin is theirs)." },
      },
    },
  ],
} as const;

/**
 * `POST /api/auth/sign-in` (and its resend) when the password was right: which code the next step asks for. An account
 * whose sign-up code was never entered gets a new one and goes to the confirm step.
 */
export const signInNextSchema = {
  anyOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['next', 'destination', 'resendAfterSeconds'],
      properties: { next: { type: 'string', const: 'sms-code' }, destination, resendAfterSeconds },
    },
    { type: 'object', additionalProperties: false, required: ['next'], properties: { next: { type: 'string', const: 'authenticator-code' } } },
    {
      type: 'object',
      additionalProperties: false,
      required: ['next', 'destination', 'resendAfterSeconds'],
      properties: { next: { type: 'string', const: 'confirm' }, destination, resendAfterSeconds },
    },
  ],
} as const;

/** `POST /api/auth/sign-up`: the same answer whether or not the phone had an account; a code follows by SMS. */
export const signUpAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['next', 'resendAfterSeconds'],
  properties: { next: { type: 'string', const: 'confirm' }, resendAfterSeconds },
} as const;

/**
 * `POST /api/auth/confirm`: the account is confirmed. With the password: signed in (the session cookies are set), or,
 * where Cognito still asks a code of this first sign-in, the sign-in's code step; without it (or when that sign-in
 * could not start): sign in next.
 */
export const confirmAnswerSchema = {
  anyOf: [
    {
      type: 'object',
      additionalProperties: false,
      required: ['confirmed', 'next', 'signedIn', 'customer', 'isOperator'],
      properties: {
        confirmed: { type: 'boolean', const: true },
        next: { type: 'string', const: 'signed-in' },
        signedIn: { type: 'boolean', const: true },
        customer: accountCustomerSchema,
        isOperator: { type: 'boolean' },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['confirmed', 'next', 'destination', 'resendAfterSeconds'],
      properties: { confirmed: { type: 'boolean', const: true }, next: { type: 'string', const: 'sms-code' }, destination, resendAfterSeconds },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['confirmed', 'next'],
      properties: { confirmed: { type: 'boolean', const: true }, next: { type: 'string', const: 'sign-in' } },
    },
  ],
} as const;

/** `POST /api/auth/resend`: the same answer whether or not a code was sent. */
export const codeResentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['sent', 'resendAfterSeconds'],
  properties: { sent: { type: 'boolean', const: true }, resendAfterSeconds },
} as const;

/** `POST /api/auth/forgot-password`: the same answer whether or not the phone has an account. */
export const forgotPasswordAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['next', 'resendAfterSeconds'],
  properties: { next: { type: 'string', const: 'reset' }, resendAfterSeconds },
} as const;

/** `POST /api/auth/reset-password`: the new password is set, every earlier session ended; sign in next. */
export const resetPasswordAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reset', 'next'],
  properties: { reset: { type: 'boolean', const: true }, next: { type: 'string', const: 'sign-in' } },
} as const;

/** `POST /api/auth/refresh`: new session cookies were set. */
export const refreshAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['refreshed'],
  properties: { refreshed: { type: 'boolean', const: true } },
} as const;

/** `GET /api/account/authenticator` and the verify step's answer: whether sign-in asks for an authenticator app's code. */
export const authenticatorStatusSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['enrolled'],
  properties: { enrolled: { type: 'boolean' } },
} as const;

/** `POST /api/account/authenticator`: a new enrolment's shared key and the otpauth:// URI a QR code carries. */
export const authenticatorEnrolmentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['secret', 'uri'],
  properties: {
    secret: { type: 'string', description: 'The shared key, base32, to type into the app.' },
    uri: { type: 'string', description: 'otpauth://totp/…: what the QR code carries.' },
  },
} as const;

/** `PUT /api/account/profile`: the customer as saved. */
export const profileAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['customer'],
  properties: { customer: accountCustomerSchema },
} as const;

/** A saved cart line or wishlist item: the storefront's own snapshot, kept as sent (it names its theme; orders are repriced). */
const savedItem = {
  type: 'object',
  additionalProperties: true,
  required: ['themeId'],
  properties: { themeId: text },
} as const;

const savedItems = { type: 'array', items: savedItem } as const;

/** `PUT /api/account/cart`: the cart lines as saved. */
export const savedCartSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['cart'],
  properties: { cart: savedItems },
} as const;

/** `PUT /api/account/wishlist`: the wishlist as saved. */
export const savedWishlistSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['wishlist'],
  properties: { wishlist: savedItems },
} as const;

/** `GET /api/account`: the signed-in customer with their saved cart and wishlist. */
export const accountAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['customer', 'cart', 'wishlist', 'memberSince'],
  properties: {
    customer: accountCustomerSchema,
    cart: savedItems,
    wishlist: savedItems,
    memberSince: { type: 'string', description: 'The same as customer.memberSince (ISO).' },
  },
} as const;
