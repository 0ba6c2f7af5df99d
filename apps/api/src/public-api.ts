// The API's one public entry (`@partybox/api`): what apps/infra deploys the API with and what the browser suites start
// and read back, so no other app imports the API's files by path. Everything here is defined once in the API and only named
// here; apps/infra's tests hold the stack to these same values.
import { fileURLToPath } from 'node:url';
// The app's Fastify decorations (the services the modules' routes read), so a package that typechecks this entry sees them.
import type {} from './services';

/** The Lambda function's entry, for the bundler (apps/infra/src/api-bundle.ts). */
export const lambdaEntry = fileURLToPath(new URL('./lambda.ts', import.meta.url));
/** The Cognito pre-sign-up trigger's entry, bundled as its own small function (apps/infra/src/pre-sign-up-bundle.ts). */
export const preSignUpEntry = fileURLToPath(new URL('./modules/accounts/identity/pre-sign-up.ts', import.meta.url));
/** The API's folder, where its entries run from (`node --import tsx` finds tsx there), as `pnpm --filter @partybox/api start` does. */
export const apiFolder = fileURLToPath(new URL('../', import.meta.url));
/** The server's entry (reads the environment, serves the built web app and the API, listens), for the browser suites. */
export const serverEntry = fileURLToPath(new URL('./index.ts', import.meta.url));
/** `pnpm operator:add <phone> <name>`'s entry, for the browser suites that make an operator in their store. */
export const operatorAddEntry = fileURLToPath(new URL('./scripts/operator-add.ts', import.meta.url));
export { checkedMessagesFileName } from './lambda-files';
export { dispatchEvent, reconcileEvent } from './lambda-events';

// The tables: names, definitions and the records stored in them (the browser suites read records back by table name).
export { tableNames } from './platform/db/records';
export { createTableInput, projectionOf, retiredOrderIndexes, tablesFor, type ListIndex, type TableDefinition } from './platform/db/tables';
/** An order item as the API reads it (its packed attributes unpacked), for the suites that read orders back. */
export { unpackOrder } from './modules/orders';
// A local database, for benches that start one (apps/infra/bench/cold-start.ts).
export { createDocumentClient } from './platform/db/client';
export { createTables } from './platform/db/create-tables';
export { embeddedConnection, localCredentials, startDynalite } from './platform/db/embedded';

// What the edge must send and pass: the security headers, the origin's secret header, the pages and their shells.
export { contentSecurityPolicyFor, paymentPageHeaders, securityHeaders, type GatewaySources, type InlineSources } from './platform/http/security';
export { originSecretHeader } from './platform/http/edge-request';
export { pageSpellings } from './platform/http/static-site';
export { appShells } from './platform/http/app-shells';

// Settings the stack writes or alarms on.
export { defaultRateLimits } from './platform/env/env';
export { metricNames, metricNamespace, stageDimension } from './platform/observability/metrics';
export { appClientSettings, mfaMethods, operatorsGroup, userPoolSettings } from './modules/accounts';
