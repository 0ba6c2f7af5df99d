// The only module that reads the environment: turns it into a typed, validated configuration.
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e164Phone, normalisePhone } from '@partybox/contracts/phone';
import { isEmail, isPhone } from '@partybox/contracts/wire';

/** The repository root, so the defaults work from any working directory. */
export const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));

/** Where the data lives: dynalite inside this process, any DynamoDB-compatible endpoint, or AWS itself. */
export type DatabaseTarget =
  /** `upgradeDir`: where a table is copied while it is rebuilt with an index a newer version added (platform/db/embedded-upgrade.ts). */
  | { readonly mode: 'embedded'; readonly dataDir: string; readonly region: string; readonly upgradeDir?: string }
  | { readonly mode: 'endpoint'; readonly endpoint: string; readonly region: string }
  | { readonly mode: 'aws'; readonly region: string };

/**
 * Where customer accounts live: cognito-local inside this process (data under the data folder), any
 * Cognito-compatible endpoint, or a real user pool in AWS. Pool and client ids are created at first start unless given.
 */
export type IdentityTarget =
  | { readonly mode: 'embedded'; readonly dataDir: string; readonly region: string }
  | {
      readonly mode: 'endpoint';
      readonly endpoint: string;
      readonly region: string;
      readonly userPoolId?: string;
      readonly clientId?: string;
      /** The given client's secret (COGNITO_CLIENT_SECRET); unset, it is read from the endpoint's pool at start. */
      readonly clientSecret?: string;
      /** The domain the endpoint's tokens name as issuer (`<issuerDomain>/<poolId>`), when it is not the endpoint's own address. */
      readonly issuerDomain?: string;
    }
  | {
      readonly mode: 'aws';
      readonly region: string;
      readonly userPoolId: string;
      readonly clientId: string;
      /** COGNITO_CLIENT_SECRET when set (it wins); otherwise the API reads the client's secret from the pool at start. */
      readonly clientSecret?: string;
    };

/**
 * Where payments go: the embedded Razorpay sandbox (default; its data and generated keys under `<dataDir>`), or Razorpay
 * itself (test or live, by the keys) when RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET are set.
 */
export type PaymentsTarget =
  | { readonly mode: 'embedded'; readonly dataDir: string }
  | { readonly mode: 'razorpay'; readonly keyId: string; readonly keySecret: string; readonly webhookSecret: string };

/** Limits on the /api/auth endpoints (see modules/accounts/attempt-limits.ts and the README). */
export interface AuthLimits {
  /** Steps that text a code (sign-up, resend, forgot-password) per phone number within `windowSeconds`. */
  readonly perPhone: number;
  /** Every /api/auth attempt per client address within `windowSeconds`. */
  readonly perAddress: number;
  readonly windowSeconds: number;
  /** Failed guesses (password, code) per phone and address before the delays start. */
  readonly freeFailures?: number;
  /** The delay after the first failure beyond the free ones; each further failure doubles it. */
  readonly firstDelaySeconds?: number;
  /** The longest delay between two guesses after failures. */
  readonly maxDelaySeconds?: number;
  /** Failures are forgotten this long after the last one. */
  readonly forgetFailuresSeconds?: number;
  /** Refreshes per client address within `windowSeconds` (the refresh endpoint and the silent refresh together). */
  readonly refreshPerAddress?: number;
}

/**
 * Everything a local store keeps on disk, under one folder (DATA_DIR), so two stores with different folders never
 * share a file. Unused with AWS (no embedded part runs there).
 */
export interface DataFolder {
  readonly root: string;
  /** The embedded database's LevelDB folder (one process at a time). */
  readonly database: string;
  /** The embedded identity emulator's pool, users and keys (unless COGNITO_DATA_DIR names another folder). */
  readonly cognito: string;
  /** The generated key of the order links, when ORDER_LINK_SECRET is unset. */
  readonly orderLinkSecret: string;
  /** The payment sandbox's data. */
  readonly paymentSandbox: string;
  /** A table's items while the embedded store rebuilds it with a newer index (empty but for that moment). */
  readonly tableUpgrades: string;
}

/** The layout of a data folder: the one place its file names are written. */
export function dataFolder(root: string): DataFolder {
  return {
    root,
    database: join(root, 'dynamodb'),
    cognito: join(root, 'cognito'),
    orderLinkSecret: join(root, 'order-link-secret'),
    paymentSandbox: join(root, 'razorpay'),
    tableUpgrades: join(root, 'table-upgrades'),
  };
}

export const defaultAuthLimits: Required<AuthLimits> = {
  perPhone: 10,
  perAddress: 60,
  windowSeconds: 15 * 60,
  freeFailures: 3,
  firstDelaySeconds: 1,
  maxDelaySeconds: 300,
  forgetFailuresSeconds: 3600,
  refreshPerAddress: 60,
};

/** Requests per minute per address, by kind of route (see the README for how they were sized). */
export interface RateLimits {
  /** Each of POST /api/customizations, /api/deliveries and /api/orders. */
  readonly checkoutWrites: number;
  /** Each of POST /api/contact, /api/suggestions and /api/subscriptions. */
  readonly formWrites: number;
  /** GET /api/orders/:id. */
  readonly orderReads: number;
  /**
   * POST /api/payments/razorpay/webhook, counted before its body is read (default `defaultWebhookPosts`): Razorpay
   * posts from a few addresses, a few events per order; a flood of unsigned 200 KB bodies is refused unread.
   */
  readonly webhookPosts?: number;
  /**
   * The addresses (and CIDR ranges) Razorpay sends its webhooks from (RAZORPAY_WEBHOOK_ADDRESSES; default
   * `razorpayWebhookAddresses`): their posts are not counted against `webhookPosts`, so the shop's own payments cost no
   * write of the limits table. Their signature is checked as any other's.
   */
  readonly webhookSources?: readonly string[];
}

/**
 * The addresses Razorpay lists as its webhooks' source ("Razorpay IPs and Certificates", razorpay.com/docs/security/whitelists,
 * read 2026-11). A post from an address not listed (a change on their side) is only counted, never refused for that.
 */
export const razorpayWebhookAddresses: readonly string[] = ['3.140.215.0', '3.136.42.4', '18.224.88.246'];

/** The webhook's budget per address a minute when none is configured (about 100 orders a minute, three events each). */
export const defaultWebhookPosts = 300;

export const defaultRateLimits: RateLimits = { checkoutWrites: 30, formWrites: 10, orderReads: 60, webhookPosts: defaultWebhookPosts };

/** Caps on the texts the store causes (see modules/messages/sms-caps.ts and the README). */
export interface SmsLimits {
  /** Code texts a day (India's day) to one number that anyone can cause (sign-up, resend, forgot-password); an owner's device has as many of its own. */
  readonly dailyPerNumber: number;
  /** Further texts a day to one number for sign-in codes only, which only its password can cause. */
  readonly signInReserve: number;
  /** Texts an hour, all numbers together (sign-in codes may use a tenth more). */
  readonly hourlyBudget: number;
  /** Seconds between two codes (sign-up, resend, forgot-password) to one number; 0 turns it off. */
  readonly resendCooldownSeconds: number;
  /**
   * The owed texts' budget, sized by orders: texts about one order to one number over the order's life (its customer's
   * messages; each operator phone's alerts about it). Never spent by code texts.
   */
  readonly textsPerOrder: number;
  /** Alerts about custom requests (no order) a day to each operator phone. */
  readonly teamRequestAlertsPerDay: number;
  /** The team's new-order alerts go by SMS once per this many orders (a digest of them); 1: every order. E-mail: every order. */
  readonly teamSmsEveryOrders: number;
}

export const defaultSmsLimits: SmsLimits = {
  dailyPerNumber: 10,
  signInReserve: 5,
  hourlyBudget: 500,
  resendCooldownSeconds: 60,
  textsPerOrder: 15,
  teamRequestAlertsPerDay: 50,
  teamSmsEveryOrders: 1,
};

/** Everything the API needs to know about where it runs. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Where a local store keeps its files (DATA_DIR); absent in configurations made by hand (tests). */
  readonly data?: DataFolder;
  readonly database: DatabaseTarget;
  /** Prepended to every table name, so several stages can share one account. */
  readonly tablePrefix: string;
  /** Requests per minute per customer address, by kind of route (see platform/limits/rate-limits.ts). */
  readonly rateLimits: RateLimits;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For to believe, so limits key on the customer's address. */
  readonly trustProxy: TrustProxy;
  /**
   * A header a trusted edge sets to the customer's address as "ip:port" (CloudFront's `cloudfront-viewer-address`):
   * when set, the client address comes from it alone and any X-Forwarded-For is ignored (TRUST_PROXY must be unset).
   */
  readonly clientAddressHeader?: string;
  /** Values of the X-Origin-Verify header the edge adds; when set, a request without one of them is refused (403). */
  readonly originSecrets?: readonly string[];
  /** The built storefront (apps/web's client build); served when the folder exists. */
  readonly webDist: string;
  readonly logLevel: string;
  /** Customer accounts (absent: the server answers /api/auth and /api/account with 404, as before accounts). */
  readonly identity?: IdentityTarget;
  readonly authLimits?: AuthLimits;
  /** Caps on texts (default: defaultSmsLimits). */
  readonly smsLimits?: SmsLimits;
  /** The storefront's origin (scheme://host[:port]) for the Origin check; default: the request's own Host. */
  readonly siteOrigin?: string;
  /** The catalog folder; default: the repository's `catalog/` (a Lambda bundle carries its own copy). */
  readonly catalogDir?: string;
  /**
   * A JSON file holding the catalog as `loadCatalog` resolved it when the Lambda bundle was built (apps/infra's
   * api-bundle.ts checks it there): read as it is, so a cold start skips the schema and rule checks.
   */
  readonly checkedCatalogFile?: string;
  /** How customer messages are sent: `log` (one log line each) or `aws` (SNS for SMS, SES v2 for e-mail). */
  readonly notifications?: {
    readonly mode: 'log' | 'aws';
    readonly emailFrom?: string;
    readonly operators?: OperatorRecipients;
    /** SMS_ALLOW_LIST (+91 and 10 digits): when set, texts go to these numbers only (staging); others are logged, not sent. */
    readonly smsAllowList?: readonly string[];
  };
  /** The key of the link tokens in customer messages; a local store keeps a generated one in its data folder when unset. */
  readonly orderLinkSecret?: string;
  /** STAGE: the deployment this process serves (`prod`, `staging`), the `Stage` dimension of its metrics; default `local`. */
  readonly stage?: string;
  /** The payment gateway (absent: online methods place orders awaiting payment, and the payment endpoints answer 503). */
  readonly payments?: PaymentsTarget;
}

/** No proxy (false), every proxy (true), a number of hops, or the proxies' addresses and CIDR ranges. */
export type TrustProxy = boolean | number | readonly string[];

/** Whether `host` is this machine only (127.0.0.0/8, ::1, localhost). */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** Thrown when a variable is set to something unusable; the message names the variable and the fix. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name}="${raw}" must be a whole number from ${min} to ${max}`);
  }
  return value;
}

function path(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  return isAbsolute(raw) ? raw : resolve(raw);
}

function databaseTarget(env: NodeJS.ProcessEnv, data: DataFolder): DatabaseTarget {
  const region = env.AWS_REGION?.trim() || 'ap-south-1';
  const endpoint = env.DYNAMODB_ENDPOINT?.trim();
  if (endpoint) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new ConfigError(`DYNAMODB_ENDPOINT="${endpoint}" must be a URL like http://127.0.0.1:8000`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError(`DYNAMODB_ENDPOINT="${endpoint}" must start with http:// or https://`);
    }
    return { mode: 'endpoint', endpoint: url.origin, region };
  }
  const mode = env.DYNAMODB_MODE?.trim();
  if (mode === 'aws') return { mode: 'aws', region };
  if (mode && mode !== 'embedded') {
    throw new ConfigError(`DYNAMODB_MODE="${mode}" must be "aws" or "embedded" (or set DYNAMODB_ENDPOINT instead)`);
  }
  return { mode: 'embedded', dataDir: data.database, region, upgradeDir: data.tableUpgrades };
}

function identityTarget(env: NodeJS.ProcessEnv, region: string, data: DataFolder): IdentityTarget {
  const endpoint = env.COGNITO_ENDPOINT?.trim();
  const userPoolId = env.COGNITO_USER_POOL_ID?.trim() || undefined;
  const clientId = env.COGNITO_CLIENT_ID?.trim() || undefined;
  // The app client's secret, when given: it wins over the one the API otherwise reads from the pool at start
  // (modules/accounts/identity/client-secret.ts), so a secret can be put by hand (a SecureString beside the settings), never in a template.
  const clientSecret = env.COGNITO_CLIENT_SECRET?.trim() || undefined;
  if (endpoint) {
    const url = httpUrl('COGNITO_ENDPOINT', endpoint, 'http://127.0.0.1:9229');
    const issuer = env.COGNITO_ISSUER_DOMAIN?.trim();
    const issuerDomain = issuer && httpUrl('COGNITO_ISSUER_DOMAIN', issuer, 'http://localhost:9229');
    return {
      mode: 'endpoint',
      endpoint: url,
      region,
      ...(userPoolId && { userPoolId }),
      ...(clientId && { clientId }),
      ...(clientId && clientSecret && { clientSecret }),
      ...(issuerDomain && { issuerDomain }),
    };
  }
  const mode = env.COGNITO_MODE?.trim();
  if (mode === 'aws') {
    if (!userPoolId || !clientId) throw new ConfigError('COGNITO_MODE="aws" needs COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID (see apps/api/README.md)');
    return { mode: 'aws', region, userPoolId, clientId, ...(clientSecret && { clientSecret }) };
  }
  if (mode && mode !== 'embedded') throw new ConfigError(`COGNITO_MODE="${mode}" must be "aws" or "embedded" (or set COGNITO_ENDPOINT instead)`);
  return { mode: 'embedded', dataDir: path(env, 'COGNITO_DATA_DIR', data.cognito), region };
}

function httpUrl(name: string, raw: string, example: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name}="${raw}" must be a URL like ${example}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name}="${raw}" must start with http:// or https://`);
  return url.origin;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** A comma-separated list of addresses and CIDR ranges (`fallback` when unset; "none": empty). */
function addressList(env: NodeJS.ProcessEnv, name: string, fallback: readonly string[]): readonly string[] {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (raw === 'none') return [];
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0)
    throw new ConfigError(`${name}="${raw}" must be addresses and CIDR ranges separated by commas (like 3.140.215.0,10.0.0.0/8); not valid: ${bad.join(', ')}`);
  return entries;
}

/** TRUST_PROXY: "false" (default), "true", a hop count, or a comma-separated list of addresses and CIDR ranges. */
function trustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 10);
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    throw new ConfigError(
      `TRUST_PROXY="${raw}" must be true, false, a hop count (like 1) or addresses and CIDR ranges separated by commas (like 10.0.0.0/8,127.0.0.1); not valid: ${bad.join(', ')}`,
    );
  }
  return entries;
}

/** CLIENT_ADDRESS_HEADER: a header name (lower-cased); TRUST_PROXY must not be set with it. */
function clientAddressHeader(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.CLIENT_ADDRESS_HEADER?.trim();
  if (!raw) return undefined;
  if (!/^[A-Za-z0-9-]+$/.test(raw)) throw new ConfigError(`CLIENT_ADDRESS_HEADER="${raw}" must be a header name, like cloudfront-viewer-address`);
  const proxy = env.TRUST_PROXY?.trim();
  if (proxy && proxy !== 'false')
    throw new ConfigError(`CLIENT_ADDRESS_HEADER and TRUST_PROXY="${proxy}" are both set: the client address comes from one of them; unset TRUST_PROXY`);
  return raw.toLowerCase();
}

/** ORIGIN_SECRET: one value, or two separated by a comma while it is rotated; each at least 32 characters. */
function originSecrets(env: NodeJS.ProcessEnv): string[] | undefined {
  const raw = env.ORIGIN_SECRET?.trim();
  if (!raw) return undefined;
  const values = raw.split(',').map((value) => value.trim());
  if (values.length > 2 || values.some((value) => value.length < 32 || !/^[\x21-\x7e]+$/.test(value)))
    throw new ConfigError('ORIGIN_SECRET must be one value (or two, comma-separated, while rotating) of at least 32 printable characters without spaces');
  return values;
}

/** Who hears about new orders, cancellations and payments needing attention: phones as +91 and 10 digits. */
export interface OperatorRecipients {
  readonly phones: readonly string[];
  readonly emails: readonly string[];
}

/** OPERATOR_ALERTS: comma-separated 10-digit mobile numbers and e-mail addresses; each bad entry is named. */
export function operatorRecipients(raw: string | undefined): OperatorRecipients {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const phones: string[] = [];
  const emails: string[] = [];
  for (const entry of entries) {
    const digits = normalisePhone(entry);
    if (isPhone(digits)) phones.push(e164Phone(digits));
    else if (isEmail(entry)) emails.push(entry);
    else
      throw new ConfigError(
        `OPERATOR_ALERTS: "${entry}" is neither a 10-digit Indian mobile number (like 9820012345) nor an e-mail address (like team@partybox.in)`,
      );
  }
  return { phones: [...new Set(phones)], emails: [...new Set(emails)] };
}

/** SMS_ALLOW_LIST: comma-separated 10-digit mobile numbers (staging texts only these); each bad entry is named. */
export function smsAllowList(raw: string | undefined): string[] {
  const entries = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isPhone(normalisePhone(entry)));
  if (bad.length > 0)
    throw new ConfigError(`SMS_ALLOW_LIST: ${bad.map((entry) => `"${entry}"`).join(', ')} must be 10-digit Indian mobile numbers, like 9820012345`);
  return [...new Set(entries.map((entry) => e164Phone(normalisePhone(entry))))];
}

function notifications(env: NodeJS.ProcessEnv): NonNullable<Config['notifications']> {
  const mode = env.NOTIFICATIONS?.trim() || 'log';
  if (mode !== 'log' && mode !== 'aws') throw new ConfigError(`NOTIFICATIONS="${mode}" must be "log" (messages in the server log) or "aws" (SNS and SES)`);
  const emailFrom = env.NOTIFY_EMAIL_FROM?.trim();
  if (emailFrom && !/^[^\s@]+@[^\s@]+$/.test(emailFrom.replace(/^.*<(.+)>$/, '$1'))) {
    throw new ConfigError(`NOTIFY_EMAIL_FROM="${emailFrom}" must be an address SES may send from, like orders@partybox.in`);
  }
  const operators = operatorRecipients(env.OPERATOR_ALERTS);
  const allowList = smsAllowList(env.SMS_ALLOW_LIST);
  return {
    mode,
    ...(emailFrom && { emailFrom }),
    ...(operators.phones.length + operators.emails.length > 0 && { operators }),
    ...(allowList.length > 0 && { smsAllowList: allowList }),
  };
}

const razorpayVariables = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/** All three RAZORPAY_* variables: Razorpay itself; none: the embedded sandbox under DATA_DIR's folder (`razorpay`). */
function paymentsTarget(env: NodeJS.ProcessEnv, data: DataFolder): PaymentsTarget {
  const [keyId, keySecret, webhookSecret] = razorpayVariables.map((name) => env[name]?.trim() ?? '');
  const missing = razorpayVariables.filter((name) => !env[name]?.trim());
  if (missing.length === 0) {
    if (!/^rzp_(test|live)_[A-Za-z0-9]+$/.test(keyId!))
      throw new ConfigError(`RAZORPAY_KEY_ID="${keyId}" must be a Razorpay key id like rzp_test_1DP5mmOlF5G5ag`);
    return { mode: 'razorpay', keyId: keyId!, keySecret: keySecret!, webhookSecret: webhookSecret! };
  }
  if (missing.length < razorpayVariables.length) {
    throw new ConfigError(
      `${missing.join(', ')} must be set too: Razorpay needs the key id, the key secret and the webhook secret (or none of them for the embedded sandbox)`,
    );
  }
  return { mode: 'embedded', dataDir: path(env, 'RAZORPAY_SANDBOX_DATA_DIR', data.paymentSandbox) };
}

function stage(env: NodeJS.ProcessEnv): string {
  const raw = env.STAGE?.trim() || 'local';
  if (!/^[a-z0-9-]{1,32}$/.test(raw)) throw new ConfigError(`STAGE="${raw}" must be a stage name of lower-case letters, digits and "-", like prod or staging`);
  return raw;
}

function linkSecret(secret: string): string {
  if (secret.length < 32) throw new ConfigError('ORDER_LINK_SECRET must be at least 32 characters (for example: openssl rand -base64 48)');
  return secret;
}

/** Reads the configuration from `env` (default: this process's environment); throws ConfigError on a bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!logLevels.includes(logLevel)) throw new ConfigError(`LOG_LEVEL="${logLevel}" must be one of ${logLevels.join(', ')}`);
  const tablePrefix = env.TABLE_PREFIX?.trim() ?? '';
  if (!/^[A-Za-z0-9_.-]*$/.test(tablePrefix)) {
    throw new ConfigError(`TABLE_PREFIX="${tablePrefix}" may use only letters, digits, "_", "-" and "."`);
  }
  const data = dataFolder(path(env, 'DATA_DIR', resolve(repoRoot, '.data')));
  const database = databaseTarget(env, data);
  const identity = identityTarget(env, env.AWS_REGION?.trim() || 'ap-south-1', data);
  return {
    port: integer(env, 'PORT', 3000, 0, 65_535),
    // A store with embedded data (its database or its accounts in this process) answers this machine only, unless told.
    host: env.HOST?.trim() || (database.mode === 'embedded' || identity.mode === 'embedded' ? '127.0.0.1' : '0.0.0.0'),
    data,
    database,
    tablePrefix,
    rateLimits: {
      checkoutWrites: integer(env, 'RATE_LIMIT_CHECKOUT', defaultRateLimits.checkoutWrites, 1, 1_000_000),
      formWrites: integer(env, 'RATE_LIMIT_FORMS', defaultRateLimits.formWrites, 1, 1_000_000),
      orderReads: integer(env, 'RATE_LIMIT_READS', defaultRateLimits.orderReads, 1, 1_000_000),
      webhookPosts: integer(env, 'RATE_LIMIT_WEBHOOK', defaultWebhookPosts, 1, 1_000_000),
      webhookSources: addressList(env, 'RAZORPAY_WEBHOOK_ADDRESSES', razorpayWebhookAddresses),
    },
    trustProxy: trustProxy(env),
    ...(clientAddressHeader(env) && { clientAddressHeader: clientAddressHeader(env) }),
    ...(originSecrets(env) && { originSecrets: originSecrets(env) }),
    webDist: path(env, 'WEB_DIST', resolve(repoRoot, 'apps/web/dist/client')),
    logLevel,
    identity,
    authLimits: {
      perPhone: integer(env, 'AUTH_RATE_LIMIT_PER_PHONE', defaultAuthLimits.perPhone, 1, 1_000_000),
      perAddress: integer(env, 'AUTH_RATE_LIMIT_PER_ADDRESS', defaultAuthLimits.perAddress, 1, 1_000_000),
      windowSeconds: defaultAuthLimits.windowSeconds,
      freeFailures: integer(env, 'AUTH_FREE_FAILURES', defaultAuthLimits.freeFailures, 0, 100),
      firstDelaySeconds: integer(env, 'AUTH_FIRST_DELAY_SECONDS', defaultAuthLimits.firstDelaySeconds, 1, 3600),
      maxDelaySeconds: integer(env, 'AUTH_MAX_DELAY_SECONDS', defaultAuthLimits.maxDelaySeconds, 1, 86_400),
      forgetFailuresSeconds: integer(env, 'AUTH_FORGET_FAILURES_SECONDS', defaultAuthLimits.forgetFailuresSeconds, 60, 7 * 86_400),
      refreshPerAddress: integer(env, 'AUTH_REFRESH_PER_ADDRESS', defaultAuthLimits.refreshPerAddress, 1, 1_000_000),
    },
    smsLimits: {
      dailyPerNumber: integer(env, 'SMS_DAILY_CAP_PER_NUMBER', defaultSmsLimits.dailyPerNumber, 1, 1000),
      signInReserve: integer(env, 'SMS_SIGN_IN_RESERVE', defaultSmsLimits.signInReserve, 0, 1000),
      hourlyBudget: integer(env, 'SMS_HOURLY_BUDGET', defaultSmsLimits.hourlyBudget, 1, 10_000_000),
      resendCooldownSeconds: integer(env, 'SMS_RESEND_COOLDOWN_SECONDS', defaultSmsLimits.resendCooldownSeconds, 0, 3600),
      textsPerOrder: integer(env, 'SMS_TEXTS_PER_ORDER', defaultSmsLimits.textsPerOrder, 1, 1000),
      teamRequestAlertsPerDay: integer(env, 'SMS_TEAM_REQUEST_ALERTS_PER_DAY', defaultSmsLimits.teamRequestAlertsPerDay, 0, 100_000),
      teamSmsEveryOrders: integer(env, 'TEAM_SMS_EVERY_ORDERS', defaultSmsLimits.teamSmsEveryOrders, 1, 1000),
    },
    ...(env.SITE_ORIGIN?.trim() && { siteOrigin: httpUrl('SITE_ORIGIN', env.SITE_ORIGIN.trim(), 'https://partybox.in') }),
    ...(env.CATALOG_DIR?.trim() && { catalogDir: path(env, 'CATALOG_DIR', '') }),
    ...(env.CHECKED_CATALOG_FILE?.trim() && { checkedCatalogFile: path(env, 'CHECKED_CATALOG_FILE', '') }),
    notifications: notifications(env),
    stage: stage(env),
    ...(env.ORDER_LINK_SECRET?.trim() && { orderLinkSecret: linkSecret(env.ORDER_LINK_SECRET.trim()) }),
    payments: paymentsTarget(env, data),
  };
}

/**
 * SETTINGS_PATH: a Parameter Store path (`/partybox/prod/`) whose parameters, named like these variables, the Lambda
 * entry reads at a cold start and lays over the environment (secrets included, decrypted). Unset: environment only.
 */
export function settingsPath(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const raw = env.SETTINGS_PATH?.trim();
  if (!raw) return undefined;
  if (!/^\/[A-Za-z0-9_.\-/]*\/$/.test(raw))
    throw new ConfigError(`SETTINGS_PATH="${raw}" must be a Parameter Store path starting and ending with "/", like /partybox/prod/`);
  return raw;
}
