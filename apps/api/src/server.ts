// Builds the Party Box HTTP server (API, security headers, the built storefront) without listening.
import { existsSync } from 'node:fs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { Catalog, MessageCatalog } from '@partybox/catalog';
import type { AddressInfo } from 'node:net';
import { indiaToday } from '@partybox/contracts';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import { registerAccounts, smsLogLine, type OpenIdentity } from './modules/accounts';
import { v7 as uuidv7 } from 'uuid';
import { CheckoutRepository, CheckoutService, checkoutRoutes, DraftOrders, draftOrderRoutes } from './modules/checkout';
import { DeliveryCalendarService, DeliveryDayRepository, deliveryRoutes } from './modules/delivery';
import { OutageMonitor } from './platform/db/outage-monitor';
import { Repository } from './platform/db/repository';
import { tablesFor } from './platform/db/tables';
import { indexCatalog } from './platform/catalog/catalog-index';
import { emitMetric, metricNames, setMetricStage } from './platform/observability/metrics';
import { defaultSmsLimits, type Config, type TrustProxy } from './platform/env/env';
import { registerBodyRules } from './platform/http/body-rules';
import { registerEdgeRequest } from './platform/http/edge-request';
import { answerFrameworkError, answerNotFound, installErrorHandling } from './platform/http/errors';
import { RetryLedger } from './platform/limits/rate-limits';
import { LimitCounters } from './platform/limits/limit-counters';
import { sharedRateLimitStore } from './platform/limits/rate-limit-store';
import { CappedSender, SmsGate, MessageMarks, LazyDispatcher, AwsSender, LogSender, SmsAllowListSender, type MessageSender } from './modules/messages';
import { lazySerializers } from './platform/http/lazy-serializers';
import { installValidation, precompiledValidators } from './platform/http/schemas';
import { registerSecurityHeaders } from './platform/http/security';
// The storefront's files, the OpenAPI page and the messages' check: the local server's (platform/http/local-site.ts); the Lambda
// bundle has stand-ins (platform/http/lambda-site.ts).
import { loadMessages, registerOpenApi, registerStaticSite } from '#site';
import { CustomQuotes, CustomRequestOutbox, inboxRoutes } from './modules/inbox';
import { OrderOutbox, OrderRepository, OrderSearchIndex, OrderService, orderRoutes, releaseDeliveryPlace, type AfterCancel } from './modules/orders';
import {
  PaymentAttempts,
  paymentLinksOnUse,
  PaymentService,
  loadReconciliation,
  paymentWebhookRoutes,
  type OpenGateway,
  type Reconciliation,
} from './modules/payments';
import { reportsRoutes } from './modules/reports';
import { healthRoutes } from './platform/http/health-routes';
import { decorateServices, type Clock } from './services';

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
  /** How customer messages leave (default: the log, or SNS and SES with NOTIFICATIONS=aws); tests pass a capturing one. */
  readonly sender?: MessageSender;
  /** The message texts (default: catalog/messages.json). */
  readonly messages?: MessageCatalog;
  /** Whether the outbox dispatcher runs (default true); tests of the dispatcher itself run their own. */
  readonly dispatch?: boolean;
  /** How often the dispatcher looks for due messages when nothing wakes it (default 5 s). */
  readonly dispatchPollMs?: number;
  /** The payment gateway (the embedded sandbox or Razorpay, see modules/payments/open-gateway.ts); without it no money is taken online. */
  readonly payments?: OpenGateway;
  /** How often reconciliation asks the gateway about orders awaiting payment or a refund (default 3 min; runs with the dispatcher). */
  readonly reconcileEveryMs?: number;
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
  sender,
  messages = loadMessages(config.catalogDir),
  dispatch = true,
  dispatchPollMs,
  payments: gateway,
  reconcileEveryMs = 3 * 60_000,
}: ServerDeps): Promise<FastifyInstance> {
  setMetricStage(config.stage ?? 'local');
  const linkSecret = config.orderLinkSecret;
  if (!linkSecret) throw new Error('no ORDER_LINK_SECRET: set it (at least 32 characters); embedded mode keeps a generated one under .data/');
  const app = Fastify({
    logger: { level: config.logLevel, ...(logStream && { stream: logStream }) },
    // Two lines per request at info would bury what matters (and cost time under load); refusals, failures and
    // outages are logged where they happen. Access logs belong to the proxy or load balancer in front.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: bodyLimitBytes,
    // Behind the AWS edge the address comes from CloudFront's header, put in X-Forwarded-For by edge-request.ts.
    trustProxy: config.clientAddressHeader ? (_address: string, hop: number) => hop < 1 : fastifyTrustProxy(config.trustProxy),
    frameworkErrors: (error, request, reply) => answerFrameworkError(error, request, reply),
    // Request bodies are checked by the contracts' precompiled validators (Fastify's own ajv compiler is never loaded);
    // answers' serialisers are compiled on first use, not all at start (a cold start's largest cost).
    schemaController: { compilersFactory: { buildValidator: precompiledValidators, buildSerializer: lazySerializers() } },
  });
  registerEdgeRequest(app, config);
  installErrorHandling(app);
  installValidation(app);
  registerSecurityHeaders(app);
  // No answer of the API may be cached: orders are private, and every other answer is about one request.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.url.startsWith('/api')) reply.header('Cache-Control', 'no-store');
    done();
  });
  registerBodyRules(app);
  const monitor = new OutageMonitor(app.log, outageSummaryMs);
  app.addHook('onClose', (_app, done) => {
    monitor.close();
    done();
  });
  // Every budget is counted in the shared limits table, so all server processes spend one budget. Its calls go
  // through the repository's outage handling: when the database cannot be reached the request is answered 503 at
  // once (the route would meet the same outage), and the outage is one episode in the log.
  const repo = new Repository(db, monitor);
  const tables = tablesFor(config.tablePrefix);
  const counters = new LimitCounters(
    db,
    tables.limit.name,
    () => now().getTime(),
    (operation) => repo.guard(operation),
  );
  // Counted once the body is read and accepted as JSON (preHandler): a request the body rules refuse costs no write.
  await app.register(rateLimit, { global: false, store: sharedRateLimitStore(counters), hook: 'preHandler' });
  await registerOpenApi(app);

  const ledger = new RetryLedger();
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
  const smsGate = new SmsGate(counters, config.smsLimits ?? defaultSmsLimits, app.log);
  const awsSender = !sender && config.notifications?.mode === 'aws' ? new AwsSender(config.database.region, config.notifications.emailFrom) : undefined;
  // Texts the shop owes (order messages, team alerts) spend their own budget, never the code texts' caps. On staging
  // only the allow-list's numbers are texted, before any budget is spent.
  const rawSender = sender ?? awsSender ?? new LogSender(app.log);
  const allowList = config.notifications?.smsAllowList;
  const allowed = (inner: MessageSender) => (allowList ? new SmsAllowListSender(inner, allowList, app.log) : inner);
  const messageSender = allowed(new CappedSender(rawSender, smsGate));
  // The notice to an account's owner replaces the sign-up code whose text the sign-up step already took from the caps.
  const ownerSender = allowed(rawSender);
  const textOwner = (to: string, text: string) => ownerSender.send({ channel: 'sms', to, text, orderNumber: '' });
  const session = await registerAccounts(app, { config, identity: identity?.identity, db, tables, now, counters, sms: smsGate, textOwner });
  // The checkout cookie needs the parser even when accounts are off (with accounts on, they registered it).
  if (!app.hasDecorator('parseCookie')) await app.register(cookie);
  const orders = new OrderRepository(repo, tables.order, uuidv7, new OrderSearchIndex(repo, tables.orderSearch));
  const dispatcher = new LazyDispatcher({
    // The customers' messages and the team's alerts kept on orders, and the team's alerts kept on /custom requests.
    sources: [new OrderOutbox(orders, linkSecret), new CustomRequestOutbox(repo, tables.customization)],
    marks: new MessageMarks(repo, tables.messageMark),
    sender: messageSender,
    messages,
    siteOrigin: () => config.siteOrigin ?? `http://localhost:${(app.server.address() as AddressInfo | null)?.port ?? config.port}`,
    now,
    log: app.log,
    mode: config.notifications?.mode ?? 'log',
    teamSmsDue: () => smsGate.teamSmsDue(),
    ...(config.notifications?.operators && { operators: config.notifications.operators }),
    ...(dispatchPollMs && { pollMs: dispatchPollMs }),
  });
  // Where no loop survives between events (AWS Lambda), a schedule calls this instead of the loop running.
  app.decorate('sendPendingMessages', () => dispatcher.round());
  if (dispatch) {
    app.addHook('onReady', async () => dispatcher.start());
    // Stops after the message being sent is marked, before the database closes.
    app.addHook('onClose', async () => {
      await dispatcher.stop();
      awsSender?.close();
    });
  }
  const clock: Clock = {
    now,
    today,
    ruleContext: () => ({ today: today(), leadTimeDays: catalog.calendar.leadTimeDays, deliveryArea: catalog.deliveryArea }),
    newId: uuidv7,
  };
  const messagesWaiting = () => dispatcher.wake();
  // A paid or cancelled order's open payment links are cancelled by its settle (payment-links.ts, wired below).
  const payments = new PaymentService({
    orders,
    ...(gateway && { open: gateway }),
    now,
    newId: uuidv7,
    messagesWaiting,
    log: app.log,
    closeUnneededLinks: (order) => paymentLinks.closeUnneeded(order),
  });
  const deliveryCalendar = new DeliveryCalendarService({ days: new DeliveryDayRepository(repo, tables.deliveryDay), calendar: catalog.calendar, now });
  // A cancelled order gives its delivery place back and, paid online, is refunded (payments' settle, through
  // requestRefund): wired here, as orders may import neither. A retried cancel that finds the order cancelled gives the
  // place back again (its first answer may have been lost before that; a second release changes nothing) and answers
  // the order as it is.
  const afterCancel: AfterCancel = async (order, { retried }) => {
    await releaseDeliveryPlace({ deliveryCalendar }, order);
    return retried ? order : payments.settle(order);
  };
  // An edit books its new slot on the calendar and refunds a lower total across its payments (latest first) through the
  // payments module's one refund path.
  const editEffects = { refund: payments.editRefund.bind(payments), deliveryCalendar, slots: catalog.calendar.slots };
  // A paid quote link becomes an order and is recorded on its /custom request (payments may not import inbox: wired here).
  const customQuotes = new CustomQuotes({ repo, tables, newId: uuidv7, messagesWaiting });
  const paymentLinks = paymentLinksOnUse(payments, customQuotes);
  const orderService = new OrderService({
    orders,
    repo,
    tables,
    now,
    messagesWaiting,
    afterCancel,
    editEffects,
    ...(gateway && { openPaymentLink: paymentLinks.open }),
    log: app.log,
  });
  // Where no loop survives between events (AWS Lambda), the outbox's schedule calls this too.
  let reconciliation: Promise<Reconciliation> | undefined;
  app.decorate('reconcilePayments', async () => {
    reconciliation ??= loadReconciliation().then((Pass) => new Pass(payments, repo, tables.limit, paymentLinks));
    const looked = await (await reconciliation).pass();
    emitMetric(app.log, metricNames.reconciliationPassed);
    return looked;
  });
  if (dispatch && gateway) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        running = app.reconcilePayments().catch((error: unknown) => app.log.error({ err: error }, 'reconciliation pass failed'));
      }, reconcileEveryMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  }
  const checkouts = new CheckoutService({
    checkouts: new CheckoutRepository(repo, tables.checkout),
    orders,
    orderService,
    repo,
    tables,
    catalog: index,
    now,
    today,
    ruleContext: clock.ruleContext,
    delivery: deliveryCalendar,
    newId: uuidv7,
    newSecretId: randomUUID,
    messagesWaiting,
  });
  decorateServices(app, {
    repository: repo,
    tables,
    catalogIndex: index,
    clock,
    budgets: { limits: config.rateLimits, ledger },
    sessionOf: async (request, reply) => session?.(request, reply),
    accountsEnabled: session !== undefined,
    orders,
    orderService,
    deliveryCalendar,
    checkouts,
    messagesWaiting,
    linkSecret,
    payments,
    paymentLinks,
    customQuotes,
    paymentAttempts: new PaymentAttempts(payments),
  });
  // One plugin per module (accounts registered theirs above): each reads the services above from the instance.
  for (const routes of [healthRoutes, inboxRoutes, checkoutRoutes, orderRoutes, paymentWebhookRoutes, deliveryRoutes, reportsRoutes]) {
    await app.register(routes);
  }
  await app.register(draftOrderRoutes(new DraftOrders({ checkouts, orderService, catalog: index, now })));
  // Each SMS the embedded emulator would send is one log line with the number and the message (code included).
  identity?.onSms((sms) => app.log.info({ sms: { to: sms.to } }, smsLogLine(sms)));
  const apiNotFound = async (request: FastifyRequest, reply: FastifyReply) => answerNotFound(request, reply);
  app.all('/api', { schema: { hide: true } }, apiNotFound);
  app.all('/api/*', { schema: { hide: true } }, apiNotFound);

  if (existsSync(config.webDist)) await registerStaticSite(app, config.webDist, gateway?.cspSources);
  else app.log.warn(`WEB_DIST ${config.webDist} does not exist: serving the API only (build apps/web to serve the storefront)`);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One pass over the outbox: sends every due message and marks it sent; answers how many were sent. */
    sendPendingMessages(): Promise<number>;
    /** One reconciliation pass over the orders awaiting payment or a refund; answers how many it looked at. */
    reconcilePayments(): Promise<number>;
  }
}
