// Builds the Party Box HTTP server (API, security headers, the built storefront) without listening.
import { existsSync } from 'node:fs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import rateLimit from '@fastify/rate-limit';
import type { Catalog } from '@partybox/catalog';
import { indiaToday } from '@partybox/contracts';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerAccounts } from './auth/register-accounts';
import { tablesFor } from './db/tables';
import { indexCatalog } from './domain/catalog-index';
import type { Config } from './env';
import { answerFrameworkError, answerNotFound, installErrorHandling } from './http/errors';
import { registerSecurityHeaders } from './http/security';
import { registerStaticSite } from './http/static-site';
import { smsLogLine, type OpenIdentity } from './identity/open-identity';
import { writeOptions } from './http/writes';
import { contactRoutes } from './routes/contact';
import { customizationRoutes } from './routes/customizations';
import { deliveryRoutes } from './routes/deliveries';
import { healthRoutes } from './routes/health';
import { orderRoutes } from './routes/orders';
import type { RouteDeps } from './routes/route-deps';
import { subscriptionRoutes } from './routes/subscriptions';
import { suggestionRoutes } from './routes/suggestions';

/** What the server is built from; `now` defaults to the system clock and `logStream` to standard output. */
export interface ServerDeps {
  readonly config: Config;
  readonly db: DynamoDBDocumentClient;
  readonly catalog: Catalog;
  readonly now?: () => Date;
  /** Where the JSON log lines go; tests pass one to read what the server logged. */
  readonly logStream?: { write(line: string): void };
  /** Customer accounts; without it /api/auth and /api/account answer 404. */
  readonly identity?: OpenIdentity;
}

/** Request bodies larger than this are refused with 413. */
export const bodyLimitBytes = 16 * 1024;

/** Builds the app; call `listen` (see index.ts) or `inject` (tests) on the result. */
export async function createServer({ config, db, catalog, now = () => new Date(), logStream, identity }: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    bodyLimit: bodyLimitBytes,
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply),
  });
  installErrorHandling(app);
  await registerSecurityHeaders(app);
  await app.register(rateLimit, { global: false, max: config.rateLimitMax, timeWindow: '1 minute' });

  const index = indexCatalog(catalog);
  const deps: RouteDeps = {
    db,
    tables: tablesFor(config.tablePrefix),
    catalog: index,
    now,
    ruleContext: () => ({ today: indiaToday(now()), leadTimeDays: catalog.site.leadTimeDays, deliveryArea: catalog.deliveryArea }),
    write: writeOptions(app.rateLimit()),
  };
  for (const routes of [healthRoutes, contactRoutes, customizationRoutes, deliveryRoutes, suggestionRoutes, subscriptionRoutes, orderRoutes]) {
    routes(app, deps);
  }
  // Each SMS the embedded emulator would send is one log line with the number and the message (code included).
  identity?.onSms((sms) => app.log.info({ sms: { to: sms.to } }, smsLogLine(sms)));
  await registerAccounts(app, { config, identity: identity?.identity, db, tables: deps.tables, now });
  const apiNotFound = async (request: FastifyRequest, reply: FastifyReply) => answerNotFound(request, reply);
  app.all('/api', apiNotFound);
  app.all('/api/*', apiNotFound);

  if (existsSync(config.webDist)) await registerStaticSite(app, config.webDist);
  else app.log.warn(`WEB_DIST ${config.webDist} does not exist: serving the API only (build apps/web to serve the storefront)`);
  return app;
}
