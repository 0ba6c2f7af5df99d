// The sandbox's state: orders, payments, refunds and webhook events, in memory and, when a data folder is given, in
// one JSON file there (written whole after every change through a temporary file, so a crash never leaves half a file).
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxCredentials } from './credentials';
import type { RazorpayDispute, RazorpayOrder, RazorpayPayment, RazorpayPaymentLink, RazorpayRefund, WebhookEventName } from './entities';

/** `webhook-disabled`: raised while Razorpay had disabled the webhook after a day of failed deliveries; never posted. */
export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'dropped' | 'no-url' | 'webhook-disabled';

/** One attempt to post an event: the receiver's HTTP status, or the network error. */
export interface DeliveryAttempt {
  at: number;
  status?: number;
  error?: string;
}

/** A raised webhook event: its exact signed body and how its delivery went. */
export interface EventRecord {
  id: string;
  event: WebhookEventName;
  /** The raw JSON text posted (and signed); parse it to read the payload. */
  body: string;
  createdAt: number;
  state: DeliveryState;
  attempts: DeliveryAttempt[];
}

export interface SandboxState {
  version: 1;
  credentials?: SandboxCredentials;
  accountId?: string;
  webhookUrl: string | null;
  /** Razorpay disables a webhook whose deliveries failed for 24 hours, until the merchant enables it again. */
  webhookDisabled: boolean;
  /** The account's payment capture setting (dashboard): automatic (default) or manual. */
  autoCapture: boolean;
  orders: Record<string, RazorpayOrder>;
  payments: Record<string, RazorpayPayment>;
  refunds: Record<string, RazorpayRefund>;
  disputes: Record<string, RazorpayDispute>;
  paymentLinks: Record<string, RazorpayPaymentLink>;
  /** The Razorpay order each Payment Link's payments are made against (made when the link is first paid), by link id. */
  paymentLinkOrders: Record<string, string>;
  events: Record<string, EventRecord>;
  /** The refund each X-Refund-Idempotency key made, with the hash of the request that made it. */
  refundKeys: Record<string, { request: string; refundId: string }>;
}

export const stateFileName = 'razorpay-sandbox.json';

function emptyState(): SandboxState {
  return {
    version: 1,
    webhookUrl: null,
    webhookDisabled: false,
    autoCapture: true,
    orders: {},
    payments: {},
    refunds: {},
    disputes: {},
    paymentLinks: {},
    paymentLinkOrders: {},
    events: {},
    refundKeys: {},
  };
}

/** Holds the state and writes it to `dataDir/razorpay-sandbox.json` on every `save()` when a folder is given. */
export class SandboxStore {
  readonly state: SandboxState;
  private readonly file: string | undefined;

  constructor(dataDir?: string) {
    this.file = dataDir ? join(dataDir, stateFileName) : undefined;
    this.state = this.file && existsSync(this.file) ? readState(this.file) : emptyState();
  }

  save(): void {
    if (!this.file) return;
    mkdirSync(join(this.file, '..'), { recursive: true });
    const temporary = `${this.file}.${process.pid}.tmp`;
    // The file holds the key secret and the webhook secret: readable by this user only (the rename keeps the mode).
    writeFileSync(temporary, JSON.stringify(this.state), { mode: 0o600 });
    chmodSync(temporary, 0o600);
    renameSync(temporary, this.file);
  }
}

function readState(file: string): SandboxState {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SandboxState>;
  if (parsed.version !== 1) throw new Error(`${file}: not a razorpay-sandbox state file (version ${String(parsed.version)}, expected 1)`);
  return { ...emptyState(), ...parsed };
}
