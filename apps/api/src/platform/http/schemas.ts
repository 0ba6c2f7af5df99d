// Routes declare their body and answer schemas to Fastify. Bodies are checked by the precompiled validators of
// @partybox/contracts (the very functions the storefront's forms run), answers are serialised from their schemas,
// and @fastify/swagger turns the declarations into the OpenAPI reference served at /api/openapi.json (openapi.ts).
import { errorAnswerSchema, toFieldErrors, wireHeaders } from '@partybox/contracts';
import { gatewayUnavailableSchema } from '@partybox/contracts/payments';
// The `summary` these schemas carry is @fastify/swagger's addition to FastifySchema: named here, so a program that
// reaches this file without openapi.ts (apps/infra, through the API's public entry) knows it. Types only: nothing loads.
import type {} from '@fastify/swagger';
import type { ErrorObject } from 'ajv';
import type { FastifyInstance, FastifyRequest, FastifySchema, FastifySchemaCompiler, FastifyServerOptions } from 'fastify';
import { ValidationFailed } from '../errors/domain-errors';
import { loadOnFirstUse } from '../loading/load-on-first-use';
import type { RequestValidator } from './request-validators';

/** The Idempotency-Key header as Fastify's schemas name headers (lower case). */
const idempotencyHeaderName = wireHeaders.idempotencyKey.toLowerCase();

/** A schema without its `$id`, so one schema can be declared by several routes and answers. */
export function inline<S extends { $id?: string }>(schema: S): Omit<S, '$id'> {
  const { $id: _id, ...rest } = schema;
  return rest;
}

type JsonSchema = Record<string, unknown>;

/**
 * An answer schema the serialiser can write without ajv: a top-level `anyOf` of objects (the contracts' discriminated
 * answers, like "signed in or not") becomes one object holding every branch's properties, a property the branches fix
 * to different `const`s becoming their `enum`, required only where every branch requires it. The answer written is the
 * same; fast-json-stringify needs ajv to choose an `anyOf` branch, and the Lambda bundle leaves ajv out
 * (apps/infra/src/lambda-stand-ins/without-ajv.cjs). The contracts' schema stays the one definition of the shape.
 */
export function serialisable(schema: object): object {
  const branches = (schema as { anyOf?: JsonSchema[] }).anyOf;
  if (!branches?.every((branch) => branch.type === 'object')) return schema;
  const properties: Record<string, JsonSchema> = {};
  for (const branch of branches) {
    for (const [name, property] of Object.entries((branch.properties ?? {}) as Record<string, JsonSchema>)) {
      const known = properties[name];
      if (!known) properties[name] = property;
      else if ('const' in property || 'const' in known || 'enum' in known) {
        const { const: _one, enum: _many, ...rest } = known;
        const values = [...((known.enum as unknown[]) ?? [known.const]), property.const].filter((value) => value !== undefined);
        properties[name] = { ...rest, enum: [...new Set(values)] };
      }
    }
  }
  const required = branches.map((branch) => (branch.required ?? []) as string[]).reduce((all, some) => all.filter((name) => some.includes(name)));
  const { anyOf: _branches, ...rest } = schema as JsonSchema;
  return { ...rest, type: 'object', additionalProperties: false, required, properties };
}

/** The answers every route may give besides its success: one error shape for every 4xx and 5xx. */
export const errorAnswers = { '4xx': inline(errorAnswerSchema), '5xx': inline(errorAnswerSchema) } as const;

const requestValidators = loadOnFirstUse(
  'The request validators (@partybox/contracts, platform/http/request-validators.ts)',
  () => import('./request-validators'),
);
let loadedValidators: Awaited<ReturnType<typeof requestValidators>> | undefined;

/** The `$id` of a route's body schema ('' without one). */
const bodySchemaId = (schema: unknown) => (schema as { $id?: string } | undefined)?.$id ?? '';

/**
 * The preValidation hook of every route (installValidation): before the first body is checked it imports the
 * validators (a cold start does not read them; in the Lambda bundle they are a chunk of their own) and finds the
 * route's, so a failed import (ModuleLoadError naming them) or a body schema without a validator is a 500 with its
 * message in the log. Thrown from a hook, not from the validator: Fastify would hand a validator's error to routes
 * with attachValidation as a validation problem, and some read only its field problems.
 */
async function loadBodyValidator(request: FastifyRequest): Promise<void> {
  const body = request.routeOptions.schema?.body;
  if (!body) return;
  loadedValidators ??= await requestValidators();
  loadedValidators.requestValidatorFor(bodySchemaId(body));
}

/**
 * The validator compiler: a body schema must be one of the contracts' request schemas (by `$id`), whose precompiled
 * validator checks it, so no validator is ever compiled at run time. Headers and path parameters are declared for the
 * reference only and checked by the handlers, which answer them with the API's own messages (a bad order id is a 404,
 * not a 400). Given to Fastify as its validator factory (server.ts), so Fastify never loads its own ajv compiler. The
 * check is synchronous, as Fastify runs it, with the validator's `errors` as Fastify reads them: loadBodyValidator has
 * loaded it before the route's first body arrives.
 */
export const precompiledValidatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  if (httpPart !== 'body') return () => true;
  const id = bodySchemaId(schema);
  let validator: RequestValidator | undefined;
  const check = (data: unknown): boolean => {
    if (!loadedValidators) throw new Error(`the request validators were not loaded before the body schema ${id} was checked (schemas.ts, loadBodyValidator)`);
    validator ??= loadedValidators.requestValidatorFor(id);
    const valid = validator(data);
    check.errors = validator.errors;
    return valid;
  };
  check.errors = undefined as RequestValidator['errors'];
  return check;
};

type ValidatorFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'];

/** Fastify's validator factory for `precompiledValidatorCompiler` (typed by Fastify as ajv's: the precompiled validators are ajv's standalone code). */
export const precompiledValidators = (() => precompiledValidatorCompiler) as unknown as ValidatorFactory;

/** Loads the validators before a route's first body (loadBodyValidator), and turns a failed body check into the API's field errors (routes set attachValidation and merge these with their own checks; this covers any route that does not). */
export function installValidation(app: FastifyInstance): void {
  app.addHook('preValidation', loadBodyValidator);
  app.setSchemaErrorFormatter((errors) => new ValidationFailed(toFieldErrors({}, errors as ErrorObject[])));
}

/** The schema of a write route: its body, its success answer, the error shape, and its headers for the reference. */
export function writeSchema(summary: string, body: object, status: number, answer: object, headers: Record<string, object> = {}): FastifySchema {
  return {
    summary,
    body,
    headers: {
      type: 'object',
      properties: { [idempotencyHeaderName]: { type: 'string', description: 'Deduplicates retries; 16 to 64 letters, digits or hyphens.' }, ...headers },
      required: [idempotencyHeaderName],
    },
    response: { [status]: answer, ...errorAnswers },
  };
}

/** The 503 answer when the payment gateway cannot be reached (orderNumber when the gateway was the cause; other 503s carry only error and message). */
export const gatewayDownAnswer = (() => {
  const { $id: _id, ...schema } = gatewayUnavailableSchema;
  return { ...schema, required: ['error', 'message'], properties: { ...schema.properties, error: { type: 'string' } } };
})();
