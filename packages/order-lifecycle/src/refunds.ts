// Refunds in the ledger. A refund the shop asks for is written first as an intent (our id, pending), then asked of the
// gateway, whose refund takes the intent's place. Every attempt at one refund shares a `group` (the first intent's id),
// so a refund that is refused or fails at the bank is retried as a new attempt of the same group, a few times with
// growing delays, and still counts as ONE refund: one text to the customer, one line for the team, never a new refund.
import { formatInr, fromPaise, toPaise } from '@partybox/pricing';
import type { OrderStatus } from './index';
import {
  acceptedPayments,
  capturedPayments,
  refundedPaise,
  upsert,
  type GatewayRefundStatus,
  type LedgerPayment,
  type LedgerRefund,
  type PaymentLedger,
  unwantedPaymentReasons,
} from './ledger';

const refundRank: Record<GatewayRefundStatus, number> = { pending: 0, failed: 1, processed: 2 };

/** The ledger with a refund report folded in; a refund reported before its payment is kept and counts once the payment arrives. */
export function recordRefund(ledger: PaymentLedger, refund: LedgerRefund): PaymentLedger {
  return { ...ledger, refunds: upsert(ledger.refunds, refund, (stored, reported) => refundRank[reported.status] > refundRank[stored.status]) };
}

/** The refund group an entry belongs to (its own id for a refund made outside the store). */
export const groupOf = (refund: LedgerRefund) => refund.group ?? refund.id;

/** One entry per refund asked for: the latest attempt of each group. */
export function latestAttempts(refunds: readonly LedgerRefund[]): LedgerRefund[] {
  const latest = new Map<string, LedgerRefund>();
  for (const refund of refunds) {
    const stored = latest.get(groupOf(refund));
    if (!stored || (refund.attempt ?? 1) > (stored.attempt ?? 1)) latest.set(groupOf(refund), refund);
  }
  return [...latest.values()];
}

/** The refunds that move money the customer paid: not those of a payment the gateway gave back uncaptured. */
export function countedRefunds(ledger: PaymentLedger): LedgerRefund[] {
  return ledger.refunds.filter((refund) => {
    const payment = ledger.payments.find((p) => p.id === refund.paymentId);
    return !payment || payment.status === 'captured';
  });
}

/**
 * Paise of a payment already spoken for: refunded or on the way, plus the store's own refunds whose latest attempt
 * failed (they are retried, or left to the team: never asked for again as a new refund).
 */
function claimedPaise(ledger: PaymentLedger, paymentId: string): number {
  const failedOurs = latestAttempts(ledger.refunds).filter((refund) => refund.paymentId === paymentId && refund.status === 'failed' && refund.group);
  return refundedPaise(ledger, paymentId) + failedOurs.reduce((sum, refund) => sum + refund.amountPaise, 0);
}

/**
 * Paise of one payment a refund may still return: what it kept, less the store's own refunds of it that failed and
 * will be retried (a second refund beside one of those could return the money twice). Once a failed refund's retries
 * are over it is left to the team, and its amount may be refunded again by hand.
 */
function stillRefundable(ledger: PaymentLedger, payment: LedgerPayment): number {
  const retrying = latestAttempts(ledger.refunds).filter(
    (refund) => refund.paymentId === payment.id && refund.status === 'failed' && refund.group && (refund.attempt ?? 1) < maxRefundAttempts,
  );
  const held = retrying.reduce((sum, refund) => sum + refund.amountPaise, 0);
  return Math.max(0, payment.amountPaise - refundedPaise(ledger, payment.id) - held);
}

/**
 * Paise the customer has paid and not had back, nor is about to: what a refund may still return, across every payment
 * that pays the order (the first, and a balance paid by link after an edit raised the total: acceptedPayments).
 * `totalRupees` is the order's current total when an edit changed it (default: the payment's total).
 */
export function refundablePaise(ledger: PaymentLedger, paymentTotalRupees: number, totalRupees: number = paymentTotalRupees): number {
  return acceptedPayments(ledger, paymentTotalRupees, totalRupees).reduce((sum, payment) => sum + stillRefundable(ledger, payment), 0);
}

/** One payment's share of a refund. */
export interface RefundPart {
  readonly payment: LedgerPayment;
  readonly amountPaise: number;
}

/**
 * How a refund of `amountPaise` is taken from the payments that pay the order (a gateway refund returns part of ONE
 * payment): the latest first (a balance paid by link, then the first payment), each at most what it can still return.
 * Empty when nothing is left; short of the amount when less is left than asked (checkOperatorRefund refuses that first).
 */
export function refundParts(ledger: PaymentLedger, paymentTotalRupees: number, totalRupees: number, amountPaise: number): RefundPart[] {
  const parts: RefundPart[] = [];
  let left = amountPaise;
  for (const payment of acceptedPayments(ledger, paymentTotalRupees, totalRupees).reverse()) {
    const share = Math.min(left, stillRefundable(ledger, payment));
    if (share <= 0) continue;
    parts.push({ payment, amountPaise: share });
    left -= share;
    if (left === 0) break;
  }
  return parts;
}

/** Why a captured payment must go back to the customer. */
export type RefundCause = 'amount-mismatch' | 'duplicate-payment' | 'order-cancelled';

export const refundCauseLabels: Record<RefundCause, string> = {
  ...unwantedPaymentReasons,
  'order-cancelled': 'The order is cancelled',
};

/** A refund the shop owes and has not asked the gateway for yet. */
export interface OwedRefund {
  readonly paymentId: string;
  readonly amountPaise: number;
  readonly cause: RefundCause;
}

/**
 * The refunds owed now: every captured payment not accepted (acceptedPayments: a wrong amount, a second payment, more
 * than the balance an edit left) in full, and once the order is cancelled the accepted ones too; less what is already
 * refunded, on its way, or asked for and being retried. Derived again after every write, so a refund is never asked
 * for twice. `totalRupees` is the order's current total when an edit changed it (default: the payment's total).
 */
export function refundsOwed(
  ledger: PaymentLedger,
  paymentTotalRupees: number,
  orderStatus: OrderStatus,
  totalRupees: number = paymentTotalRupees,
): OwedRefund[] {
  const accepted = acceptedPayments(ledger, paymentTotalRupees, totalRupees);
  return capturedPayments(ledger).flatMap((payment): OwedRefund[] => {
    const cause: RefundCause | undefined =
      orderStatus === 'cancelled'
        ? 'order-cancelled'
        : accepted.some((a) => a.id === payment.id)
          ? undefined
          : accepted.length > 0 || payment.amountPaise === toPaise(paymentTotalRupees)
            ? 'duplicate-payment'
            : 'amount-mismatch';
    const left = payment.amountPaise - claimedPaise(ledger, payment.id);
    return cause && left > 0 ? [{ paymentId: payment.id, amountPaise: left, cause }] : [];
  });
}

/**
 * The refunds a cancel of the order would make now, as the store will ask for them once it is cancelled: the same rule
 * (refundsOwed of the cancelled order), so the console can say before cancelling what goes back and to which payment.
 * Empty for cash on delivery and unpaid orders.
 */
export function refundsOnCancel(ledger: PaymentLedger, paymentTotalRupees: number, totalRupees: number = paymentTotalRupees): OwedRefund[] {
  return refundsOwed(ledger, paymentTotalRupees, 'cancelled', totalRupees);
}

const methodWords: Readonly<Record<string, string>> = { upi: 'UPI', card: 'card', netbanking: 'net banking', wallet: 'wallet', emi: 'EMI' };

/**
 * Where a refund goes, in words: "₹1,499 to UPI payment pay_N1x2". The console's cancel and refund confirmations and
 * the order history's refund lines all say it this way.
 */
export function refundDestination(amountPaise: number, payment: { readonly id: string; readonly method?: string }): string {
  return `${formatInr(fromPaise(amountPaise))} to ${paymentName(payment)}`;
}

/** A payment in words, by its way and its gateway id: "UPI payment pay_N1x2" (just "payment pay_N1x2" when the way is unknown). */
export function paymentName(payment: { readonly id: string; readonly method?: string }): string {
  const method = payment.method ? `${methodWords[payment.method] ?? payment.method} payment` : 'payment';
  return `${method} ${payment.id}`;
}

/** Minutes to wait after attempt N failed before attempt N+1; after the last, the refund is left to the team. */
export const refundRetryDelaysMinutes = [10, 60, 360] as const;
/** The most attempts one refund gets (the first ask and its retries). */
export const maxRefundAttempts = refundRetryDelaysMinutes.length + 1;

/** A retry the store should make now: the next attempt of a refund whose latest attempt failed. */
export interface RefundRetry {
  readonly group: string;
  readonly attempt: number;
  readonly paymentId: string;
  readonly amountPaise: number;
  readonly reason: string;
  readonly by?: string;
  /** The refund retried is an operator's refund of part of the price (LedgerRefund.concession). */
  readonly concession?: boolean;
}

/**
 * The store's refunds to ask for again now: those whose latest attempt failed, with attempts left, once the delay after
 * that attempt has passed, for what the payment still holds (another refund may have returned some of it meanwhile).
 */
export function refundRetriesDue(ledger: PaymentLedger, now: Date): RefundRetry[] {
  return latestAttempts(ledger.refunds).flatMap((refund): RefundRetry[] => {
    const attempt = refund.attempt ?? 1;
    if (refund.status !== 'failed' || !refund.group || attempt >= maxRefundAttempts) return [];
    const payment = capturedPayments(ledger).find((p) => p.id === refund.paymentId);
    if (!payment) return [];
    const dueAt = Date.parse(refund.at) + refundRetryDelaysMinutes[attempt - 1]! * 60_000;
    const left = payment.amountPaise - refundedPaise(ledger, payment.id);
    if (now.getTime() < dueAt || left <= 0) return [];
    return [
      {
        group: refund.group,
        attempt: attempt + 1,
        paymentId: refund.paymentId,
        amountPaise: Math.min(refund.amountPaise, left),
        reason: refund.reason,
        ...(refund.by && { by: refund.by }),
        ...(refund.concession && { concession: true }),
      },
    ];
  });
}

/** Whether a refund of the store's still has attempts to come (the order stays on the reconciliation list meanwhile). */
export function hasRefundRetries(ledger: PaymentLedger): boolean {
  return latestAttempts(ledger.refunds).some((refund) => refund.status === 'failed' && refund.group && (refund.attempt ?? 1) < maxRefundAttempts);
}

/**
 * A refund an operator asks for: at least ₹1, at most what is left of the payments that pay the order (refundablePaise),
 * with a reason. `totalRupees` is the order's current total when an edit changed it (default: the payment's total).
 */
export function checkOperatorRefund(
  ledger: PaymentLedger,
  paymentTotalRupees: number,
  amountRupees: number,
  reason: string,
  totalRupees: number = paymentTotalRupees,
): { ok: true } | { ok: false; reason: string } {
  const left = refundablePaise(ledger, paymentTotalRupees, totalRupees);
  if (left === 0) return { ok: false, reason: 'There is no captured payment left to refund on this order.' };
  if (!Number.isInteger(amountRupees) || amountRupees < 1) return { ok: false, reason: 'Enter the amount to refund in whole rupees (at least ₹1).' };
  if (toPaise(amountRupees) > left) return { ok: false, reason: `At most ${formatInr(fromPaise(left))} can be refunded on this order.` };
  if (!reason.trim()) return { ok: false, reason: 'Give a reason for the refund.' };
  return { ok: true };
}
