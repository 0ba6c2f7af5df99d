// Field schemas shared by several forms. `title` names the field for people; `errorMessage` is what a
// customer reads when the value is missing or wrong (an annotation: ajv registers it and ignores it).
import { emailPattern, phonePattern } from '../wire';

/** A 10-digit Indian mobile number, without +91 (forms strip it with normalisePhone; the site shows the prefix). */
export const phoneField = {
  type: 'string',
  title: 'Phone',
  pattern: phonePattern,
  errorMessage: 'Enter a 10-digit mobile number, like 98200 98200',
} as const;

/** An e-mail address by the one e-mail rule (wire.ts emailPattern: no `?`, `&`, `%` or other separators). */
export const emailField = {
  type: 'string',
  title: 'Email',
  maxLength: 254,
  pattern: emailPattern,
  errorMessage: 'Enter a valid e-mail address, like name@example.com',
} as const;

/** A calendar date as the date input gives it (YYYY-MM-DD). */
export const dateField = {
  type: 'string',
  title: 'Event date',
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
  errorMessage: 'Choose the date of your event',
} as const;

/** A time as the time input gives it (HH:MM, 24-hour), or empty. */
export const timeField = {
  type: 'string',
  title: 'Event time',
  pattern: '^$|^([01][0-9]|2[0-3]):[0-5][0-9]$',
  errorMessage: 'Choose a time, like 17:30',
} as const;

/** Text a customer must fill in: at least one non-space character, at most `max`. */
export function requiredText<T extends string, M extends string>(title: T, max: number, errorMessage: M) {
  // Too long is its own mistake: "Enter your name" would send someone who typed 90 characters looking for an empty box.
  return {
    type: 'string',
    title,
    minLength: 1,
    maxLength: max,
    pattern: '\\S',
    errorMessage,
    keywordMessages: { maxLength: `${title} can be at most ${max} characters` },
  } as const;
}

/** Text a customer may leave empty, at most `max` characters. */
export function optionalText<T extends string>(title: T, max: number) {
  return { type: 'string', title, maxLength: max, errorMessage: `${title} can be at most ${max} characters` } as const;
}

/** A whole number from `min` to `max`, such as a guest count. */
export function wholeNumber<T extends string>(title: T, min: number, max: number) {
  return { type: 'integer', title, minimum: min, maximum: max, errorMessage: `${title} must be a whole number from ${min} to ${max}` } as const;
}

/** The client-made key that makes a retried write return the first result instead of writing again. */
export const idempotencyKeyField = {
  type: 'string',
  title: 'Request id',
  pattern: '^[A-Za-z0-9-]{16,64}$',
  errorMessage: 'Each request needs an Idempotency-Key header of 16 to 64 letters, digits or hyphens',
} as const;

/** An e-mail address that may also be left empty. */
export const optionalEmailField = { ...emailField, pattern: `^$|${emailPattern}` } as const;

/** A date that may also be left empty. */
export const optionalDateField = {
  ...dateField,
  pattern: '^$|^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
} as const;
