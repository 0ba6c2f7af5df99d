// The contracts' precompiled validators of request bodies, by their schema's `$id`. Imported at the first request that
// carries a body (schemas.ts), not at start: in the Lambda bundle they are a chunk of their own (about 0.1 MB).
import { requestValidatorsById, type GeneratedValidator } from '@partybox/contracts/request-validators';

/** An ajv standalone validator: true or false, its problems in `errors` after a false. */
export type RequestValidator = GeneratedValidator;

/** The precompiled validator of the body schema `id`; throws naming the schema when the contracts have none. */
export function requestValidatorFor(id: string): RequestValidator {
  const validator = requestValidatorsById[id];
  if (!validator) throw new Error(`no precompiled validator for the body schema ${id || '(without $id)'}`);
  return validator;
}
