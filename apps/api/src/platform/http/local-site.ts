// What the local server loads besides the API: the storefront's files, the OpenAPI page, and the message texts checked
// at start. Imported as `#site` (package.json "imports"): the Lambda bundle resolves that name to lambda-site.ts
// instead (esbuild's `lambda` condition, apps/infra/src/api-bundle.ts), leaving @fastify/static, @fastify/swagger and
// the catalog's checker (ajv's 2020 draft, jsonc-parser) out of it.
export { loadMessages } from '@partybox/catalog';
export { registerOpenApi } from './openapi';
export { registerStaticSite } from './static-site';
