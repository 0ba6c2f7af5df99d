// The gateway's behaviour on its state: orders, payments (captured at once under the account's automatic capture
// setting, or left authorized for a manual capture), Razorpay's automatic refund of payments it will not capture, and
// refunds, each change raising the webhook events Razorpay raises for it.
import { randomInt } from 'node:crypto';
import { badRequest, malformedId, notEnoughBalanceForRefund, refundRefused, unknownId } from './errors';
import { collection, snapshot, type PaymentMethod, type RazorpayOrder, type RazorpayPayment, type RazorpayRefund, type RefundStatus } from './entities';
import { epochSeconds, isWellFormedId, newId, type IdPrefix } from './ids';
import type { SandboxStore } from './store';
import { amountInPaise, currency, notes, onlyFields, optionalText, type Body } from './validate';
import type { WebhookDispatcher } from './webhooks';
import { paymentInstrument, type PaymentInstrument } from './instruments';

/**
 * How a payment attempt ends at the bank: authorised (then captured if the account auto-captures, unless the
 * authorisation came late, after the checkout window), or failed with Razorpay's error fields.
 */
export type PaymentOutcome = { authorised: true; late?: boolean } | { authorised: false; error: PaymentError };

export interface PaymentError {
  code: string;
  description: string;
  source: string;
  step: string;
  reason: string;
}

/** The failure Razorpay's test VPA failure@razorpay produces. */
export const testPaymentFailure: PaymentError = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment was unsuccessful due to a temporary issue. If amount got deducted, it will be refunded within 5-7 working days.',
  source: 'gateway',
  step: 'payment_response',
  reason: 'payment_failed',
};

export interface PaymentRequest {
  orderId: string;
  instrument: PaymentInstrument;
  outcome: PaymentOutcome;
  /** Paise; the order's amount when absent (an out-of-band payment may differ). */
  amount?: number;
  email?: string;
  contact?: string;
  /** Lets a payment land on an order already paid (a double payment); checkout refuses paid orders. */
  allowPaidOrder?: boolean;
  /** The payment's description (a Payment Link's payment carries `#<link id without plink_>`). */
  description?: string;
}

const orderFields = ['amount', 'currency', 'receipt', 'notes'];
/** Order fields Razorpay takes but the sandbox does not model: refused by name rather than ignored. */
const unmodelledOrderFields = ['partial_payment', 'payment_capture', 'first_payment_min_amount', 'method', 'offer_id', 'transfers', 'bank_account'];
/** Disputes that still block a refund ("The refund on this payment is blocked due to ongoing dispute investigation"). */
const ongoingDispute = new Set(['open', 'under_review']);
const refundFields = ['amount', 'speed', 'notes', 'receipt'];

export class Gateway {
  private failRefunds = 0;
  private holdRefunds = 0;
  private readonly refusals: string[] = [];
  private readonly settleTimers = new Set<NodeJS.Timeout>();
  private readonly paidListeners: Array<(order: RazorpayOrder, payment: RazorpayPayment) => void> = [];

  constructor(
    private readonly store: SandboxStore,
    private readonly webhooks: WebhookDispatcher,
  ) {}

  /** Called after an order is paid (its payment captured, payment.captured and order.paid raised): Payment Links listen. */
  onOrderPaid(listener: (order: RazorpayOrder, payment: RazorpayPayment) => void): void {
    this.paidListeners.push(listener);
  }

  createOrder(body: Body): RazorpayOrder {
    const unmodelled = Object.keys(body).find((key) => unmodelledOrderFields.includes(key));
    if (unmodelled) throw badRequest(`${unmodelled} is not modelled by the sandbox: leave it out (the account's capture setting decides capture)`, unmodelled);
    onlyFields(body, orderFields);
    const amount = amountInPaise(body.amount);
    const order: RazorpayOrder = {
      id: newId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: currency(body.currency),
      receipt: optionalText(body.receipt, 'receipt', 40),
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notes(body.notes),
      created_at: epochSeconds(),
    };
    this.store.state.orders[order.id] = order;
    this.store.save();
    return order;
  }

  /** Orders, newest first, optionally those with one receipt (GET /v1/orders?receipt=…). */
  listOrders(query: URLSearchParams) {
    const receipt = query.get('receipt');
    const count = Math.min(Number(query.get('count') ?? 10) || 10, 100);
    const skip = Number(query.get('skip') ?? 0) || 0;
    const orders = newestFirst(Object.values(this.store.state.orders).filter((order) => receipt === null || order.receipt === receipt));
    return collection(orders.slice(skip, skip + count));
  }

  order(id: string): RazorpayOrder {
    return this.find('order', this.store.state.orders, id);
  }

  /** Every payment attempted on an order, newest first. */
  orderPayments(id: string) {
    this.order(id);
    return collection(newestFirst(Object.values(this.store.state.payments).filter((payment) => payment.order_id === id)));
  }

  payment(id: string): RazorpayPayment {
    return this.find('pay', this.store.state.payments, id);
  }

  /** POST /v1/payments/:id/capture (SDK `payments.capture(id, amount, currency)`), refused in Razorpay's words. */
  capturePayment(id: string, body: Body): RazorpayPayment {
    const payment = this.payment(id);
    onlyFields(body, ['amount', 'currency']);
    const amount = amountInPaise(body.amount);
    if (body.currency === undefined) throw badRequest('The currency field is required.', 'currency');
    if (body.currency !== payment.currency) throw badRequest('Capture request currency must be same as payment currency', 'currency');
    if (payment.captured) throw badRequest('This payment has already been captured');
    if (payment.status !== 'authorized') throw badRequest('Only payments which have been authorized and not yet captured can be captured');
    if (amount !== payment.amount) throw badRequest('Capture amount must be equal to the amount authorized', 'amount');
    this.capture(this.order(payment.order_id), payment);
    this.store.save();
    return payment;
  }

  /**
   * A payment on an order: failed (payment.failed), or authorised (payment.authorized) and then, as Razorpay does:
   * captured at once when the account auto-captures and the authorisation was not late (payment.captured, order.paid);
   * refunded at once, never captured, when the order is already paid (a second payment on a paid order);
   * otherwise left `authorized` for `POST /v1/payments/:id/capture` or the end of the capture window.
   */
  pay(request: PaymentRequest): RazorpayPayment {
    const order = this.order(request.orderId);
    if (order.status === 'paid' && !request.allowPaidOrder) throw badRequest('Order has already been paid. No further payment can be made.');
    if (!request.allowPaidOrder && this.orderPaymentsWith(order.id, 'authorized').length > 0) {
      // Razorpay: "If an order is in an attempted state with the associated payment id in the authorised state,
      // initiating another payment using the same order id is not allowed."
      throw badRequest('A payment on this order is already authorized and awaiting capture. No further payment can be made.');
    }
    const payment: RazorpayPayment = {
      id: newId('pay'),
      entity: 'payment',
      amount: request.amount === undefined ? order.amount : amountInPaise(request.amount),
      currency: 'INR',
      status: 'created',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: request.instrument.method,
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: request.description ?? null,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: null,
      email: request.email ?? 'void@razorpay.com',
      contact: request.contact ?? '+919000090000',
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      acquirer_data: {},
      created_at: epochSeconds(),
      ...paymentInstrument(request.instrument),
    };
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    this.store.state.payments[payment.id] = payment;
    if (!request.outcome.authorised) this.fail(payment, request.outcome.error);
    else {
      const paidAlready = order.status === 'paid';
      payment.status = 'authorized';
      this.webhooks.raise('payment.authorized', { payment: { entity: snapshot(payment) } });
      if (paidAlready) this.autoRefund(payment);
      else if (this.store.state.autoCapture && !request.outcome.late) this.capture(order, payment);
    }
    this.store.save();
    return payment;
  }

  /**
   * A late authorisation of a payment already reported `failed` (Razorpay marks a payment with no bank answer failed
   * after about 10 minutes and keeps asking the bank for days): it becomes `authorized` (payment.authorized), is not
   * captured automatically, and is refunded at once if its order is paid meanwhile. Its error fields stay as they were.
   */
  authorizeLate(paymentId: string): RazorpayPayment {
    const payment = this.payment(paymentId);
    if (payment.status !== 'failed') throw badRequest(`Payment ${paymentId} is ${payment.status}: only a failed payment can be authorised late`);
    const order = this.order(payment.order_id);
    payment.status = 'authorized';
    this.webhooks.raise('payment.authorized', { payment: { entity: snapshot(payment) } });
    if (order.status === 'paid') this.autoRefund(payment);
    this.store.save();
    return payment;
  }

  /** Whether the account captures payments automatically (Razorpay's dashboard capture setting). */
  setAutoCapture(on: boolean): void {
    this.store.state.autoCapture = on;
    this.store.save();
  }

  /** The end of Razorpay's capture window: every payment still `authorized` is refunded automatically, never captured. */
  expireAuthorizations(): RazorpayPayment[] {
    const expired = Object.values(this.store.state.payments).filter((payment) => payment.status === 'authorized');
    for (const payment of expired) this.autoRefund(payment);
    this.store.save();
    return expired;
  }

  refund(paymentId: string, body: Body): RazorpayRefund {
    const payment = this.payment(paymentId);
    onlyFields(body, refundFields);
    if (payment.status === 'refunded') throw badRequest('The payment has been fully refunded already');
    if (payment.status !== 'captured') throw badRequest('The payment status should be captured for action to be taken');
    const left = payment.amount - payment.amount_refunded;
    const amount = body.amount === undefined ? left : amountInPaise(body.amount);
    if (amount > left) throw badRequest('The refund amount provided is greater than amount captured', 'amount');
    const speed = body.speed === undefined ? 'normal' : body.speed;
    if (speed !== 'normal' && speed !== 'optimum') throw badRequest('The selected speed is invalid.', 'speed');
    if (Object.values(this.store.state.disputes).some((dispute) => dispute.payment_id === payment.id && ongoingDispute.has(dispute.status))) {
      throw badRequest('The refund on this payment is blocked due to ongoing dispute investigation');
    }
    const refusal = this.refusals.shift();
    if (refusal !== undefined) throw refundRefused(refusal);
    const refund: RazorpayRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: 'INR',
      payment_id: payment.id,
      notes: notes(body.notes),
      receipt: optionalText(body.receipt, 'receipt', 40),
      acquirer_data: { arn: null },
      created_at: epochSeconds(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: speed,
    };
    this.store.state.refunds[refund.id] = refund;
    this.applyRefunded(payment, amount);
    this.webhooks.raise('refund.created', { refund: { entity: snapshot(refund) }, payment: { entity: snapshot(payment) } });
    this.store.save();
    const finalStatus = this.failRefunds > 0 ? 'failed' : 'processed';
    if (this.failRefunds > 0) this.failRefunds -= 1;
    if (this.holdRefunds > 0) this.holdRefunds -= 1;
    else this.settleSoon(refund.id, finalStatus);
    return refund;
  }

  /** The refunds of a payment, newest first. */
  paymentRefunds(paymentId: string) {
    this.payment(paymentId);
    return collection(newestFirst(Object.values(this.store.state.refunds).filter((refund) => refund.payment_id === paymentId)));
  }

  /** A refund by id; with `paymentId`, only if it belongs to that payment. */
  refundById(id: string, paymentId?: string): RazorpayRefund {
    if (paymentId !== undefined) this.payment(paymentId);
    const refund = this.find('rfnd', this.store.state.refunds, id);
    if (paymentId !== undefined && refund.payment_id !== paymentId) throw unknownId();
    return refund;
  }

  /** The next `count` refund requests are refused with a 400 (by default Razorpay's low-balance refusal); nothing is created. */
  refuseNextRefunds(count: number, description = notEnoughBalanceForRefund): void {
    for (let index = 0; index < count; index += 1) this.refusals.push(description);
  }

  /** The next `count` refunds end failed (refund.failed) instead of processed. */
  failNextRefunds(count: number): void {
    this.failRefunds += count;
  }

  /** The next `count` refunds stay pending until `settleRefund` is called for them. */
  holdNextRefunds(count: number): void {
    this.holdRefunds += count;
  }

  /** Moves a pending refund to processed or failed, raising refund.processed or refund.failed. */
  settleRefund(id: string, status: Exclude<RefundStatus, 'pending'>): RazorpayRefund {
    const refund = this.refundById(id);
    if (refund.status !== 'pending') throw badRequest(`Refund ${id} is already ${refund.status}`);
    const payment = this.payment(refund.payment_id);
    refund.status = status;
    if (status === 'processed') refund.acquirer_data.arn = String(randomInt(10 ** 11, 10 ** 12));
    else this.applyRefunded(payment, -refund.amount);
    this.webhooks.raise(`refund.${status}`, { refund: { entity: snapshot(refund) }, payment: { entity: snapshot(payment) } });
    this.store.save();
    return refund;
  }

  /** Settles refunds left pending when the sandbox last stopped (held ones included) as processed. */
  resumePendingRefunds(): void {
    for (const refund of Object.values(this.store.state.refunds)) if (refund.status === 'pending') this.settleSoon(refund.id, 'processed');
  }

  close(): void {
    for (const timer of this.settleTimers) clearTimeout(timer);
    this.settleTimers.clear();
  }

  private settleSoon(id: string, status: Exclude<RefundStatus, 'pending'>): void {
    // A moment later, as a bank would answer: the create call returns the refund pending first.
    const timer = setTimeout(() => {
      this.settleTimers.delete(timer);
      this.settleRefund(id, status);
    }, 20);
    this.settleTimers.add(timer);
  }

  /** Captures an authorised payment: the order is paid; any other payment still authorised on it is refunded at once. */
  private capture(order: RazorpayOrder, payment: RazorpayPayment): void {
    payment.status = 'captured';
    payment.captured = true;
    // Razorpay's standard fee, 2 % plus 18 % GST on it, deducted at capture.
    payment.tax = Math.round(payment.amount * 0.02 * 0.18);
    payment.fee = Math.round(payment.amount * 0.02) + payment.tax;
    order.amount_paid += payment.amount;
    order.amount_due = Math.max(0, order.amount - order.amount_paid);
    order.status = 'paid';
    this.webhooks.raise('payment.captured', { payment: { entity: snapshot(payment) } });
    this.webhooks.raise('order.paid', { payment: { entity: snapshot(payment) }, order: { entity: snapshot(order) } });
    for (const listener of this.paidListeners) listener(order, payment);
    // Razorpay: a late-authorised payment on an order another payment paid "is refunded immediately, and only
    // successful payment is marked against the Order".
    for (const other of this.orderPaymentsWith(order.id, 'authorized')) this.autoRefund(other);
  }

  /**
   * Razorpay's automatic refund of a payment it did not capture: `refunded` with `captured: false`, the whole amount
   * refunded (`refund_status: 'full'`) by a refund that is processed at once (refund.created, refund.processed).
   */
  private autoRefund(payment: RazorpayPayment): void {
    const refund: RazorpayRefund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount: payment.amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: [],
      receipt: null,
      acquirer_data: { arn: String(randomInt(10 ** 11, 10 ** 12)) },
      created_at: epochSeconds(),
      batch_id: null,
      status: 'processed',
      speed_processed: 'normal',
      speed_requested: 'normal',
    };
    this.store.state.refunds[refund.id] = refund;
    payment.status = 'refunded';
    payment.amount_refunded = payment.amount;
    payment.refund_status = 'full';
    this.webhooks.raise('refund.created', {
      refund: { entity: snapshot({ ...refund, status: 'pending' as const, acquirer_data: { arn: null } }) },
      payment: { entity: snapshot(payment) },
    });
    this.webhooks.raise('refund.processed', { refund: { entity: snapshot(refund) }, payment: { entity: snapshot(payment) } });
  }

  private orderPaymentsWith(orderId: string, status: RazorpayPayment['status']): RazorpayPayment[] {
    return Object.values(this.store.state.payments).filter((payment) => payment.order_id === orderId && payment.status === status);
  }

  private fail(payment: RazorpayPayment, error: PaymentError): void {
    payment.status = 'failed';
    payment.error_code = error.code;
    payment.error_description = error.description;
    payment.error_source = error.source;
    payment.error_step = error.step;
    payment.error_reason = error.reason;
    this.webhooks.raise('payment.failed', { payment: { entity: snapshot(payment) } });
  }

  private applyRefunded(payment: RazorpayPayment, change: number): void {
    payment.amount_refunded += change;
    const full = payment.amount_refunded >= payment.amount;
    payment.refund_status = payment.amount_refunded === 0 ? null : full ? 'full' : 'partial';
    payment.status = full ? 'refunded' : 'captured';
  }

  find<T>(prefix: IdPrefix, table: Record<string, T>, id: string): T {
    if (!isWellFormedId(prefix, id)) throw malformedId(id);
    const found = table[id];
    if (!found) throw unknownId();
    return found;
  }
}

/** Newest first; within one second, the later created first (the state keeps creation order). */
function newestFirst<T extends { created_at: number }>(items: T[]): T[] {
  return items.reverse().sort((a, b) => b.created_at - a.created_at);
}

/** Newest first, for the collections of other modules. */
export { newestFirst };

export type { PaymentMethod };
