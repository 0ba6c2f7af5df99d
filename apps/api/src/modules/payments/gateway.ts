// The payment gateway as the API uses it: the official `razorpay` SDK (patched to take a `hostUrl`, so the same code
// talks to the embedded sandbox or to Razorpay), its signature checks, and the gateway's entities turned into the
// lifecycle's ledger reports. A gateway that cannot be reached (no answer, or a 5xx) is a GatewayUnavailableError,
// told apart from a refusal (4xx), which is a GatewayRefusedError. The SDK (with axios, form-data and mime-db, about
// 0.3 MB and 45 ms of a cold start) is imported at the first call to Razorpay, not at start; the signature checks only
// need node:crypto and stay.
import type { DisputeStatus, GatewayPaymentStatus, GatewayRefundStatus, LedgerDispute, LedgerPayment, LedgerRefund } from '@partybox/order-lifecycle';
import type Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';
import { loadOnFirstUse } from '../../platform/loading/load-on-first-use';

const razorpaySdk = loadOnFirstUse('The Razorpay SDK (razorpay)', async () => (await import('razorpay')).default);

/** The gateway could not be reached or failed on its side: try again later. */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
}

/** The gateway answered with a refusal (Razorpay's 4xx error: `description` says why). */
export class GatewayRefusedError extends Error {
  override readonly name = 'GatewayRefusedError';
}

/** A Razorpay order: what one attempt to pay is made against. */
export interface GatewayOrder {
  readonly id: string;
  readonly amountPaise: number;
  readonly receipt: string;
  readonly status: string;
}

/** A Razorpay Payment Link: a page (`shortUrl`) where the customer pays `amountPaise`; `referenceId` is ours, unique per account. */
export interface GatewayPaymentLink {
  readonly id: string;
  readonly referenceId: string;
  readonly shortUrl: string;
  readonly amountPaise: number;
  /** created (open), paid, cancelled or expired. */
  readonly status: string;
  /** The ids of the payments made through it (Razorpay's `payments` list). */
  readonly paymentIds: readonly string[];
}

/** What a new Payment Link is made with. */
export interface PaymentLinkRequest {
  readonly amountPaise: number;
  readonly referenceId: string;
  readonly description: string;
  readonly customer: { readonly name?: string; readonly contact?: string; readonly email?: string };
  readonly notes: Record<string, string>;
  /** Epoch seconds; Razorpay's default (six months) when absent. */
  readonly expireBy?: number;
}

/** A Razorpay Payment Link entity as the API keeps it. */
export function paymentLinkOf(link: Entity): GatewayPaymentLink {
  const payments = Array.isArray(link.payments) ? (link.payments as Entity[]) : [];
  return {
    id: str(link.id),
    referenceId: str(link.reference_id),
    shortUrl: str(link.short_url),
    amountPaise: Number(link.amount),
    status: str(link.status),
    paymentIds: payments.map((payment) => str(payment.payment_id)).filter(Boolean),
  };
}

/** A gateway refund as reported, with our intent id when we asked for it (from its notes). */
export interface GatewayRefundReport {
  readonly refund: LedgerRefund;
  readonly intentId?: string;
  /** The refund's currency as the gateway reports it (the shop deals in INR only). */
  readonly currency?: string;
}

/** A payment as reported, with its currency: a report in another currency is never folded into an order. */
export type GatewayPaymentReport = LedgerPayment & { readonly currency?: string };

/** The keys and where the gateway is; only `keyId` may reach a browser. */
export interface GatewaySettings {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  /** The sandbox's base URL in embedded mode; Razorpay's own host when absent. */
  readonly hostUrl?: string;
}

type Entity = Record<string, unknown>;

/** Razorpay's refund idempotency header (its Refunds API: the key is 10+ letters, digits, hyphens or underscores). */
export const refundIdempotencyHeader = 'X-Refund-Idempotency';

const iso = (epochSeconds: unknown) => new Date((typeof epochSeconds === 'number' ? epochSeconds : 0) * 1000).toISOString();
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The ledger's status of a Razorpay payment. Razorpay reports `refunded` both for a captured payment refunded in full
 * (it stays captured in the ledger: its refunds are recorded on their own) and for an authorised payment it gave back
 * without capturing (`captured: false`: its capture window closed, or a second payment on a paid order), which never
 * paid anything.
 */
function paymentStatusOf(payment: Entity): GatewayPaymentStatus {
  const status = str(payment.status);
  if (status === 'refunded') return payment.captured === true ? 'captured' : 'auto-refunded';
  return status as GatewayPaymentStatus;
}

/** A Razorpay payment entity as a ledger report. */
export function ledgerPaymentOf(payment: Entity): GatewayPaymentReport {
  const status = paymentStatusOf(payment);
  const failure = str(payment.error_description) || str(payment.error_reason);
  return {
    id: str(payment.id),
    gatewayOrderId: str(payment.order_id),
    amountPaise: Number(payment.amount),
    method: str(payment.method),
    status,
    at: iso(payment.created_at),
    currency: str(payment.currency),
    ...(status === 'failed' && failure && { failure }),
    ...(str(payment.bank) && { bank: str(payment.bank) }),
  };
}

const disputeStatuses: readonly DisputeStatus[] = ['open', 'under_review', 'action_required', 'won', 'lost', 'closed'];

/** A Razorpay dispute entity as a ledger report (an unknown status reads as open: it needs the team). */
export function ledgerDisputeOf(dispute: Entity, status = str(dispute.status)): LedgerDispute {
  return {
    id: str(dispute.id),
    paymentId: str(dispute.payment_id),
    amountPaise: Number(dispute.amount),
    status: disputeStatuses.includes(status as DisputeStatus) ? (status as DisputeStatus) : 'open',
    reason: str(dispute.reason_description) || str(dispute.reason_code) || 'Dispute raised by the bank',
    at: iso(dispute.created_at),
    ...(typeof dispute.respond_by === 'number' && dispute.respond_by > 0 && { respondBy: iso(dispute.respond_by) }),
  };
}

/** A Razorpay refund entity as a ledger report (the reason comes from our notes when we asked for it). */
export function ledgerRefundOf(refund: Entity): GatewayRefundReport {
  const notes = (refund.notes && typeof refund.notes === 'object' && !Array.isArray(refund.notes) ? refund.notes : {}) as Record<string, unknown>;
  const intentId = str(notes.intent) || undefined;
  return {
    refund: {
      id: str(refund.id),
      paymentId: str(refund.payment_id),
      amountPaise: Number(refund.amount),
      status: str(refund.status) as GatewayRefundStatus,
      reason: str(notes.reason) || 'Refunded through Razorpay',
      at: iso(refund.created_at),
    },
    currency: str(refund.currency),
    ...(intentId && { intentId }),
  };
}

/**
 * Turns the SDK's rejection into one of ours: no answer, a 5xx, a 429 (rate limited) or a 409 (an idempotent request
 * still being processed) is "unavailable: try again later"; any other 4xx a refusal.
 */
function gatewayError(error: unknown): Error {
  const failure = error as { statusCode?: number; error?: { description?: string }; code?: string; message?: string };
  const later = failure?.statusCode === 429 || failure?.statusCode === 409;
  if (typeof failure?.statusCode === 'number' && failure.statusCode < 500 && !later)
    return new GatewayRefusedError(failure.error?.description ?? `HTTP ${failure.statusCode}`);
  return new GatewayUnavailableError(failure?.error?.description ?? failure?.code ?? failure?.message ?? 'no answer');
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw gatewayError(error);
  }
}

export class PaymentGateway {
  private client: Razorpay | undefined;

  constructor(readonly settings: GatewaySettings) {}

  /** An SDK client; with headers for one call (the SDK takes extra headers per client, not per call). */
  private async clientWith(headers?: Record<string, string>): Promise<Razorpay> {
    const { keyId, keySecret, hostUrl } = this.settings;
    const Sdk = await razorpaySdk();
    return new Sdk({ key_id: keyId, key_secret: keySecret, ...(hostUrl && { hostUrl }), ...(headers && { headers }) });
  }

  /**
   * One call to Razorpay with the shared client (made at the first call). The SDK is loaded outside `call`: a failed
   * load is its own error (ModuleLoadError, a 500 in the log), not a gateway that is merely unavailable.
   */
  private async request<T>(use: (client: Razorpay) => Promise<T>): Promise<T> {
    const client = (this.client ??= await this.clientWith());
    return call(() => use(client));
  }

  /** A new Razorpay order for `amountPaise`, its receipt our order number. */
  async createOrder(amountPaise: number, orderNumber: string): Promise<GatewayOrder> {
    const order = await this.request((client) => client.orders.create({ amount: amountPaise, currency: 'INR', receipt: orderNumber, notes: { orderNumber } }));
    return { id: order.id, amountPaise: Number(order.amount), receipt: order.receipt ?? '', status: order.status };
  }

  async fetchOrder(gatewayOrderId: string): Promise<GatewayOrder> {
    const order = await this.request((client) => client.orders.fetch(gatewayOrderId));
    return { id: order.id, amountPaise: Number(order.amount), receipt: order.receipt ?? '', status: order.status };
  }

  /**
   * A new Payment Link (SDK `paymentLink.create`). The shop texts and e-mails the link itself, so Razorpay is asked to
   * notify nobody. Razorpay refuses a second link with the same `referenceId` (a GatewayRefusedError).
   */
  async createPaymentLink(request: PaymentLinkRequest): Promise<GatewayPaymentLink> {
    const link = await this.request((client) =>
      client.paymentLink.create({
        amount: request.amountPaise,
        currency: 'INR',
        reference_id: request.referenceId,
        description: request.description,
        customer: request.customer,
        notify: { sms: false, email: false },
        notes: request.notes,
        ...(request.expireBy !== undefined && { expire_by: request.expireBy }),
      } as Parameters<Razorpay['paymentLink']['create']>[0]),
    );
    return paymentLinkOf(link as unknown as Entity);
  }

  /** The Payment Link made with our `referenceId`, if any (SDK `paymentLink.all({ reference_id })`). */
  async paymentLinkByReference(referenceId: string): Promise<GatewayPaymentLink | undefined> {
    const answer = (await this.request((client) => client.paymentLink.all({ reference_id: referenceId } as never))) as unknown as { payment_links?: Entity[] };
    const found = (answer.payment_links ?? []).find((link) => link.reference_id === referenceId);
    return found && paymentLinkOf(found);
  }

  async fetchPaymentLink(id: string): Promise<GatewayPaymentLink> {
    return paymentLinkOf((await this.request((client) => client.paymentLink.fetch(id))) as unknown as Entity);
  }

  /** Cancels an open Payment Link (Razorpay refuses a paid, cancelled or expired one). */
  async cancelPaymentLink(id: string): Promise<GatewayPaymentLink> {
    return paymentLinkOf((await this.request((client) => client.paymentLink.cancel(id))) as unknown as Entity);
  }

  /** Every payment made against a Razorpay order, as ledger reports. */
  async paymentsOf(gatewayOrderId: string): Promise<GatewayPaymentReport[]> {
    const { items } = await this.request((client) => client.orders.fetchPayments(gatewayOrderId));
    return items.map((payment) => ledgerPaymentOf(payment as unknown as Entity));
  }

  async payment(paymentId: string): Promise<GatewayPaymentReport> {
    return ledgerPaymentOf((await this.request((client) => client.payments.fetch(paymentId))) as unknown as Entity);
  }

  /** Captures an authorised payment for its whole amount (Razorpay refuses any other amount, and a second capture). */
  async capture(paymentId: string, amountPaise: number): Promise<GatewayPaymentReport> {
    return ledgerPaymentOf((await this.request((client) => client.payments.capture(paymentId, amountPaise, 'INR'))) as unknown as Entity);
  }

  /**
   * Asks for a refund. Our intent id is Razorpay's refund idempotency key (X-Refund-Idempotency: the same key and body
   * answer the same refund, so asking again after a lost answer never refunds twice) and is in the notes, so the
   * refund is recognised in every report.
   */
  async refund(paymentId: string, amountPaise: number, intentId: string, reason: string): Promise<GatewayRefundReport> {
    const client = await this.clientWith({ [refundIdempotencyHeader]: intentId });
    const refund = await call(() => client.payments.refund(paymentId, { amount: amountPaise, notes: { intent: intentId, reason: reason.slice(0, 250) } }));
    return ledgerRefundOf(refund as unknown as Entity);
  }

  /** The newest disputes raised against the account (Razorpay lists them for the whole account, newest first). */
  async disputes(count: number): Promise<LedgerDispute[]> {
    const { items } = (await this.request((client) => client.disputes.all({ count }))) as unknown as { items: Entity[] };
    return items.map((dispute) => ledgerDisputeOf(dispute));
  }

  /** Every refund of a payment. */
  async refundsOf(paymentId: string): Promise<GatewayRefundReport[]> {
    const { items } = await this.request((client) => client.payments.fetchMultipleRefund(paymentId, { count: 100 }));
    return items.map((refund) => ledgerRefundOf(refund as unknown as Entity));
  }

  /** Whether the checkout handler's signature is Razorpay's (HMAC-SHA256 of `order_id|payment_id` with the key secret). */
  verifyPayment(gatewayOrderId: string, paymentId: string, signature: string): boolean {
    try {
      return validatePaymentVerification({ order_id: gatewayOrderId, payment_id: paymentId }, signature, this.settings.keySecret);
    } catch {
      return false;
    }
  }

  /** Whether a webhook's X-Razorpay-Signature matches its raw body with the webhook secret. */
  verifyWebhook(rawBody: string, signature: string): boolean {
    try {
      return validateWebhookSignature(rawBody, signature, this.settings.webhookSecret);
    } catch {
      return false;
    }
  }
}
