// The refusals a module throws, in the domain's words: what was refused and why, never an HTTP status. One handler
// (platform/http/errors.ts) answers each kind with its status code and the API's one error shape: `error` (the code),
// `message` (for the customer, as it is) and any details (the checkout as it now stands, the order to pay later).
import type { FieldError } from '@partybox/contracts';

/** What an answer carries beside `error` and `message`. */
export type ErrorDetails = Readonly<Record<string, unknown>>;

/** A refusal: `code` is the answer's `error`; the message is the customer's to read. */
export abstract class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
  }
}

/** What was asked for does not exist, or is not the caller's to see (404). */
export class NotFound extends DomainError {
  override readonly name: string = 'NotFound';
  /** `what` names it for the customer: "that order" answers "We could not find that order." */
  constructor(what: string) {
    super('not_found', `We could not find ${what}.`);
  }
}

/** It changed since the caller read it, or its state no longer allows this (409). */
export class Conflict extends DomainError {
  override readonly name: string = 'Conflict';
}

/** It existed and has ended (an expired checkout, 410). */
export class Gone extends DomainError {
  override readonly name: string = 'Gone';
}

/** A service it needs cannot be reached now; the same request may work later (503). */
export class Unavailable extends DomainError {
  override readonly name: string = 'Unavailable';
}

/** Not allowed, for the reason given as the message (400). */
export class Refused extends DomainError {
  override readonly name: string = 'Refused';
}

/** A request the customer must fix: one entry per problem, with the field's path (like "lines[0].quantity"). */
export class ValidationFailed extends Error {
  override readonly name = 'ValidationFailed';
  constructor(readonly fields: readonly FieldError[]) {
    super(`invalid request: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`);
  }
}
