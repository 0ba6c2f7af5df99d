// Stands in, in the Lambda bundle only (api-bundle.ts, `ajvStandIns`), for the parts of Fastify's schema tooling that
// load ajv (about 0.19 MB with ajv-formats and fast-uri, read at every cold start): Fastify's own validator compiler
// (the API gives its precompiled validators instead, apps/api/src/platform/http/schemas.ts), and fast-json-stringify's
// validator and standalone builder, which it needs only for answer schemas with anyOf, oneOf or if/then/else (the
// API's have none). Should one ever need them, its route fails with this message instead of answering unchecked.
'use strict';

/** Thrown wherever ajv would have been used; a function, so both `new` and a call reach it. */
function ajvLeftOut() {
  throw new Error(
    "ajv is left out of the API's Lambda bundle (apps/infra/src/api-bundle.ts): an answer schema with anyOf, oneOf or if/then/else, or Fastify's own validator compiler, needs it. Keep answer schemas to plain objects, or bundle ajv again.",
  );
}
ajvLeftOut.escapeRefForAjv = ajvLeftOut;
ajvLeftOut.restoreFromState = ajvLeftOut;

module.exports = ajvLeftOut;
