// The payment gateway as the API uses it: the official `razorpay` SDK (patched to take a `hostUrl`, so the same code
// talks to the embedded sandbox or to Razorpay), its signature checks, and the gateway's entities turned into the
// lifecycle's ledger reports. A gateway that cannot be reached (no answer, or a 5xx) is a GatewayUnavailableError,
// told apart from a refusal (4xx), which is a GatewayRefusedError.
import type { GatewayPaymentStatus, GatewayRefundStatus, LedgerPayment, LedgerRefund } from '@partybox/order-lifecycle';
import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils';

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

/** A gateway refund as reported, with our intent id when we asked for it (from its notes). */
export interface GatewayRefundReport {
  readonly refund: LedgerRefund;
  readonly intentId?: string;
}

/** The keys and where the gateway is; only `keyId` may reach a browser. */
export interface GatewaySettings {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  /** The sandbox's base URL in embedded mode; Razorpay's own host when absent. */
  readonly hostUrl?: string;
}

type Entity = Record<string, unknown>;

const iso = (epochSeconds: unknown) => new Date((typeof epochSeconds === 'number' ? epochSeconds : 0) * 1000).toISOString();
const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** A Razorpay payment entity as a ledger report. */
export function ledgerPaymentOf(payment: Entity): LedgerPayment {
  const status = str(payment.status);
  const failure = str(payment.error_description) || str(payment.error_reason);
  return {
    id: str(payment.id),
    gatewayOrderId: str(payment.order_id),
    amountPaise: Number(payment.amount),
    method: str(payment.method),
    // A payment refunded in full stays captured in the ledger: its refunds are recorded on their own.
    status: (status === 'refunded' ? 'captured' : status) as GatewayPaymentStatus,
    at: iso(payment.created_at),
    ...(status === 'failed' && failure && { failure }),
    // The bank that paid is the one Razorpay reports, whichever the customer picked before the checkout opened.
    ...(str(payment.bank) && { bank: str(payment.bank) }),
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
    ...(intentId && { intentId }),
  };
}

/** Turns the SDK's rejection into one of ours: no answer or a 5xx is "unavailable", a 4xx a refusal. */
function gatewayError(error: unknown): Error {
  const failure = error as { statusCode?: number; error?: { description?: string }; code?: string; message?: string };
  if (typeof failure?.statusCode === 'number' && failure.statusCode < 500)
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
  private readonly client: Razorpay;

  constructor(readonly settings: GatewaySettings) {
    this.client = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret, ...(settings.hostUrl && { hostUrl: settings.hostUrl }) });
  }

  /** A new Razorpay order for `amountPaise`, its receipt our order number. */
  async createOrder(amountPaise: number, orderNumber: string): Promise<GatewayOrder> {
    const order = await call(() => this.client.orders.create({ amount: amountPaise, currency: 'INR', receipt: orderNumber, notes: { orderNumber } }));
    return { id: order.id, amountPaise: Number(order.amount), receipt: order.receipt ?? '', status: order.status };
  }

  async fetchOrder(gatewayOrderId: string): Promise<GatewayOrder> {
    const order = await call(() => this.client.orders.fetch(gatewayOrderId));
    return { id: order.id, amountPaise: Number(order.amount), receipt: order.receipt ?? '', status: order.status };
  }

  /** Every payment made against a Razorpay order, as ledger reports. */
  async paymentsOf(gatewayOrderId: string): Promise<LedgerPayment[]> {
    const { items } = await call(() => this.client.orders.fetchPayments(gatewayOrderId));
    return items.map((payment) => ledgerPaymentOf(payment as unknown as Entity));
  }

  async payment(paymentId: string): Promise<LedgerPayment> {
    return ledgerPaymentOf((await call(() => this.client.payments.fetch(paymentId))) as unknown as Entity);
  }

  /** Asks for a refund; the notes carry our intent id, so a refund asked for twice can be recognised. */
  async refund(paymentId: string, amountPaise: number, intentId: string, reason: string): Promise<GatewayRefundReport> {
    const refund = await call(() => this.client.payments.refund(paymentId, { amount: amountPaise, notes: { intent: intentId, reason: reason.slice(0, 250) } }));
    return ledgerRefundOf(refund as unknown as Entity);
  }

  /** Every refund of a payment. */
  async refundsOf(paymentId: string): Promise<GatewayRefundReport[]> {
    const { items } = await call(() => this.client.payments.fetchMultipleRefund(paymentId, { count: 100 }));
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
