// Builds the Party Box HTTP server (API, security headers, the built storefront) without listening.
import { existsSync } from 'node:fs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import rateLimit from '@fastify/rate-limit';
import type { Catalog } from '@partybox/catalog';
import { indiaToday } from '@partybox/contracts';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { registerAccounts } from './auth/register-accounts';
import { v7 as uuidv7 } from 'uuid';
import { OutageMonitor } from './db/outage-monitor';
import { Repository } from './db/repository';
import { tablesFor } from './db/tables';
import { indexCatalog } from './domain/catalog-index';
import type { Config, TrustProxy } from './env';
import { registerBodyRules } from './http/body-rules';
import { answerFrameworkError, answerNotFound, installErrorHandling } from './http/errors';
import { registerRetryLedger, RetryLedger } from './http/limits';
import { installValidation, registerOpenApi } from './http/schemas';
import { registerSecurityHeaders } from './http/security';
import { registerStaticSite } from './http/static-site';
import { smsLogLine, type OpenIdentity } from './identity/open-identity';
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
  /** How often an ongoing database outage is summarised in the log (default 30 s; tests pass less). */
  readonly outageSummaryMs?: number;
}

/** TRUST_PROXY as Fastify takes it: a hop count becomes "trust the nearest n hops". */
function fastifyTrustProxy(setting: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return typeof setting === 'boolean' ? setting : [...setting];
}

/** Request bodies larger than this are refused with 413. */
export const bodyLimitBytes = 16 * 1024;

/** Builds the app; call `listen` (see index.ts) or `inject` (tests) on the result. */
export async function createServer({
  config,
  db,
  catalog,
  now = () => new Date(),
  logStream,
  identity,
  outageSummaryMs,
}: ServerDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    // Two lines per request at info would bury what matters (and cost time under load); refusals, failures and
    // outages are logged where they happen. Access logs belong to the proxy or load balancer in front.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: bodyLimitBytes,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply),
  });
  installErrorHandling(app);
  installValidation(app);
  registerSecurityHeaders(app);
  // No answer of the API may be cached: orders are private, and every other answer is about one request.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    done();
  });
  registerBodyRules(app);
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  const monitor = new OutageMonitor(app.log, outageSummaryMs);
  app.addHook('onClose', (_app, done) => {
    monitor.close();
    done();
  });
  const ledger = new RetryLedger();
  registerRetryLedger(app, ledger);
  const index = indexCatalog(catalog);
  // India's date, worked out at most once a second: Intl's formatting showed in the bench profile of every write.
  let todayCache = { second: Number.NaN, date: '' };
  const today = () => {
    const time = now();
    const second = Math.floor(time.getTime() / 1000);
    if (second !== todayCache.second) todayCache = { second, date: indiaToday(time) };
    return todayCache.date;
  };
  // Accounts first: their cookie parser and Origin check must run for the order routes, which read the session.
  const tables = tablesFor(config.tablePrefix);
  const session = await registerAccounts(app, { config, identity: identity?.identity, db, tables, now });
  const deps: RouteDeps = {
    repo: new Repository(db, monitor),
    tables,
    catalog: index,
    now,
    newId: uuidv7,
    ruleContext: () => ({ today: today(), leadTimeDays: catalog.site.leadTimeDays, deliveryArea: catalog.deliveryArea }),
    limits: config.rateLimits,
    ledger,
    ...(session && { session }),
  };
  for (const routes of [healthRoutes, contactRoutes, customizationRoutes, deliveryRoutes, suggestionRoutes, subscriptionRoutes, orderRoutes]) {
    routes(app, deps);
  }
  // Each SMS the embedded emulator would send is one log line with the number and the message (code included).
  identity?.onSms((sms) => app.log.info({ sms: { to: sms.to } }, smsLogLine(sms)));
  const apiNotFound = async (request: FastifyRequest, reply: FastifyReply) => answerNotFound(request, reply);
  app.all('/api', { schema: { hide: true } }, apiNotFound);
  app.all('/api/*', { schema: { hide: true } }, apiNotFound);

  if (existsSync(config.webDist)) await registerStaticSite(app, config.webDist);
  else app.log.warn(`WEB_DIST ${config.webDist} does not exist: serving the API only (build apps/web to serve the storefront)`);
  return app;
}
