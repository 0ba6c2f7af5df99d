// The money of online orders: every report of the gateway (the browser's verified payment, a webhook, reconciliation)
// folds into the order's ledger with ONE conditional UpdateItem on its version (read again and folded again on a
// conflict), which also sets the payment status, the sparse index attributes, a history line and the customer's
// messages. After each fold the refunds owed are asked for: the intent is written to the ledger first (with our id),
// then the gateway is called with that id in its notes, so a crash in between never refunds twice.
import {
  gatewayUnavailableMessage,
  gatewayUnavailableSchema,
  nothingDueMessage,
  paymentErrors,
  paymentUnverifiedMessage,
  type CheckoutOptions,
} from '@partybox/contracts/payments';
import {
  canPayAgain,
  checkOperatorRefund,
  onlinePaymentStatus,
  attentionReasonLabels,
  attentionReasons,
  recordPayment,
  recordRefund,
  refundCauseLabels,
  refundsOwed,
  type LedgerPayment,
  type LedgerRefund,
  type OrderPaymentStatus,
  type PaymentLedger,
} from '@partybox/order-lifecycle';
import type { FastifyBaseLogger } from 'fastify';
import type { OrderRecord } from '../db/records';
import { Refusal } from '../http/refusals';
import { paymentEntry } from '../orders/order-history';
import { OrderConflictError, type OrderRepository, type PaymentWrite } from '../orders/order-repository';
import { statusOf } from '../orders/order-views';
import { ledgerOf } from '../orders/payment-views';
import { GatewayUnavailableError, type GatewayRefundReport, type PaymentGateway } from './gateway';
import type { OpenGateway } from './open-gateway';

/** A refund as stored: the ledger's, plus who asked for it. Ours (`intent_…`) until the gateway names it. */
export type StoredRefund = LedgerRefund & { readonly by?: string };

/** What one report of the gateway says about an order. */
export interface GatewayReports {
  readonly payments?: readonly LedgerPayment[];
  readonly refunds?: readonly GatewayRefundReport[];
  /** The webhook event's id (`x-razorpay-event-id`): recorded once. */
  readonly eventId?: string;
}

/** Who the history names for the gateway's own reports. */
export const gatewayActor = 'Razorpay';
/** Who asks for automatic refunds. */
export const shopActor = 'Shop';

const intentPrefix = 'intent_';
const keptEventIds = 100;
const foldAttempts = 6;

const razorpayBankCodes: Record<string, string> = { 'HDFC Bank': 'HDFC', 'ICICI Bank': 'ICIC', 'Axis Bank': 'UTIB', SBI: 'SBIN', Kotak: 'KKBK' };

/** Whether an order is paid through the gateway (not cash on delivery). */
export const isOnline = (order: Pick<OrderRecord, 'PaymentMethod'>) => order.PaymentMethod !== 'cod';

/** The 503 answer when the gateway cannot be reached. */
export function gatewayDown(orderNumber: string, accessToken?: string): Refusal {
  return new Refusal(503, {
    error: paymentErrors.gatewayUnavailable,
    message: gatewayUnavailableMessage(orderNumber),
    orderNumber,
    ...(accessToken && { accessToken }),
  });
}

/** The 503 answer's schema (orderNumber when the gateway was the cause; other 503s carry only error and message). */
export const gatewayDownAnswer = (() => {
  const { $id: _id, ...schema } = gatewayUnavailableSchema;
  return { ...schema, required: ['error', 'message'], properties: { ...schema.properties, error: { type: 'string' } } };
})();

/** The ledger with reports folded in; a refund that answers one of our intents takes its place (and its reason and author). */
export function foldReports(ledger: PaymentLedger, reports: GatewayReports): PaymentLedger {
  let next = ledger;
  for (const payment of reports.payments ?? []) next = recordPayment(next, payment);
  for (const { refund, intentId } of reports.refunds ?? []) {
    const intent = intentId ? (next.refunds.find((stored) => stored.id === intentId) as StoredRefund | undefined) : undefined;
    const known = next.refunds.find((stored) => stored.id === refund.id) as StoredRefund | undefined;
    if (intent) next = { ...next, refunds: next.refunds.filter((stored) => stored.id !== intentId) };
    const by = intent?.by ?? known?.by ?? shopActor;
    next = recordRefund(next, { ...refund, ...(intent && { reason: intent.reason }), by } as StoredRefund);
  }
  return next;
}

/** Why the payment needs the team: "Paid amount differs from the order total. A refund failed." */
function attentionText(ledger: PaymentLedger, total: number): string {
  return attentionReasons(ledger, total)
    .map((reason) => `${attentionReasonLabels[reason]}.`)
    .join(' ');
}

export class PaymentService {
  constructor(
    private readonly deps: {
      readonly orders: OrderRepository;
      readonly open?: OpenGateway;
      readonly now: () => Date;
      readonly newId: () => string;
      readonly messagesWaiting: () => void;
      readonly log: FastifyBaseLogger;
    },
  ) {}

  /** Whether a gateway is configured. */
  get enabled(): boolean {
    return this.deps.open !== undefined;
  }

  private gateway(orderNumber: string): PaymentGateway {
    if (!this.deps.open) throw gatewayDown(orderNumber);
    return this.deps.open.gateway;
  }

  /** The payment status the ledger gives the order (a hand-marked payment stays paid). */
  statusFor(order: OrderRecord, ledger: PaymentLedger): OrderPaymentStatus {
    if (!isOnline(order) || order.ManualPaymentReference) return order.PaymentStatus as OrderPaymentStatus;
    return onlinePaymentStatus(ledger, order.Total);
  }

  /** The attributes the ledger decides: the status, and the sparse index flags. */
  private derived(order: OrderRecord, ledger: PaymentLedger): Pick<PaymentWrite, 'set' | 'remove'> {
    const status = this.statusFor(order, ledger);
    const orderStatus = statusOf(order);
    const awaiting =
      (status === 'awaiting-payment' || status === 'payment-failed') && isOnline(order) && orderStatus !== 'cancelled' && orderStatus !== 'delivered';
    const open = awaiting || ledger.refunds.some((refund) => refund.status === 'pending');
    const attention = attentionReasons(ledger, order.Total).length > 0;
    return {
      set: { Ledger: ledger, PaymentStatus: status, ...(open && { PaymentOpen: 'open' }), ...(attention && { PaymentAttention: 'attention' }) },
      remove: [...(open ? [] : ['PaymentOpen']), ...(attention ? [] : ['PaymentAttention'])],
    };
  }

  /**
   * Folds the reports into the order and writes the result (nothing when nothing changed, or when the event was
   * recorded before), then asks for the refunds owed. Answers the order as it now stands.
   */
  async record(order: OrderRecord, reports: GatewayReports, by: string = gatewayActor): Promise<OrderRecord> {
    let current = order;
    for (let attempt = 1; ; attempt++) {
      if (reports.eventId && current.PaymentEvents?.includes(reports.eventId)) return current;
      const before = ledgerOf(current);
      const ledger = foldReports(before, reports);
      const from = current.PaymentStatus as OrderPaymentStatus;
      const { set, remove } = this.derived(current, ledger);
      const to = set.PaymentStatus as OrderPaymentStatus;
      const changed = JSON.stringify(ledger) !== JSON.stringify(before) || from !== to || remove.some((name) => name in current) || !sameFlags(current, set);
      if (!changed && !reports.eventId) return this.settle(current);
      const now = this.deps.now();
      // The operators hear when the payment starts needing attention (in this same write), not again while it does.
      const newlyAttention = set.PaymentAttention !== undefined && current.PaymentAttention === undefined;
      const attention = newlyAttention ? [{ event: 'team-payment-attention' as const, reason: attentionText(ledger, current.Total) }] : [];
      const notify = [...(to === 'paid' && from !== 'paid' ? [{ event: 'paid' as const }] : []), ...refundMessages(before, ledger), ...attention];
      const write: PaymentWrite = {
        set: { ...set, ...(reports.eventId && { PaymentEvents: [...(current.PaymentEvents ?? []), reports.eventId].slice(-keptEventIds) }) },
        remove,
        ...(from !== to && { history: paymentEntry(now.toISOString(), by, from, to) }),
        notify,
      };
      try {
        const written = await this.deps.orders.applyPayment(current, write, now);
        if (notify.length > 0) this.deps.messagesWaiting();
        return await this.settle(written);
      } catch (error) {
        if (!(error instanceof OrderConflictError) || attempt >= foldAttempts) throw error;
        current = (await this.deps.orders.findByKey(current.IdempotencyKey)) ?? current;
      }
    }
  }

  /** Asks the gateway for every refund owed now (automatic ones: wrong amount, second payment, cancelled order). */
  async settle(order: OrderRecord): Promise<OrderRecord> {
    if (!isOnline(order) || !this.deps.open) return order;
    let current = order;
    for (const owed of refundsOwed(ledgerOf(current), current.Total, statusOf(current))) {
      const reason = owed.cause === 'order-cancelled' && current.CancelReason ? `Order cancelled: ${current.CancelReason}` : refundCauseLabels[owed.cause];
      if (owed.cause !== 'order-cancelled')
        this.deps.log.warn({ orderNumber: current.OrderNumber, paymentId: owed.paymentId, cause: owed.cause }, 'payment needs attention: refunding it');
      current = await this.refund(current, owed.paymentId, owed.amountPaise, reason, shopActor);
    }
    return current;
  }

  /**
   * Refunds `amountPaise` of a payment: the intent first (a pending refund with our id, one conditional write), then
   * the gateway (our id in the notes), whose answer replaces the intent. A gateway that is down leaves the intent
   * pending: reconciliation asks again, matching the gateway's refunds by our id so none is made twice.
   */
  async refund(order: OrderRecord, paymentId: string, amountPaise: number, reason: string, by: string): Promise<OrderRecord> {
    const intent: StoredRefund = {
      id: `${intentPrefix}${this.deps.newId()}`,
      paymentId,
      amountPaise,
      status: 'pending',
      reason,
      at: this.deps.now().toISOString(),
      by,
    };
    let current = order;
    for (let attempt = 1; ; attempt++) {
      const ledger = recordRefund(ledgerOf(current), intent);
      try {
        current = await this.deps.orders.applyPayment(current, { ...this.derived(current, ledger) }, this.deps.now());
        break;
      } catch (error) {
        if (!(error instanceof OrderConflictError) || attempt >= foldAttempts) throw error;
        current = (await this.deps.orders.findByKey(current.IdempotencyKey)) ?? current;
      }
    }
    return this.askGateway(current, intent);
  }

  private async askGateway(order: OrderRecord, intent: StoredRefund): Promise<OrderRecord> {
    try {
      const report = await this.gateway(order.OrderNumber).refund(intent.paymentId, intent.amountPaise, intent.id, intent.reason);
      return await this.record(order, { refunds: [{ ...report, intentId: intent.id }] }, intent.by);
    } catch (error) {
      this.deps.log.error({ err: error, orderNumber: order.OrderNumber, intent: intent.id }, 'refund not issued yet: reconciliation will ask again');
      return order;
    }
  }

  /**
   * What complete answers for an online method: the checkout options of a Razorpay order for the total (the latest
   * one again when a retried complete finds it unpaid); none for cash on delivery, without a gateway, or once paid.
   * A gateway that is down is a 503 naming the saved order and its access token.
   */
  async checkoutOptionsFor(orderId: string, accessToken: string): Promise<CheckoutOptions | undefined> {
    if (!this.deps.open) return undefined;
    const order = await this.deps.orders.findByKey(orderId);
    if (!order || !isOnline(order)) return undefined;
    try {
      return await this.startAttempt(order, { reuseLatest: true, accessToken });
    } catch (error) {
      if (error instanceof Refusal && error.body.error === paymentErrors.nothingDue) return undefined;
      throw error;
    }
  }

  /** A new Razorpay order for what is due, recorded on the order; answers what opens the checkout. */
  async startAttempt(order: OrderRecord, options: { reuseLatest?: boolean; accessToken?: string } = {}): Promise<CheckoutOptions> {
    const ledger = ledgerOf(order);
    const status = this.statusFor(order, ledger);
    if (!isOnline(order) || !canPayAgain(ledger, statusOf(order)) || (status !== 'awaiting-payment' && status !== 'payment-failed')) {
      throw new Refusal(409, { error: paymentErrors.nothingDue, message: nothingDueMessage });
    }
    const latest = order.GatewayOrders?.at(-1);
    if (options.reuseLatest && latest && !ledger.payments.some((payment) => payment.gatewayOrderId === latest.Id))
      return this.checkoutOptions(order, latest.Id);
    let created;
    try {
      created = await this.gateway(order.OrderNumber).createOrder(order.Total * 100, order.OrderNumber);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw gatewayDown(order.OrderNumber, options.accessToken);
      throw error;
    }
    let current = order;
    for (let attempt = 1; ; attempt++) {
      const gatewayOrders = [...(current.GatewayOrders ?? []), { Id: created.id, AmountPaise: created.amountPaise, At: this.deps.now().toISOString() }];
      try {
        await this.deps.orders.applyPayment(
          current,
          { set: { GatewayOrders: gatewayOrders, ...this.derived(current, ledgerOf(current)).set }, remove: [] },
          this.deps.now(),
        );
        return this.checkoutOptions(current, created.id);
      } catch (error) {
        if (!(error instanceof OrderConflictError) || attempt >= foldAttempts) throw error;
        current = (await this.deps.orders.findByKey(current.IdempotencyKey)) ?? current;
        // A complete racing this one (another server) recorded its Razorpay order first: answer that one, so both
        // answers open the same attempt (ours is never shown, so never paid).
        const raced = current.GatewayOrders?.at(-1);
        if (options.reuseLatest && raced && !ledgerOf(current).payments.some((payment) => payment.gatewayOrderId === raced.Id))
          return this.checkoutOptions(current, raced.Id);
      }
    }
  }

  private checkoutOptions(order: OrderRecord, gatewayOrderId: string): CheckoutOptions {
    const open = this.deps.open!;
    const method = order.PaymentMethod === 'qr' ? 'upi' : (order.PaymentMethod as 'card' | 'netbanking' | 'upi');
    const bank = order.PaymentMethod === 'netbanking' && order.Bank ? razorpayBankCodes[order.Bank] : undefined;
    return {
      keyId: open.gateway.settings.keyId,
      gatewayOrderId,
      amountPaise: order.Total * 100,
      currency: 'INR',
      name: 'Party Box',
      description: `Order ${order.OrderNumber}`,
      prefill: {
        name: order.CustomerName ?? '',
        contact: order.ContactPhone ? `+91${order.ContactPhone}` : '',
        ...(order.ContactEmail && { email: order.ContactEmail }),
        method,
        ...(bank && { bank }),
      },
      ...(order.PaymentMethod === 'qr' && { upiFlow: 'qr' as const }),
      scriptUrl: open.scriptUrl,
    };
  }

  /**
   * The browser's report of a payment: the signature checked with the key secret (a forged one changes nothing), the
   * Razorpay order one of this order's, then the payment as the gateway itself reports it is folded in.
   */
  async verify(order: OrderRecord, report: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }): Promise<OrderRecord> {
    const gateway = this.gateway(order.OrderNumber);
    const ours = order.GatewayOrders?.some((gatewayOrder) => gatewayOrder.Id === report.razorpay_order_id);
    if (!ours || !gateway.verifyPayment(report.razorpay_order_id, report.razorpay_payment_id, report.razorpay_signature)) {
      throw new Refusal(400, { error: paymentErrors.unverified, message: paymentUnverifiedMessage });
    }
    let payment: LedgerPayment;
    try {
      payment = await gateway.payment(report.razorpay_payment_id);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw gatewayDown(order.OrderNumber);
      throw error;
    }
    if (payment.gatewayOrderId !== report.razorpay_order_id) throw new Refusal(400, { error: paymentErrors.unverified, message: paymentUnverifiedMessage });
    return this.record(order, { payments: [payment] }, 'Customer');
  }

  /**
   * One reconciliation pass: every order awaiting payment or a refund (the sparse paymentOpen index) gets what the
   * gateway knows folded in: the payments of each of its Razorpay orders and the refunds of each captured payment;
   * refunds we meant to ask for and the gateway never got are asked for again. Answers how many orders it looked at.
   */
  async reconcile(): Promise<number> {
    if (!this.deps.open) return 0;
    let start: Record<string, unknown> | undefined;
    let seen = 0;
    do {
      const page = await this.deps.orders.paymentOpen(start);
      for (const listed of page.items) {
        seen++;
        try {
          await this.reconcileOrder(listed);
        } catch (error) {
          this.deps.log.warn({ err: error, orderNumber: listed.OrderNumber }, 'reconciliation of an order failed; the next pass tries again');
        }
      }
      start = page.lastKey;
    } while (start);
    return seen;
  }

  /** Folds what the gateway knows about one order, and asks again for refunds the gateway never got. */
  async reconcileOrder(listed: OrderRecord): Promise<OrderRecord> {
    const order = (await this.deps.orders.findByKey(listed.IdempotencyKey)) ?? listed;
    const gateway = this.gateway(order.OrderNumber);
    const payments = (await Promise.all((order.GatewayOrders ?? []).map((gatewayOrder) => gateway.paymentsOf(gatewayOrder.Id)))).flat();
    const capturedIds = new Set([...payments, ...ledgerOf(order).payments].filter((payment) => payment.status === 'captured').map((payment) => payment.id));
    const refunds = (await Promise.all([...capturedIds].map((id) => gateway.refundsOf(id)))).flat();
    let current = await this.record(order, { payments, refunds });
    const answered = new Set(refunds.map((report) => report.intentId).filter(Boolean));
    for (const intent of ledgerOf(current).refunds as StoredRefund[]) {
      if (intent.id.startsWith(intentPrefix) && intent.status === 'pending' && !answered.has(intent.id)) current = await this.askGateway(current, intent);
    }
    return current;
  }

  /** Whether a webhook's signature matches its raw body. */
  verifyWebhook(raw: string, signature: string): boolean {
    return this.deps.open?.gateway.verifyWebhook(raw, signature) ?? false;
  }

  /**
   * A webhook event's reports, for the order its Razorpay order was made for (the receipt is our order number; a
   * payment event names only the Razorpay order, which is fetched for it). An order we do not know is logged and left.
   */
  async recordEvent(event: { gatewayOrderId: string; receipt?: string; reports: GatewayReports }): Promise<OrderRecord | undefined> {
    const receipt = event.receipt ?? (event.gatewayOrderId ? (await this.gateway('').fetchOrder(event.gatewayOrderId)).receipt : '');
    const order = receipt ? await this.deps.orders.findByNumber(receipt) : undefined;
    if (!order) {
      this.deps.log.warn({ gatewayOrderId: event.gatewayOrderId, receipt }, 'webhook for an order we do not know: ignored');
      return undefined;
    }
    // The index answered; the write needs the order as it stands (its version and ledger).
    const current = (await this.deps.orders.findByKey(order.IdempotencyKey)) ?? order;
    return this.record(current, event.reports);
  }

  /** An operator's refund of part or all of the accepted payment (checkOperatorRefund's rules). */
  async operatorRefund(order: OrderRecord, amountRupees: number, reason: string, by: string): Promise<OrderRecord> {
    const ledger = ledgerOf(order);
    const allowed = checkOperatorRefund(ledger, order.Total, amountRupees, reason);
    if (!allowed.ok) throw new Refusal(400, { error: 'refund_refused', message: allowed.reason });
    const accepted = ledger.payments.find((payment) => payment.status === 'captured' && payment.amountPaise === order.Total * 100)!;
    this.gateway(order.OrderNumber);
    return this.refund(order, accepted.id, amountRupees * 100, reason.trim(), by);
  }
}

function sameFlags(order: OrderRecord, set: Record<string, unknown>): boolean {
  return ['PaymentOpen', 'PaymentAttention'].every((name) => (name in set ? order[name as keyof OrderRecord] === set[name] : true));
}

/** The customer's texts a fold causes: a refund the gateway took (issued), a refund the bank processed. */
function refundMessages(before: PaymentLedger, after: PaymentLedger): { event: 'refund-issued' | 'refund-processed'; amount: number; reason?: string }[] {
  return after.refunds.flatMap((refund) => {
    if (refund.id.startsWith(intentPrefix)) return [];
    const earlier = before.refunds.find((stored) => stored.id === refund.id);
    const amount = Math.round(refund.amountPaise / 100);
    const messages: { event: 'refund-issued' | 'refund-processed'; amount: number; reason?: string }[] = [];
    if (!earlier) messages.push({ event: 'refund-issued', amount, reason: refund.reason });
    if (refund.status === 'processed' && earlier?.status !== 'processed') messages.push({ event: 'refund-processed', amount });
    return messages;
  });
}
