// `pnpm --filter @partybox/api openapi`: writes the OpenAPI document generated from the routes' schemas to
// apps/api/openapi.json (the same document the server serves at /api/openapi.json), for readers without a server.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '@partybox/catalog';
import { format, resolveConfig } from 'prettier';
import { createDocumentClient } from '../platform/db/client';
import { loadConfig } from '../platform/env/env';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { IdentityService } from '../modules/accounts';
import { createServer } from '../server';

const target = fileURLToPath(new URL('../../openapi.json', import.meta.url));
// The document needs no database: the client is never used.
const db = createDocumentClient({ region: 'ap-south-1', endpoint: 'http://127.0.0.1:9' });
// Nor are the link secret and the outbox dispatcher.
const config = { ...loadConfig({}), logLevel: 'silent', orderLinkSecret: 'only-for-the-document-never-signs-a-link' };
// Nor is an identity provider: the accounts' routes are declared with one that is never called.
const nowhere = 'http://127.0.0.1:9';
const client = new CognitoIdentityProviderClient({ region: 'ap-south-1', endpoint: nowhere, credentials: { accessKeyId: 'x', secretAccessKey: 'x' } });
const identity = new IdentityService({ client, userPoolId: 'doc', clientId: 'doc', issuer: `${nowhere}/doc`, jwksUrl: `${nowhere}/doc/.well-known/jwks.json` });
const app = await createServer({
  config,
  db,
  catalog: loadCatalog(),
  dispatch: false,
  identity: { identity, embedded: undefined, where: nowhere, onSms: () => {}, close: async () => client.destroy() },
});
await app.ready();
// Laid out by Prettier with the repository's settings, so `pnpm lint` accepts the file as written.
writeFileSync(target, await format(JSON.stringify(app.swagger()), { ...(await resolveConfig(target)), parser: 'json' }));
await app.close();
db.destroy();
client.destroy();
console.log(`wrote ${target}`);
