// An order's money as data: what the gateway reported (payments, refunds and disputes, in any order, any number of
// times) folds into one ledger, and everything else is derived from it: the payment status, the payment to capture, the
// refunds still owed (a wrong amount, a second payment, a payment for a cancelled order) and what needs an operator's
// eye. Pure: the API stores the ledger on the order and calls the gateway for what these functions list.
import { toPaise } from '@partybox/pricing';
import type { OrderPaymentStatus, OrderStatus } from './index';
import { acceptedPayments, capturedPayments, refundedPaise, type LedgerPayment, type PaymentLedger } from './ledger';
import { countedRefunds, latestAttempts } from './refunds';
import { openDisputes } from './disputes';

/**
 * The authorised payment the shop should capture now, if any: the one already being captured while it is still
 * authorised, else the earliest authorised payment of exactly the total, while nothing is captured and the order is
 * open. Any other authorised payment is left to the gateway, which gives it back when its capture window closes.
 */
export function paymentToCapture(ledger: PaymentLedger, totalRupees: number, orderStatus: OrderStatus): LedgerPayment | undefined {
  if (orderStatus === 'cancelled' || orderStatus === 'delivered' || capturedPayments(ledger).length > 0) return undefined;
  const authorised = ledger.payments.filter((payment) => payment.status === 'authorized' && payment.amountPaise === toPaise(totalRupees));
  return authorised.find((payment) => payment.id === ledger.capturing) ?? [...authorised].sort((a, b) => a.at.localeCompare(b.at))[0];
}

/** How a gateway-paid order's payment stands, derived from its ledger. */
export type OnlinePaymentStatus = 'awaiting-payment' | 'payment-processing' | 'payment-failed' | 'paid' | 'refund-pending' | 'partly-refunded' | 'refunded';

/**
 * The payment status of an order paid online: refund pending while a refund of its own money is on its way (of any
 * payment, when none was accepted); refunded once the
 * accepted payments are refunded in full, partly refunded once part of them is; paid with an accepted payment (an
 * edit that raised the total leaves it paid with a balance due: balanceDuePaise, shown beside the status); being confirmed while a payment of the total is authorised and not captured yet; payment failed when the
 * latest attempt failed; else awaiting payment. Refunds of payments that never paid (auto-refunded) do not count.
 */
export function onlinePaymentStatus(ledger: PaymentLedger, paymentTotalRupees: number, totalRupees: number = paymentTotalRupees): OnlinePaymentStatus {
  const accepted = acceptedPayments(ledger, paymentTotalRupees, totalRupees);
  // A paid order stays paid while a payment it did not want (a second one) is being refunded: only a refund of the
  // order's own money is "on its way" (the status page's money note names the other).
  const ownMoney = (refund: { readonly paymentId: string }) => accepted.length === 0 || accepted.some((payment) => payment.id === refund.paymentId);
  if (latestAttempts(countedRefunds(ledger)).some((refund) => refund.status === 'pending' && ownMoney(refund))) return 'refund-pending';
  if (accepted.length > 0) {
    const refunded = accepted.reduce((sum, payment) => sum + refundedPaise(ledger, payment.id, ['processed']), 0);
    const paid = accepted.reduce((sum, payment) => sum + payment.amountPaise, 0);
    return refunded >= paid ? 'refunded' : refunded > 0 ? 'partly-refunded' : 'paid';
  }
  const anyRefunded = capturedPayments(ledger).some((payment) => refundedPaise(ledger, payment.id, ['processed']) > 0);
  if (anyRefunded) return 'refunded';
  if (ledger.payments.some((payment) => payment.status === 'authorized' && payment.amountPaise === toPaise(paymentTotalRupees))) return 'payment-processing';
  const latest = [...ledger.payments].sort((a, b) => a.at.localeCompare(b.at)).at(-1);
  return latest?.status === 'failed' ? 'payment-failed' : 'awaiting-payment';
}

/** What `isPaymentDue` reads of an order. */
export interface PaymentDueFacts {
  /** Paid online (not cash on delivery). */
  readonly online: boolean;
  readonly paymentStatus: OrderPaymentStatus;
  readonly orderStatus: OrderStatus;
}

/**
 * Whether an order still owes its total online: paid online, nothing taken yet (awaiting payment, or the last attempt
 * failed), and the order still open. A cancelled order owes nothing; nor does a delivered one: once it is handed over
 * the team settles what is left by hand (marked paid in the console), never by a new online payment. The one rule for
 * the status page's amount due, the "Pay now" refusal and setting an unpaid order aside.
 */
export function isPaymentDue({ online, paymentStatus, orderStatus }: PaymentDueFacts): boolean {
  const unpaid = paymentStatus === 'awaiting-payment' || paymentStatus === 'payment-failed';
  return online && unpaid && orderStatus !== 'cancelled' && orderStatus !== 'delivered';
}

/**
 * Whether the customer may start a new payment attempt: nothing captured, no payment of the total waiting for its bank
 * (they would pay twice), order still open.
 */
export function canPayAgain(ledger: PaymentLedger, orderStatus: OrderStatus, totalRupees?: number): boolean {
  if (orderStatus === 'cancelled' || orderStatus === 'delivered') return false;
  const waiting = ledger.payments.some(
    (payment) => payment.status === 'authorized' && (totalRupees === undefined || payment.amountPaise === toPaise(totalRupees)),
  );
  return capturedPayments(ledger).length === 0 && !waiting;
}

/** What an operator should look at: a refund that did not go through, a wrong amount, a second payment, a dispute. */
export type AttentionReason = 'refund-failed' | 'amount-mismatch' | 'duplicate-payment' | 'dispute';

export const attentionReasonLabels: Record<AttentionReason, string> = {
  'refund-failed': 'A refund failed',
  'amount-mismatch': 'Paid amount differs from the order total',
  'duplicate-payment': 'Paid twice',
  dispute: 'The customer disputed the payment',
};

/**
 * Why the order's money needs an operator, if it does (the console's "payment needs attention" filter). A payment
 * accepted for the balance an edit added (acceptedPayments, against the current `totalRupees`) needs nobody.
 */
export function attentionReasons(ledger: PaymentLedger, paymentTotalRupees: number, totalRupees: number = paymentTotalRupees): AttentionReason[] {
  const reasons = new Set<AttentionReason>();
  // A refund whose latest attempt failed matters until the payment's money went back some other way.
  for (const refund of latestAttempts(ledger.refunds).filter((latest) => latest.status === 'failed')) {
    const payment = ledger.payments.find((p) => p.id === refund.paymentId);
    if (payment?.status === 'auto-refunded') continue;
    if (!payment || refundedPaise(ledger, payment.id, ['processed', 'pending']) < payment.amountPaise) reasons.add('refund-failed');
  }
  const accepted = acceptedPayments(ledger, paymentTotalRupees, totalRupees);
  for (const payment of capturedPayments(ledger)) {
    if (accepted.some((a) => a.id === payment.id)) continue;
    // Once a payment the order did not want is back with the customer, nobody needs to do anything about it.
    if (refundedPaise(ledger, payment.id, ['processed']) >= payment.amountPaise) continue;
    reasons.add(accepted.length > 0 || payment.amountPaise === toPaise(paymentTotalRupees) ? 'duplicate-payment' : 'amount-mismatch');
  }
  if (openDisputes(ledger).length > 0) reasons.add('dispute');
  return [...reasons];
}
