// Opens the payment gateway the configuration names: Razorpay with the given keys, or (embedded mode, the default) the
// Razorpay sandbox started inside this process, as cognito-local is, with its data and generated keys in a folder.
// The sandbox is imported only in embedded mode, so the Lambda bundle never carries it.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { razorpayPageSources } from '@partybox/contracts/wire';
import type { PaymentsTarget } from '../../platform/env/env';
import { PaymentGateway } from './gateway';

/** Razorpay's checkout script, loaded from Razorpay on the payment step in real mode. */
export const razorpayCheckoutScriptUrl = 'https://checkout.razorpay.com/v1/checkout.js';

/** An opened gateway: the client, where checkout.js loads from, the CSP sources of the payment pages, and its lifecycle. */
export interface OpenGateway {
  readonly gateway: PaymentGateway;
  readonly scriptUrl: string;
  /** The origins the payment step and the status page may load scripts and frames from. */
  readonly cspSources: { readonly scriptSrc: readonly string[]; readonly frameSrc: readonly string[] };
  /** Where it is, for the log. */
  readonly where: string;
  /** Embedded mode: where the sandbox posts webhooks (set once the server listens). Razorpay's is set on its dashboard. */
  setWebhookUrl(url: string): Promise<void>;
  /** Embedded mode: the running sandbox, for its test controls. */
  readonly sandbox?: import('@partybox/razorpay-sandbox').RazorpaySandbox;
  close(): Promise<void>;
}

/** Options of the embedded sandbox that tests shorten (webhook retries). */
export interface EmbeddedOptions {
  readonly webhookTiming?: { retryBaseMs?: number; maxAttempts?: number; timeoutMs?: number; disableAfterMs?: number };
}

export async function openGateway(target: PaymentsTarget, options: EmbeddedOptions = {}): Promise<OpenGateway> {
  if (target.mode === 'razorpay') {
    return {
      gateway: new PaymentGateway({ keyId: target.keyId, keySecret: target.keySecret, webhookSecret: target.webhookSecret }),
      scriptUrl: razorpayCheckoutScriptUrl,
      cspSources: razorpayPageSources,
      where: `Razorpay (${target.keyId.startsWith('rzp_live_') ? 'live' : 'test'} mode, key ${target.keyId})`,
      setWebhookUrl: async () => undefined,
      close: async () => undefined,
    };
  }
  const { startRazorpaySandbox } = await import('@partybox/razorpay-sandbox');
  // The sandbox keeps its port across restarts when it is free: a page still open in a browser allowed the sandbox's
  // origin (port included) in its Content-Security-Policy when it loaded, and must still reach it after a restart.
  const portFile = join(target.dataDir, 'port');
  const start = (port: number) =>
    startRazorpaySandbox({ dataDir: target.dataDir, port, ...(options.webhookTiming && { webhookTiming: options.webhookTiming }) });
  const lastPort = existsSync(portFile) ? Number.parseInt(readFileSync(portFile, 'utf8'), 10) || 0 : 0;
  const sandbox = await start(lastPort).catch((error: unknown) => {
    if (lastPort === 0 || (error as { code?: string }).code !== 'EADDRINUSE') throw error;
    return start(0);
  });
  mkdirSync(target.dataDir, { recursive: true });
  writeFileSync(portFile, String(new URL(sandbox.url).port));
  return {
    gateway: new PaymentGateway({ keyId: sandbox.keyId, keySecret: sandbox.keySecret, webhookSecret: sandbox.webhookSecret, hostUrl: sandbox.url }),
    scriptUrl: sandbox.checkoutScriptUrl,
    cspSources: { scriptSrc: [sandbox.url], frameSrc: [sandbox.url] },
    where: `embedded Razorpay sandbox at ${sandbox.url} (data in ${target.dataDir})`,
    setWebhookUrl: async (url) => {
      await sandbox.setWebhookUrl(url);
    },
    sandbox,
    close: () => sandbox.close(),
  };
}
