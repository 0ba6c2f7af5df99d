// startRazorpaySandbox: the embedded Razorpay gateway on a loopback port, its state in memory and (with a dataDir)
// in one JSON file, its credentials given or generated once per install.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createControls, type GatewayDownMode, type SandboxControls } from './gateway/controls';
import { generateSandboxCredentials, type SandboxCredentials } from './gateway/credentials';
import { Disputes } from './gateway/disputes';
import { Gateway } from './gateway/gateway';
import { PaymentLinks } from './gateway/payment-links';
import { RateLimiter } from './gateway/rate-limit';
import { newId } from './gateway/ids';
import { SandboxStore, stateFileName } from './gateway/store';
import { defaultWebhookTiming, WebhookDispatcher, type WebhookTiming } from './gateway/webhooks';
import { createRequestHandler } from './http/handler';

export interface RazorpaySandboxOptions {
  /** 0 (default): a free port chosen by the system. */
  port?: number;
  /** Default 127.0.0.1: the controls have no auth, so keep the sandbox on loopback. */
  host?: string;
  /** Keeps the state (and generated credentials) in `<dataDir>/razorpay-sandbox.json`; in memory only without it. */
  dataDir?: string;
  /** Credentials; each one absent is taken from the state file or generated (and stored there). */
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Where webhooks are posted; none are posted until one is set. */
  webhookUrl?: string;
  /** Retry schedule of webhook deliveries and the 24-hour window before the webhook is disabled (tests shorten them). */
  webhookTiming?: Partial<WebhookTiming>;
}

export interface RazorpaySandbox extends SandboxCredentials {
  /** The API base, e.g. http://127.0.0.1:41234: give it to the patched SDK as `hostUrl`. */
  url: string;
  /** The checkout.js stand-in, to load on the payment step instead of https://checkout.razorpay.com/v1/checkout.js. */
  checkoutScriptUrl: string;
  /** Razorpay's account id (acc_…) put in every webhook event. */
  accountId: string;
  /** The state file when a dataDir was given. */
  stateFile: string | undefined;
  setWebhookUrl(url: string | null): void;
  controls: SandboxControls;
  close(): Promise<void>;
}

function resolveCredentials(store: SandboxStore, options: RazorpaySandboxOptions): SandboxCredentials {
  const stored = store.state.credentials ?? generateSandboxCredentials();
  const credentials = {
    keyId: options.keyId ?? stored.keyId,
    keySecret: options.keySecret ?? stored.keySecret,
    webhookSecret: options.webhookSecret ?? stored.webhookSecret,
  };
  store.state.credentials = credentials;
  return credentials;
}

async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

async function stopListening(server: Server): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}

/** Starts the sandbox and resolves once it listens. */
export async function startRazorpaySandbox(options: RazorpaySandboxOptions = {}): Promise<RazorpaySandbox> {
  const host = options.host ?? '127.0.0.1';
  const store = new SandboxStore(options.dataDir);
  const credentials = resolveCredentials(store, options);
  store.state.accountId ??= newId('acc');
  if (options.webhookUrl !== undefined) store.state.webhookUrl = options.webhookUrl;
  store.save();

  const webhooks = new WebhookDispatcher(store, credentials.webhookSecret, store.state.accountId, { ...defaultWebhookTiming, ...options.webhookTiming });
  const gateway = new Gateway(store, webhooks);
  const disputes = new Disputes(store, gateway, webhooks);
  let origin = '';
  const paymentLinks = new PaymentLinks(store, gateway, webhooks, () => origin);
  const limiter = new RateLimiter();
  const server = createServer();
  let port = options.port ?? 0;
  let down: GatewayDownMode = false;

  const setGatewayDown = async (mode: GatewayDownMode): Promise<void> => {
    if (mode === down) return;
    if (down === 'refused') await listen(server, port, host);
    if (mode === 'refused') await stopListening(server);
    down = mode;
  };
  // Setting the URL is also how the merchant enables a webhook Razorpay disabled (events raised meanwhile stay unsent).
  const setWebhookUrl = (url: string | null) => {
    store.state.webhookUrl = url;
    store.state.webhookDisabled = false;
    store.save();
  };
  const controls = createControls({ store, gateway, disputes, webhooks, setGatewayDown, throttleNext: (count, only) => limiter.throttleNext(count, only) });
  server.on(
    'request',
    createRequestHandler({
      gateway,
      disputes,
      paymentLinks,
      store,
      credentials,
      controls,
      setWebhookUrl,
      webhookUrl: () => store.state.webhookUrl,
      unavailable: () => down === 'unavailable',
      rateLimited: (path) => limiter.take(path),
    }),
  );
  port = await listen(server, port, host);
  webhooks.resumePending();
  gateway.resumePendingRefunds();

  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  origin = url;
  return {
    ...credentials,
    url,
    checkoutScriptUrl: `${url}/v1/checkout.js`,
    accountId: store.state.accountId,
    stateFile: options.dataDir ? `${options.dataDir}/${stateFileName}` : undefined,
    setWebhookUrl,
    controls,
    async close() {
      webhooks.close();
      gateway.close();
      if (down !== 'refused') await stopListening(server);
    },
  };
}
