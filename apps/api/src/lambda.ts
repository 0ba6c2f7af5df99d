// The AWS Lambda entry (apps/infra deploys it behind CloudFront through a function URL): the same Fastify app as
// src/index.ts, driven by @fastify/aws-lambda. Settings come from the environment plus, with SETTINGS_PATH, Parameter
// Store (the environment wins). Without COGNITO_CLIENT_SECRET the app client's secret is read from the pool in INIT. The database and the user pool must be external (DYNAMODB_MODE=aws and COGNITO_MODE=aws in AWS, or endpoints).
// In Lambda the app is built by a top-level await while the module loads (the INIT phase, which Lambda runs at full
// CPU before the first event and does not bill as that event's time), so the first request finds it ready.
import awsLambdaFastify, { type LambdaResponse } from '@fastify/aws-lambda';
import { readFileSync } from 'node:fs';
import type { Catalog, MessageCatalog } from '@partybox/catalog';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createDocumentClient } from './platform/db/client';
import { ConfigError, loadConfig, settingsPath } from './platform/env/env';
import { openIdentity } from './modules/accounts';
import { isDispatchEvent, isReconcileEvent } from './lambda-events';
import { openGateway } from './modules/payments';
import { checkedMessagesFileName } from './lambda-files';
import { createServer } from './server';
import { readParameters } from './platform/settings/parameter-store';

/** A function URL (payload format 2.0) event, as much of it as the adapter reads. */
export type LambdaEvent = Record<string, unknown>;
export type LambdaHandler = (event: LambdaEvent, context: object) => Promise<LambdaResponse>;

/** Builds the app for `env` (default: this process's environment) and wraps it as a Lambda handler. */
export async function createLambdaHandler(env: NodeJS.ProcessEnv = process.env): Promise<{ handler: LambdaHandler; app: FastifyInstance }> {
  const path = settingsPath(env);
  const region = env.AWS_REGION?.trim() || 'ap-south-1';
  // The function's own environment wins over the path: it is the deploy's, fixed in each published version (the app
  // client's id is there, so a version never reads the id of another deploy's client from the shared path).
  const config = loadConfig(path ? { ...(await readParameters(path, region)), ...env } : env);
  const { database, identity: identityTarget, payments: paymentsTarget } = config;
  // A Lambda instance lives minutes and runs many copies at once: embedded data would be lost and split between them.
  if (database.mode === 'embedded') throw new ConfigError('In AWS Lambda set DYNAMODB_MODE=aws (or DYNAMODB_ENDPOINT): the embedded database cannot be shared');
  if (identityTarget?.mode === 'embedded')
    throw new ConfigError('In AWS Lambda set COGNITO_MODE=aws (or COGNITO_ENDPOINT): the embedded accounts emulator cannot be shared');
  if (paymentsTarget?.mode === 'embedded')
    throw new ConfigError(
      'In AWS Lambda set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (SSM): the embedded payment sandbox cannot be shared',
    );
  // The bundle's catalog was checked when the bundle was built (0.67 s of a cold start otherwise, and the checker's yaml,
  // glob and image-size in the bundle): read it as resolved then.
  if (!config.checkedCatalogFile)
    throw new ConfigError('In AWS Lambda set CHECKED_CATALOG_FILE to the catalog checked when the bundle was built (apps/infra/src/api-bundle.ts writes it)');
  const catalog = JSON.parse(readFileSync(config.checkedCatalogFile, 'utf8')) as Catalog;
  const messages = JSON.parse(readFileSync(join(dirname(config.checkedCatalogFile), checkedMessagesFileName), 'utf8')) as MessageCatalog;
  const db = createDocumentClient({ region: database.region, ...(database.mode === 'endpoint' && { endpoint: database.endpoint }) });
  const identity = identityTarget && (await openIdentity(identityTarget));
  // A frozen instance runs no timers, so the outbox is sent by the schedule's events (see `handler`), not a loop.
  const payments = paymentsTarget && (await openGateway(paymentsTarget));
  const app = await createServer({ config, db, catalog, messages, dispatch: false, ...(identity && { identity }), ...(payments && { payments }) });
  app.addHook('onClose', async () => {
    db.destroy();
    await identity?.close();
  });
  const handler = awsLambdaFastify<LambdaEvent>(app, { decorateRequest: false });
  await app.ready();
  return {
    handler: async (event, context) => {
      const scheduled = (body: Record<string, number>) => ({ statusCode: 200, headers: {}, body: JSON.stringify(body), isBase64Encoded: false });
      if (isDispatchEvent(event)) return scheduled({ sent: await app.sendPendingMessages() });
      // Reconciliation has its own schedule: payments whose webhook never came, captures and refunds still owed.
      if (isReconcileEvent(event)) return scheduled({ reconciled: await app.reconcilePayments() });
      return handler(event, context as Parameters<typeof handler>[1]);
    },
    app,
  };
}

let ready: ReturnType<typeof createLambdaHandler> | undefined;

/** Builds the app once for this instance; a failed start is forgotten, so the next event tries again. */
function start(): ReturnType<typeof createLambdaHandler> {
  ready ??= createLambdaHandler().catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

// In Lambda (AWS_LAMBDA_FUNCTION_NAME is set there), build the app during INIT. A failure is logged by the app's own
// start and retried on the first event instead of failing INIT. Elsewhere (tests importing the bundle) nothing starts.
if (process.env.AWS_LAMBDA_FUNCTION_NAME)
  await start().catch((error: unknown) => console.error('Party Box API: start failed; retrying on the first event', error));

/** What Lambda calls: the app built in INIT (or, after a failed start, now), reused for every event of the instance. */
export async function handler(event: LambdaEvent, context: object): Promise<LambdaResponse> {
  return (await start()).handler(event, context);
}

export { dispatchEvent, reconcileEvent } from './lambda-events';
