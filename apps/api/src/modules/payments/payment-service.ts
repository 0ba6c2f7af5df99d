// The money of online orders. Every report of the gateway (the browser's verified payment, a webhook, reconciliation)
// folds into the order's ledger with ONE conditional UpdateItem on its version, which also sets the payment status,
// the sparse index attributes, a history line and the messages it causes; a report that changes nothing writes
// nothing, so duplicates (a webhook delivered twenty times at once) never contend. After each fold the store does what
// the ledger says is owed: it captures an authorised payment (the one it wrote down first, so only one is captured),
// and asks for the refunds owed, each through `requestRefund`, the one home of every refund.
import { fromPaise, toPaise } from '@partybox/pricing';
import { paymentErrors, paymentUnverifiedMessage } from '@partybox/contracts/payments';
import {
  attentionReasons,
  checkOperatorRefund,
  groupOf,
  hasRefundRetries,
  latestAttempts,
  onlinePaymentStatus,
  paymentToCapture,
  recordDispute,
  recordPayment,
  recordRefund,
  refundCauseLabels,
  refundParts,
  refundsOwed,
  type LedgerDispute,
  type LedgerPayment,
  type LedgerRefund,
  type OrderPaymentStatus,
  type PaymentLedger,
} from '@partybox/order-lifecycle';
import { createHash } from 'node:crypto';
import type { Logger } from '../../platform/observability/logger';
import type { OrderRecord } from '../../platform/db/records';
import { Refused } from '../../platform/errors/domain-errors';
import { gatewayDown } from './gateway-down';
import {
  cancelledBy,
  historyActors,
  balanceEntry,
  paymentEntry,
  refundEntry,
  OrderConflictError,
  retryOnConflict,
  type OrderRepository,
  type PaymentWrite,
  type RetryOptions,
  statusOf,
  versionOf,
  ledgerOf,
  paymentTotalOf,
} from '../orders';
import { GatewayRefusedError, GatewayUnavailableError, type GatewayPaymentReport, type GatewayRefundReport, type PaymentGateway } from './gateway';
import type { OpenGateway } from './open-gateway';
import { attentionText, balanceNotices, disputeNotices, intentPrefix, newBalancePayments, refundNotices, type Notice } from './payment-notices';

/** What one report of the gateway says about an order. */
export interface GatewayReports {
  readonly payments?: readonly GatewayPaymentReport[];
  readonly refunds?: readonly GatewayRefundReport[];
  readonly disputes?: readonly LedgerDispute[];
  /** The webhook event's id (`x-razorpay-event-id`): kept with the change it made, for the record. */
  readonly eventId?: string;
}

/** Who the history names for the gateway's own reports. */
export const gatewayActor = historyActors.gateway;
/** Who asks for automatic refunds. */
export const shopActor = 'Shop';

/** The only currency the shop takes; a report in another is never folded into an order. */
const shopCurrency = 'INR';
const keptEventIds = 100;
/** Writes of one fold before giving up (the caller answers 503 and the gateway retries). */
const foldAttempts = 12;

/** An operator's refund, or an edit's: how much, why, who, the request's Idempotency-Key and the version it was asked on. */
interface RefundRequest {
  readonly amountRupees: number;
  readonly reason: string;
  readonly by: string;
  readonly key: string;
  readonly expectedVersion: number;
}
/** How long an authorised payment is left to Razorpay's own automatic capture before the store captures it. */
export const captureGraceMs = 2 * 60_000;
/** How long a captured payment stays watched for refunds and disputes the gateway can still report (Razorpay: 180 days). */
export const watchDays = 180;

/** Whether an order is paid through the gateway (not cash on delivery). */
export const isOnline = (order: Pick<OrderRecord, 'PaymentMethod'>) => order.PaymentMethod !== 'cod';

/** The end of a retry's intent id: `<group>_r<attempt>` (a refund idempotency key takes letters, digits, - and _). */
export const retrySuffix = /_r(\d+)$/;

/** The ledger with reports folded in; a refund that answers one of our intents takes its place (its reason, author and group). */
export function foldReports(ledger: PaymentLedger, reports: GatewayReports): PaymentLedger {
  let next = ledger;
  for (const payment of reports.payments ?? []) {
    const { currency: _currency, ...reported } = payment;
    next = recordPayment(next, reported);
  }
  for (const { refund, intentId } of reports.refunds ?? []) {
    const intent = intentId ? next.refunds.find((stored) => stored.id === intentId) : undefined;
    const known = next.refunds.find((stored) => stored.id === refund.id);
    const ours = intent ?? known;
    if (intent && intent.id !== refund.id) next = { ...next, refunds: next.refunds.filter((stored) => stored.id !== intentId) };
    const merged: LedgerRefund = {
      ...refund,
      ...(ours && { reason: ours.reason }),
      by: ours?.by ?? refund.by ?? shopActor,
      ...(ours?.group && { group: ours.group, attempt: ours.attempt ?? 1 }),
      ...(ours?.concession && { concession: true }),
      // A retry's id is its group's plus `_r<attempt>` (ours never contain another `_r<digits>` at the end).
      ...(!ours && intentId && { group: intentId.replace(retrySuffix, ''), attempt: Number(retrySuffix.exec(intentId)?.[1] ?? 1) }),
    };
    next = recordRefund(next, merged);
  }
  for (const dispute of reports.disputes ?? []) next = recordDispute(next, dispute);
  return next;
}

export class PaymentService {
  constructor(
    readonly deps: {
      readonly orders: OrderRepository;
      readonly open?: OpenGateway;
      readonly now: () => Date;
      readonly newId: () => string;
      readonly messagesWaiting: () => void;
      readonly log: Logger;
      /** Cancels the order's open payment links once none is wanted (PaymentLinks.closeUnneeded, wired by the server). */
      readonly closeUnneededLinks?: (order: OrderRecord) => Promise<OrderRecord>;
    },
  ) {}

  /** Whether a gateway is configured. */
  get enabled(): boolean {
    return this.deps.open !== undefined;
  }

  gateway(orderNumber: string): PaymentGateway {
    if (!this.deps.open) throw gatewayDown(orderNumber);
    return this.deps.open.gateway;
  }

  /** The order as stored now (strongly consistent), after a conflict. */
  async reread(order: OrderRecord): Promise<OrderRecord> {
    return (await this.deps.orders.findByKey(order.IdempotencyKey)) ?? order;
  }

  /** The payment status the ledger gives the order (a hand-marked payment stays paid). */
  statusFor(order: OrderRecord, ledger: PaymentLedger): OrderPaymentStatus {
    if (!isOnline(order) || order.ManualPaymentReference) return order.PaymentStatus as OrderPaymentStatus;
    return onlinePaymentStatus(ledger, paymentTotalOf(order), order.Total);
  }

  /**
   * The attributes the ledger decides: the status and the sparse index flags. `PaymentOpen` is "open" while the store
   * waits on the gateway (a payment, a capture, a refund or its retry), and absent otherwise (paid, an unpaid order set
   * aside). Orders stored before kept "watch" while a captured payment could still be refunded or disputed: nothing
   * reads that entry now, and their next payment write removes it.
   */
  derived(order: OrderRecord, ledger: PaymentLedger): Pick<PaymentWrite, 'set' | 'remove'> {
    const status = this.statusFor(order, ledger);
    const orderStatus = statusOf(order);
    const unpaid = status === 'awaiting-payment' || status === 'payment-failed' || status === 'payment-processing';
    const awaiting = unpaid && isOnline(order) && orderStatus !== 'cancelled' && orderStatus !== 'delivered' && !order.PaymentExpiredAt;
    const waiting =
      ledger.payments.some((payment) => payment.status === 'authorized') ||
      latestAttempts(ledger.refunds).some((refund) => refund.status === 'pending') ||
      hasRefundRetries(ledger);
    // A captured payment is watched by the reconciliation's walk of the orders placed in the last `watchDays`, not
    // from this index: a paid order leaves it (Reconciliation.watchedPage).
    const open = awaiting || waiting ? 'open' : undefined;
    const attention = attentionReasons(ledger, paymentTotalOf(order), order.Total).length > 0;
    return {
      set: { Ledger: ledger, PaymentStatus: status, ...(open && { PaymentOpen: open }), ...(attention && { PaymentAttention: 'attention' }) },
      remove: [...(open ? [] : ['PaymentOpen']), ...(attention ? [] : ['PaymentAttention'])],
    };
  }

  /**
   * The reports that belong to this order: payments in rupees against one of ITS Razorpay orders (whatever a receipt
   * says), refunds and disputes of payments that are not ruled out. Everything else is logged and left.
   */
  private relevant(order: OrderRecord, reports: GatewayReports): GatewayReports {
    const ours = new Set((order.GatewayOrders ?? []).map((gatewayOrder) => gatewayOrder.Id));
    const refused = new Set<string>();
    const payments = (reports.payments ?? []).filter((payment) => {
      const fits = ours.has(payment.gatewayOrderId) && (payment.currency === undefined || payment.currency === shopCurrency);
      if (!fits) {
        refused.add(payment.id);
        this.deps.log.warn(
          { orderNumber: order.OrderNumber, paymentId: payment.id, gatewayOrderId: payment.gatewayOrderId, currency: payment.currency },
          'payment report ignored: not in rupees or not made against one of this order’s Razorpay orders',
        );
      }
      return fits;
    });
    const refunds = (reports.refunds ?? []).filter(
      (report) => !refused.has(report.refund.paymentId) && (report.currency === undefined || report.currency === '' || report.currency === shopCurrency),
    );
    const disputes = (reports.disputes ?? []).filter((dispute) => !refused.has(dispute.paymentId));
    return { payments, refunds, disputes, ...(reports.eventId && { eventId: reports.eventId }) };
  }

  /**
   * Folds the reports into the order and writes the result (nothing when nothing changes), then does what is owed: a
   * capture, refunds. Answers the order as it now stands. Throws OrderConflictError only after many racing writers.
   */
  async record(order: OrderRecord, reports: GatewayReports, by: string = gatewayActor, options: { settle?: boolean } = {}): Promise<OrderRecord> {
    return retryOnConflict(
      order,
      async (current) => {
        const fitting = this.relevant(current, reports);
        const before = ledgerOf(current);
        const ledger = foldReports(before, fitting);
        const from = current.PaymentStatus as OrderPaymentStatus;
        const { set, remove } = this.derived(current, ledger);
        const to = set.PaymentStatus as OrderPaymentStatus;
        const changed = JSON.stringify(ledger) !== JSON.stringify(before) || from !== to || remove.some((name) => name in current) || !sameFlags(current, set);
        if (!changed) return options.settle === false ? current : this.settle(current);
        const notify = this.notices(current, before, ledger, from, to, set);
        // A balance paid (a payment link's, after an edit raised the total) leaves the status as it was: its own line.
        const balance = newBalancePayments(before, ledger, paymentTotalOf(current), current.Total).at(-1);
        const now = this.deps.now();
        const write: PaymentWrite = {
          set: { ...set, ...(fitting.eventId && { PaymentEvents: [...(current.PaymentEvents ?? []), fitting.eventId].slice(-keptEventIds) }) },
          remove,
          ...(from !== to
            ? { history: paymentEntry(now.toISOString(), by, from, to) }
            : balance && { history: balanceEntry(now.toISOString(), by, to, balance) }),
          notify,
        };
        const written = await this.deps.orders.applyPayment(current, write, now);
        if (notify.length > 0) this.deps.messagesWaiting();
        return options.settle === false ? written : await this.settle(written);
      },
      this.retry(),
    );
  }

  /** The conflict retry of every fold: many writers may race on one order (webhooks, reconciliation, the browser). */
  private retry<T>(exhausted?: (current: OrderRecord) => T): RetryOptions<T> {
    return { attempts: foldAttempts, reread: (current) => this.reread(current), backoff: true, ...(exhausted && { exhausted }) };
  }

  /** The customer's and the team's messages a fold causes, written in the same conditional write. */
  private notices(
    order: OrderRecord,
    before: PaymentLedger,
    after: PaymentLedger,
    from: OrderPaymentStatus,
    to: OrderPaymentStatus,
    set: Record<string, unknown>,
  ) {
    // The team hears when the payment starts needing attention (in this same write), and of every dispute's news.
    const newlyAttention = set.PaymentAttention !== undefined && order.PaymentAttention === undefined;
    const disputes = disputeNotices(before, after);
    const attention: Notice[] = newlyAttention ? [{ event: 'team-payment-attention', reason: attentionText(after, paymentTotalOf(order), order.Total) }] : [];
    // A balance payment that makes the order paid is told by "paid" (one text per payment either way).
    const paid = to === 'paid' && from !== 'paid';
    return [
      ...(paid ? [{ event: 'paid' as const }] : balanceNotices(before, after, paymentTotalOf(order), order.Total)),
      ...refundNotices(before, after),
      ...(newlyAttention && disputes.length > 0 ? attention : [...attention, ...disputes]),
    ];
  }

  /**
   * Does what the ledger says is owed now: cancels the payment links no longer wanted, captures an authorised payment,
   * then asks for every refund owed.
   */
  async settle(order: OrderRecord): Promise<OrderRecord> {
    const closed = await this.closeLinks(order);
    if (!isOnline(closed) || !this.deps.open) return closed;
    const captured = await this.capture(closed);
    return this.refundOwed(captured);
  }

  /**
   * A link still open on an order paid or cancelled is cancelled now, so the customer cannot pay twice; when Razorpay
   * cannot be reached, reconciliation's look at the order's links does it later.
   */
  private async closeLinks(order: OrderRecord): Promise<OrderRecord> {
    if (!this.deps.open || !this.deps.closeUnneededLinks || !order.PaymentLinks?.some((link) => link.Status === 'created')) return order;
    try {
      return await this.deps.closeUnneededLinks(order);
    } catch (error) {
      this.deps.log.warn({ err: error, orderNumber: order.OrderNumber }, 'open payment links not cancelled yet: reconciliation tries again');
      return order;
    }
  }

  /**
   * Captures the authorised payment the ledger names (paymentToCapture) once it has been authorised for
   * `captureGraceMs`: Razorpay captures a checkout's payment itself (automatic capture), and its `payment.authorized`
   * often arrives before `payment.captured`, so a fresh one is left to Razorpay (a later pass or report captures it if
   * Razorpay did not: manual capture, a late authorisation). The choice is written first (the ledger's `capturing`,
   * one conditional write), so two servers never capture two payments of one order. A capture Razorpay
   * refuses (captured already, given back) is settled by reading the payment as Razorpay reports it.
   */
  private async capture(order: OrderRecord): Promise<OrderRecord> {
    // The choice is written first; a conflict reads the order again and chooses again.
    const chosen = await retryOnConflict<{ current: OrderRecord; candidate?: LedgerPayment }>(
      order,
      async (current) => {
        const ledger = ledgerOf(current);
        const candidate = paymentToCapture(ledger, paymentTotalOf(current), statusOf(current));
        if (!candidate || this.deps.now().getTime() - Date.parse(candidate.at) < captureGraceMs) return { current };
        if (ledger.capturing === candidate.id) return { current, candidate };
        return {
          current: await this.deps.orders.applyPayment(current, this.derived(current, { ...ledger, capturing: candidate.id }), this.deps.now()),
          candidate,
        };
      },
      this.retry((current) => ({ current })),
    );
    const { current, candidate } = chosen;
    if (!candidate) return current;
    const gateway = this.gateway(current.OrderNumber);
    try {
      const report = await gateway.capture(candidate.id, candidate.amountPaise);
      return await this.record(current, { payments: [report] }, gatewayActor, { settle: false });
    } catch (error) {
      if (error instanceof GatewayRefusedError) {
        this.deps.log.warn({ orderNumber: current.OrderNumber, paymentId: candidate.id, reason: error.message }, 'capture refused: reading the payment');
        const report = await gateway.payment(candidate.id).catch(() => undefined);
        return report ? await this.record(current, { payments: [report] }, gatewayActor, { settle: false }) : current;
      }
      this.deps.log.error({ err: error, orderNumber: current.OrderNumber, paymentId: candidate.id }, 'capture not made yet: reconciliation asks again');
      return current;
    }
  }

  /**
   * Asks for every automatic refund owed (wrong amount, second payment, cancelled order). Each is derived from the
   * order as stored: on a conflict the order is read again and what is owed derived again, never asked for twice.
   */
  private async refundOwed(order: OrderRecord): Promise<OrderRecord> {
    let current = order;
    // One refund asked per round (a cancelled order paid twice owes two), each derived again after a conflict.
    for (let round = 1; round <= foldAttempts; round++) {
      const next = await retryOnConflict(
        current,
        async (stored): Promise<{ order: OrderRecord; done: boolean }> => {
          const owed = refundsOwed(ledgerOf(stored), paymentTotalOf(stored), statusOf(stored), stored.Total)[0];
          if (!owed) return { order: stored, done: true };
          const reason = owed.cause === 'order-cancelled' && stored.CancelReason ? `Order cancelled: ${stored.CancelReason}` : refundCauseLabels[owed.cause];
          // A cancel's refund is asked for by whoever cancelled (the customer, an operator); the others by the shop.
          const by = (owed.cause === 'order-cancelled' && cancelledBy(stored)) || shopActor;
          if (owed.cause !== 'order-cancelled')
            this.deps.log.warn({ orderNumber: stored.OrderNumber, paymentId: owed.paymentId, cause: owed.cause }, 'payment needs attention: refunding it');
          const refunded = await this.requestRefund(stored, {
            paymentId: owed.paymentId,
            amountPaise: owed.amountPaise,
            reason,
            by,
            intentId: `${intentPrefix}${this.deps.newId()}`,
          });
          return { order: refunded, done: false };
        },
        this.retry((stored) => ({ order: stored, done: true })),
      );
      current = next.order;
      if (next.done) return current;
    }
    return current;
  }

  /**
   * THE way every refund starts, whoever asks (an operator, a customer's cancel, the store for a wrong or second
   * payment, a retry): one refund intent (pending, our id) written by ONE conditional write on the version the caller
   * read, whose ledger the amount was checked against, so the money to refund is still there when it lands; then the
   * gateway is asked, the intent id its idempotency key. Throws OrderConflictError when the order moved on: the caller
   * decides (an operator reloads; automatic refunds derive what is owed again).
   */
  async requestRefund(
    order: OrderRecord,
    ask: { paymentId: string; amountPaise: number; reason: string; by: string; intentId: string; group?: string; attempt?: number; concession?: boolean },
  ): Promise<OrderRecord> {
    const intent: LedgerRefund = {
      id: ask.intentId,
      paymentId: ask.paymentId,
      amountPaise: ask.amountPaise,
      status: 'pending',
      reason: ask.reason,
      at: this.deps.now().toISOString(),
      by: ask.by,
      group: ask.group ?? ask.intentId,
      attempt: ask.attempt ?? 1,
      ...(ask.concession && { concession: true }),
    };
    const before = ledgerOf(order);
    const ledger = recordRefund(before, intent);
    const derived = this.derived(order, ledger);
    const from = order.PaymentStatus as OrderPaymentStatus;
    const to = derived.set.PaymentStatus as OrderPaymentStatus;
    // The history names each refund when it is asked for: how much, to which payment, who asked and why (a retry of it
    // is the same refund: no new line unless it moves the payment status). The gateway's answers are Razorpay's lines.
    const method = before.payments.find((payment) => payment.id === ask.paymentId)?.method;
    const line =
      (ask.attempt ?? 1) === 1
        ? refundEntry(intent.at, ask.by, { amountPaise: ask.amountPaise, paymentId: ask.paymentId, reason: ask.reason, ...(method && { method }) })
        : from !== to
          ? paymentEntry(intent.at, ask.by, from, to)
          : undefined;
    const written = await this.deps.orders.applyPayment(order, { ...derived, ...(line && { history: line }) }, this.deps.now());
    return this.askGateway(written, intent);
  }

  /**
   * Asks the gateway for an intent's refund. Its answer replaces the intent. A refusal (a 4xx, such as a low balance)
   * settles the intent as failed, with the gateway's reason: the team is told and it is retried on a schedule. No
   * answer leaves it pending: reconciliation asks again with the same idempotency key, so it is refunded once.
   */
  async askGateway(order: OrderRecord, intent: LedgerRefund): Promise<OrderRecord> {
    try {
      const report = await this.gateway(order.OrderNumber).refund(intent.paymentId, intent.amountPaise, intent.id, intent.reason);
      return await this.record(order, { refunds: [{ ...report, intentId: intent.id }] }, gatewayActor, { settle: false });
    } catch (error) {
      if (error instanceof GatewayRefusedError) {
        this.deps.log.warn({ orderNumber: order.OrderNumber, intent: intent.id, reason: error.message }, 'refund refused by the gateway: settled as failed');
        const failed = { refund: { ...intent, status: 'failed' as const, failure: error.message }, intentId: intent.id };
        return this.record(order, { refunds: [failed] }, gatewayActor, { settle: false });
      }
      this.deps.log.error({ err: error, orderNumber: order.OrderNumber, intent: intent.id }, 'refund not issued yet: reconciliation will ask again');
      return order;
    }
  }

  /**
   * An operator's refund of part or all of what the customer paid (checkOperatorRefund's rules), across the payments that
   * pay the order: a balance paid by link as well as the first payment (refundParts, the latest first). The boxes stay
   * with the order: what goes back is off its price (a concession), not a balance the customer owes again. Once, like an
   * edit's refund (refundAcross): a double click or a retry whose answer was lost asks for nothing more; a refund that
   * lost a race to another change is a 409, and the operator reloads.
   */
  async operatorRefund(order: OrderRecord, request: RefundRequest) {
    const base = this.refundIntentBase(order, request.key);
    // A refund asked before refunds were split across payments kept the base itself as its intent's id.
    if (ledgerOf(order).refunds.some((refund) => groupOf(refund) === base)) return order;
    const asked = ledgerOf(order).refunds.some((refund) => groupOf(refund).startsWith(`${base}-`));
    if (!asked) {
      if (versionOf(order) !== request.expectedVersion) throw new OrderConflictError(order.OrderNumber);
      const allowed = checkOperatorRefund(ledgerOf(order), paymentTotalOf(order), request.amountRupees, request.reason, order.Total);
      if (!allowed.ok) throw new Refused('refund_refused', allowed.reason);
    }
    return this.refundAcross(order, request, base, { concession: true, onVersion: true, totalOf: (current) => current.Total });
  }

  /**
   * The refund of an edit that lowered the total: the difference goes back across the payments that paid the order
   * before the edit (its new total plus what is to go back), the latest first, through refundAcross.
   */
  async editRefund(order: OrderRecord, request: RefundRequest) {
    const base = this.refundIntentBase(order, request.key);
    if (!ledgerOf(order).refunds.some((refund) => groupOf(refund).startsWith(`${base}-`)) && versionOf(order) !== request.expectedVersion) {
      throw new OrderConflictError(order.OrderNumber);
    }
    return this.refundAcross(order, request, base, {
      concession: false,
      onVersion: false,
      totalOf: (current, remainingPaise) => current.Total + fromPaise(remainingPaise),
    });
  }

  /** The id every part of one request's refund starts with: the order and the request's Idempotency-Key. */
  private refundIntentBase(order: OrderRecord, key: string): string {
    return `${intentPrefix}op-${createHash('sha256').update(`${order.OrderNumber}\n${key}`).digest('hex').slice(0, 32)}`;
  }

  /**
   * Asks the gateway for `request.amountRupees` back, a part from each payment that can return some (refundParts: the
   * latest first; a gateway refund returns part of one payment), each part through requestRefund. Once: each part's
   * intent id is `base` plus its part number, and a retry (a double click, a part that lost a race) asks only for what
   * the parts already asked leave. `totalOf` is the total the payments are read against (acceptedPayments). With
   * `onVersion` (an operator's refund, checked on the order as the operator read it), a first part that loses a race to
   * another change is a 409 unless that change was this same request (a double click); an edit's refund is owed by the
   * saved edit, so its parts are asked again on the order as it is now.
   */
  private async refundAcross(
    order: OrderRecord,
    request: RefundRequest,
    base: string,
    how: { readonly concession: boolean; readonly onVersion: boolean; readonly totalOf: (current: OrderRecord, remainingPaise: number) => number },
  ) {
    const partsOf = (current: OrderRecord) =>
      new Set(
        ledgerOf(current)
          .refunds.map(groupOf)
          .filter((group) => group.startsWith(`${base}-`)),
      );
    const askedPaise = (current: OrderRecord) =>
      latestAttempts(ledgerOf(current).refunds)
        .filter((refund) => partsOf(current).has(groupOf(refund)))
        .reduce((sum, refund) => sum + refund.amountPaise, 0);
    this.gateway(order.OrderNumber);
    let current = order;
    for (let round = 1; round <= foldAttempts; round++) {
      const remaining = toPaise(request.amountRupees) - askedPaise(current);
      if (remaining <= 0) return current;
      const [part] = refundParts(ledgerOf(current), paymentTotalOf(current), how.totalOf(current, remaining), remaining);
      if (!part) throw new Refused('refund_refused', 'There is no captured payment left to refund on this order.');
      try {
        current = await this.requestRefund(current, {
          paymentId: part.payment.id,
          amountPaise: part.amountPaise,
          reason: request.reason.trim(),
          by: request.by,
          intentId: `${base}-${partsOf(current).size + 1}`,
          ...(how.concession && { concession: true }),
        });
      } catch (error) {
        if (!(error instanceof OrderConflictError)) throw error;
        current = await this.reread(current);
        if (how.onVersion && partsOf(current).size === 0) throw error;
      }
    }
    return current;
  }

  /**
   * The browser's report of a payment: the signature checked with the key secret (a forged one changes nothing), the
   * Razorpay order one of this order's, then the payment as the gateway itself reports it is folded in.
   */
  async verify(order: OrderRecord, report: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string }): Promise<OrderRecord> {
    const gateway = this.gateway(order.OrderNumber);
    const ours = order.GatewayOrders?.some((gatewayOrder) => gatewayOrder.Id === report.razorpay_order_id);
    if (!ours || !gateway.verifyPayment(report.razorpay_order_id, report.razorpay_payment_id, report.razorpay_signature)) {
      throw new Refused(paymentErrors.unverified, paymentUnverifiedMessage);
    }
    let payment: GatewayPaymentReport;
    try {
      payment = await gateway.payment(report.razorpay_payment_id);
    } catch (error) {
      if (error instanceof GatewayUnavailableError) throw gatewayDown(order.OrderNumber);
      throw error;
    }
    if (payment.gatewayOrderId !== report.razorpay_order_id) throw new Refused(paymentErrors.unverified, paymentUnverifiedMessage);
    return this.record(order, { payments: [payment] }, 'Customer');
  }

  /** Whether a webhook's signature matches its raw body. */
  verifyWebhook(raw: string, signature: string): boolean {
    return this.deps.open?.gateway.verifyWebhook(raw, signature) ?? false;
  }

  /**
   * A webhook event's reports, for the order whose Razorpay order the event names (the Razorpay order's receipt is our
   * order number; the order must list that Razorpay order as its own). An event about an order we do not know (or a
   * Razorpay order the gateway does not know) is logged and answered: undefined.
   */
  async recordEvent(event: { gatewayOrderId: string; receipt?: string; reports: GatewayReports }): Promise<OrderRecord | undefined> {
    const order = await this.orderOf(event.gatewayOrderId, event.receipt);
    if (!order) {
      this.deps.log.warn({ gatewayOrderId: event.gatewayOrderId, receipt: event.receipt }, 'webhook for an order we do not know: ignored');
      return undefined;
    }
    return this.record(order, event.reports);
  }

  /** The order (as stored now) that a Razorpay order was made for, if it is one of that order's own. */
  async orderOf(gatewayOrderId: string, receipt?: string): Promise<OrderRecord | undefined> {
    if (!gatewayOrderId) return undefined;
    let number = receipt;
    if (!number) {
      try {
        number = (await this.gateway('').fetchOrder(gatewayOrderId)).receipt;
      } catch (error) {
        if (error instanceof GatewayRefusedError) return undefined;
        throw error;
      }
    }
    const listed = number ? await this.deps.orders.findByNumber(number) : undefined;
    // The index answered; the write needs the order as it stands (its version and ledger).
    const order = listed && (await this.reread(listed));
    return order?.GatewayOrders?.some((gatewayOrder) => gatewayOrder.Id === gatewayOrderId) ? order : undefined;
  }
}

function sameFlags(order: OrderRecord, set: Record<string, unknown>): boolean {
  return ['PaymentOpen', 'PaymentAttention'].every((name) => (name in set ? order[name as keyof OrderRecord] === set[name] : true));
}
