// An order's money as data: what the gateway reported (payments and refunds, in any order, any number of times) folds
// into one ledger, and everything else is derived from it: the payment status, the refunds still owed (a wrong amount,
// a second payment, a payment for a cancelled order) and what needs an operator's eye. Pure: the API stores the ledger
// on the order and calls the gateway for what `refundsOwed` lists.
import type { OrderStatus } from './index';

/** A payment attempt as the gateway reports it. Amounts are in paise, as the gateway counts them. */
export interface LedgerPayment {
  /** The gateway's payment id (`pay_…`). */
  readonly id: string;
  /** The gateway order it was made against (`order_…`): each attempt to pay gets its own. */
  readonly gatewayOrderId: string;
  readonly amountPaise: number;
  /** upi, card, netbanking, wallet …, as the gateway names it. */
  readonly method: string;
  readonly status: GatewayPaymentStatus;
  /** When the gateway made it (ISO). */
  readonly at: string;
  /** The gateway's reason for a failure, for the console. */
  readonly failure?: string;
  /** For net banking, the bank the gateway reports the payment was made from (Razorpay's code: ICIC, HDFC …). */
  readonly bank?: string;
}

/** A refund as the gateway reports it (or as we asked for it, before the gateway answered: then `id` is ours). */
export interface LedgerRefund {
  readonly id: string;
  readonly paymentId: string;
  readonly amountPaise: number;
  readonly status: GatewayRefundStatus;
  /** Why it was made: the operator's or customer's words, or the automatic reason. */
  readonly reason: string;
  readonly at: string;
}

export type GatewayPaymentStatus = 'created' | 'authorized' | 'failed' | 'captured';
export type GatewayRefundStatus = 'pending' | 'failed' | 'processed';

/** Everything the gateway told us about one order's money. */
export interface PaymentLedger {
  readonly payments: readonly LedgerPayment[];
  readonly refunds: readonly LedgerRefund[];
}

export const emptyLedger: PaymentLedger = { payments: [], refunds: [] };

// Reports arrive late, twice and out of order (a webhook retried, the browser's report after the webhook): a report
// never moves a payment or refund back to an earlier state.
const paymentRank: Record<GatewayPaymentStatus, number> = { created: 0, authorized: 1, failed: 2, captured: 3 };
const refundRank: Record<GatewayRefundStatus, number> = { pending: 0, failed: 1, processed: 2 };

function upsert<T extends { readonly id: string }>(items: readonly T[], item: T, newer: (stored: T, reported: T) => boolean): T[] {
  const index = items.findIndex((stored) => stored.id === item.id);
  if (index === -1) return [...items, item];
  if (!newer(items[index]!, item)) return [...items];
  return items.map((stored, i) => (i === index ? { ...stored, ...item } : stored));
}

/** The ledger with a payment report folded in: new payments are added, known ones only move forward. */
export function recordPayment(ledger: PaymentLedger, payment: LedgerPayment): PaymentLedger {
  return { ...ledger, payments: upsert(ledger.payments, payment, (stored, reported) => paymentRank[reported.status] > paymentRank[stored.status]) };
}

/** The ledger with a refund report folded in; a refund reported before its payment is kept and counts once the payment arrives. */
export function recordRefund(ledger: PaymentLedger, refund: LedgerRefund): PaymentLedger {
  return { ...ledger, refunds: upsert(ledger.refunds, refund, (stored, reported) => refundRank[reported.status] > refundRank[stored.status]) };
}

/** Why a captured payment must go back to the customer. */
export type RefundCause = 'amount-mismatch' | 'duplicate-payment' | 'order-cancelled';

export const refundCauseLabels: Record<RefundCause, string> = {
  'amount-mismatch': 'Paid amount differs from the order total',
  'duplicate-payment': 'A second payment for an order already paid',
  'order-cancelled': 'The order is cancelled',
};

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

const captured = (ledger: PaymentLedger) => ledger.payments.filter((payment) => payment.status === 'captured').sort((a, b) => a.at.localeCompare(b.at));

/**
 * The payment that pays the order: the earliest captured payment of exactly the order's total. Any other captured
 * payment is refunded (see refundsOwed).
 */
export function acceptedPayment(ledger: PaymentLedger, totalRupees: number): LedgerPayment | undefined {
  return captured(ledger).find((payment) => payment.amountPaise === totalRupees * 100);
}

/** Paise refunded (processed) or on their way (pending) for a payment; failed refunds do not count. */
export function refundedPaise(ledger: PaymentLedger, paymentId: string, statuses: readonly GatewayRefundStatus[] = ['pending', 'processed']): number {
  return ledger.refunds
    .filter((refund) => refund.paymentId === paymentId && statuses.includes(refund.status))
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
}

/** A refund the shop owes and has not asked the gateway for yet. */
export interface OwedRefund {
  readonly paymentId: string;
  readonly amountPaise: number;
  readonly cause: RefundCause;
}

/**
 * The refunds owed now: every captured payment other than the accepted one in full (wrong amount, or a second
 * payment), and once the order is cancelled the accepted one too; less what is already refunded or pending.
 */
export function refundsOwed(ledger: PaymentLedger, totalRupees: number, orderStatus: OrderStatus): OwedRefund[] {
  const accepted = acceptedPayment(ledger, totalRupees);
  return captured(ledger).flatMap((payment): OwedRefund[] => {
    const cause: RefundCause | undefined =
      orderStatus === 'cancelled'
        ? 'order-cancelled'
        : payment.id === accepted?.id
          ? undefined
          : accepted || payment.amountPaise === totalRupees * 100
            ? 'duplicate-payment'
            : 'amount-mismatch';
    const left = payment.amountPaise - refundedPaise(ledger, payment.id);
    return cause && left > 0 ? [{ paymentId: payment.id, amountPaise: left, cause }] : [];
  });
}

/** What an operator should look at: a refund the gateway refused, a wrong amount, a second payment. */
export type AttentionReason = 'refund-failed' | 'amount-mismatch' | 'duplicate-payment';

export const attentionReasonLabels: Record<AttentionReason, string> = {
  'refund-failed': 'A refund failed',
  'amount-mismatch': 'Paid amount differs from the order total',
  'duplicate-payment': 'Paid twice',
};

/** Why the order's money needs an operator, if it does (the console's "payment needs attention" filter). */
export function attentionReasons(ledger: PaymentLedger, totalRupees: number): AttentionReason[] {
  const reasons = new Set<AttentionReason>();
  const failedRefunds = ledger.refunds.filter((refund) => refund.status === 'failed');
  // A failed refund stops mattering once another refund of the same payment went through for the money.
  for (const refund of failedRefunds) {
    const payment = ledger.payments.find((p) => p.id === refund.paymentId);
    if (!payment || refundedPaise(ledger, payment.id, ['processed', 'pending']) < payment.amountPaise) reasons.add('refund-failed');
  }
  const accepted = acceptedPayment(ledger, totalRupees);
  for (const payment of captured(ledger)) {
    if (payment.id === accepted?.id) continue;
    reasons.add(accepted || payment.amountPaise === totalRupees * 100 ? 'duplicate-payment' : 'amount-mismatch');
  }
  return [...reasons];
}

/** How a gateway-paid order's payment stands, derived from its ledger. */
export type OnlinePaymentStatus = 'awaiting-payment' | 'payment-failed' | 'paid' | 'refund-pending' | 'refunded';

/**
 * The payment status of an order paid online: refund pending while any refund is on its way; refunded once the
 * accepted payment is refunded in full (a partial refund leaves it paid, with the refund listed); paid with an
 * accepted payment; payment failed when the latest attempt failed; else awaiting payment.
 */
export function onlinePaymentStatus(ledger: PaymentLedger, totalRupees: number): OnlinePaymentStatus {
  if (ledger.refunds.some((refund) => refund.status === 'pending')) return 'refund-pending';
  const accepted = acceptedPayment(ledger, totalRupees);
  if (accepted) return refundedPaise(ledger, accepted.id, ['processed']) >= accepted.amountPaise ? 'refunded' : 'paid';
  const anyRefunded = captured(ledger).some((payment) => refundedPaise(ledger, payment.id, ['processed']) > 0);
  if (anyRefunded) return 'refunded';
  const latest = [...ledger.payments].sort((a, b) => a.at.localeCompare(b.at)).at(-1);
  return latest?.status === 'failed' ? 'payment-failed' : 'awaiting-payment';
}

/** Paise the customer has paid and not had back: what a refund may still return. */
export function refundablePaise(ledger: PaymentLedger, totalRupees: number): number {
  const accepted = acceptedPayment(ledger, totalRupees);
  return accepted ? accepted.amountPaise - refundedPaise(ledger, accepted.id) : 0;
}

/** Whether the customer may start a new payment attempt: nothing captured, nothing pending, order still open. */
export function canPayAgain(ledger: PaymentLedger, orderStatus: OrderStatus): boolean {
  if (orderStatus === 'cancelled' || orderStatus === 'delivered') return false;
  return captured(ledger).length === 0;
}

/** A refund an operator asks for: at least ₹1, at most what is left of the accepted payment, with a reason. */
export function checkOperatorRefund(
  ledger: PaymentLedger,
  totalRupees: number,
  amountRupees: number,
  reason: string,
): { ok: true } | { ok: false; reason: string } {
  const left = refundablePaise(ledger, totalRupees);
  if (left === 0) return { ok: false, reason: 'There is no captured payment left to refund on this order.' };
  if (!Number.isInteger(amountRupees) || amountRupees < 1) return { ok: false, reason: 'Enter the amount to refund in whole rupees (at least ₹1).' };
  if (amountRupees * 100 > left) return { ok: false, reason: `At most ${inr.format(left / 100)} can be refunded on this order.` };
  if (!reason.trim()) return { ok: false, reason: 'Give a reason for the refund.' };
  return { ok: true };
}
