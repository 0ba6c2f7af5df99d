// `pnpm --filter @partybox/api openapi`: writes the OpenAPI document generated from the routes' schemas to
// apps/api/openapi.json (the same document the server serves at /api/openapi.json), for readers without a server.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCatalog } from '@partybox/catalog';
import { format, resolveConfig } from 'prettier';
import { createDocumentClient } from '../db/client';
import { loadConfig } from '../env';
import { createServer } from '../server';

const target = fileURLToPath(new URL('../../openapi.json', import.meta.url));
// The document needs no database: the client is never used.
const db = createDocumentClient({ region: 'ap-south-1', endpoint: 'http://127.0.0.1:9' });
// Nor are the link secret and the outbox dispatcher.
const config = { ...loadConfig({}), logLevel: 'silent', orderLinkSecret: 'only-for-the-document-never-signs-a-link' };
const app = await createServer({ config, db, catalog: loadCatalog(), dispatch: false });
await app.ready();
// Laid out by Prettier with the repository's settings, so `pnpm lint` accepts the file as written.
writeFileSync(target, await format(JSON.stringify(app.swagger()), { ...(await resolveConfig(target)), parser: 'json' }));
await app.close();
db.destroy();
console.log(`wrote ${target}`);
