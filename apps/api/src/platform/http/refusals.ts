// The refusals a handler throws and the error handler answers (see errors.ts). Kept apart from the handler so the
// modules that throw them (writes, schemas, the orders and checkouts modules) import no HTTP plumbing.
import type { FieldError } from '@partybox/contracts';

/** A request the customer must fix: one entry per problem, with the field's path (like "lines[0].quantity"). */
export class ValidationFailed extends Error {
  override readonly name = 'ValidationFailed';
  constructor(readonly fields: readonly FieldError[]) {
    super(`invalid request: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`);
  }
}

/** Any other refusal: answered with `status` and `body` as they are (the body has the API's `error` and `message`). */
export class Refusal extends Error {
  override readonly name: string = 'Refusal';
  constructor(
    readonly status: number,
    readonly body: { readonly error: string; readonly message: string; readonly [more: string]: unknown },
  ) {
    super(`refused ${status}: ${body.error}`);
  }
}

/** The body of a 404 for `what` (a thing the customer asked for, like "that order"). */
export function notFoundBody(what: string) {
  return { error: 'not_found', message: `We could not find ${what}.` } as const;
}
