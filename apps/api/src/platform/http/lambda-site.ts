// What the Lambda bundle has in place of local-site.ts (the static site, the OpenAPI reference, the messages' checker):
// apps/infra/src/api-bundle.ts swaps these in, so @fastify/static, @fastify/swagger and the catalog checker are not
// loaded at a cold start. In AWS the storefront comes from S3 through CloudFront, the reference is
// apps/api/openapi.json, and the messages were checked when the bundle was built (src/lambda.ts passes them).
import type { MessageCatalog } from '@partybox/catalog';
import type { FastifyInstance } from 'fastify';

/** The Lambda entry passes the messages checked at build time; nothing else may ask for them. */
export function loadMessages(): MessageCatalog {
  throw new Error('In the Lambda bundle the messages come checked from messages.checked.json (src/lambda.ts passes them to createServer)');
}

/** The OpenAPI reference is not served by the Lambda (see apps/api/openapi.json). */
export async function registerOpenApi(_app: FastifyInstance): Promise<void> {}

/** The Lambda never serves the storefront's files (WEB_DIST points at a folder that does not exist there). */
export async function registerStaticSite(_app: FastifyInstance, webDist: string): Promise<void> {
  throw new Error(`WEB_DIST ${webDist}: the Lambda bundle serves no files; the storefront is served from S3 through CloudFront`);
}
