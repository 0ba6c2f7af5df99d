// An order's money as data: what the gateway reported (payments, refunds and disputes, in any order, any number of
// times) folds into one ledger, and everything else is derived from it: the payment status, the payment to capture, the
// refunds still owed (a wrong amount, a second payment, a payment for a cancelled order) and what needs an operator's
// eye. Pure: the API stores the ledger on the order and calls the gateway for what these functions list.
import type { OrderStatus } from './index';
import { countedRefunds, latestAttempts, recordRefund, refundedPaise, type LedgerRefund } from './refunds';
import { openDisputes, type LedgerDispute } from './disputes';

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
  /** The bank of a net-banking payment, as the gateway reports it (HDFC, ICIC …). */
  readonly bank?: string;
}

/**
 * Where a payment stands at the gateway. `authorized`: the customer's bank holds the money and the shop has not captured
 * it yet. `auto-refunded`: the gateway gave back an authorised payment that was never captured (its capture window
 * closed, or it was a second payment on an order already paid): it never paid anything.
 */
export type GatewayPaymentStatus = 'created' | 'authorized' | 'failed' | 'auto-refunded' | 'captured';

/** Everything the gateway told us about one order's money. */
export interface PaymentLedger {
  readonly payments: readonly LedgerPayment[];
  readonly refunds: readonly LedgerRefund[];
  /** Chargebacks and disputes the customer's bank raised (absent on ledgers stored before them). */
  readonly disputes?: readonly LedgerDispute[];
  /** The authorised payment the shop asked the gateway to capture: written before asking, so only one is ever captured. */
  readonly capturing?: string;
}

export const emptyLedger: PaymentLedger = { payments: [], refunds: [] };

// Reports arrive late, twice and out of order (a webhook retried, the browser's report after the webhook): a report
// never moves a payment back to an earlier state. An authorised payment ends either captured or auto-refunded.
const paymentRank: Record<GatewayPaymentStatus, number> = { created: 0, authorized: 1, failed: 2, 'auto-refunded': 3, captured: 4 };

/** The items with `item` put in (new) or merged over the stored one when `newer` says the report moves it on. */
export function upsert<T extends { readonly id: string }>(items: readonly T[], item: T, newer: (stored: T, reported: T) => boolean): T[] {
  const index = items.findIndex((stored) => stored.id === item.id);
  if (index === -1) return [...items, item];
  if (!newer(items[index]!, item)) return [...items];
  return items.map((stored, i) => (i === index ? { ...stored, ...item } : stored));
}

/** The ledger with a payment report folded in: new payments are added, known ones only move forward. */
export function recordPayment(ledger: PaymentLedger, payment: LedgerPayment): PaymentLedger {
  return { ...ledger, payments: upsert(ledger.payments, payment, (stored, reported) => paymentRank[reported.status] > paymentRank[stored.status]) };
}

/** The captured payments, oldest first: the only money the customer has paid. */
export const capturedPayments = (ledger: PaymentLedger) =>
  ledger.payments.filter((payment) => payment.status === 'captured').sort((a, b) => a.at.localeCompare(b.at));

/**
 * The payment that pays the order: the earliest captured payment of exactly the order's total. Any other captured
 * payment is refunded (see refundsOwed). An authorised payment pays nothing until it is captured.
 */
export function acceptedPayment(ledger: PaymentLedger, totalRupees: number): LedgerPayment | undefined {
  return capturedPayments(ledger).find((payment) => payment.amountPaise === totalRupees * 100);
}

/**
 * The authorised payment the shop should capture now, if any: the one already being captured while it is still
 * authorised, else the earliest authorised payment of exactly the total, while nothing is captured and the order is
 * open. Any other authorised payment is left to the gateway, which gives it back when its capture window closes.
 */
export function paymentToCapture(ledger: PaymentLedger, totalRupees: number, orderStatus: OrderStatus): LedgerPayment | undefined {
  if (orderStatus === 'cancelled' || orderStatus === 'delivered' || capturedPayments(ledger).length > 0) return undefined;
  const authorised = ledger.payments.filter((payment) => payment.status === 'authorized' && payment.amountPaise === totalRupees * 100);
  return authorised.find((payment) => payment.id === ledger.capturing) ?? [...authorised].sort((a, b) => a.at.localeCompare(b.at))[0];
}

/** How a gateway-paid order's payment stands, derived from its ledger. */
export type OnlinePaymentStatus = 'awaiting-payment' | 'payment-processing' | 'payment-failed' | 'paid' | 'refund-pending' | 'refunded';

/**
 * The payment status of an order paid online: refund pending while any refund is on its way; refunded once the
 * accepted payment is refunded in full (a partial refund leaves it paid, with the refund listed); paid with an accepted
 * payment; being confirmed while a payment of the total is authorised and not captured yet; payment failed when the
 * latest attempt failed; else awaiting payment. Refunds of payments that never paid (auto-refunded) do not count.
 */
export function onlinePaymentStatus(ledger: PaymentLedger, totalRupees: number): OnlinePaymentStatus {
  if (latestAttempts(countedRefunds(ledger)).some((refund) => refund.status === 'pending')) return 'refund-pending';
  const accepted = acceptedPayment(ledger, totalRupees);
  if (accepted) return refundedPaise(ledger, accepted.id, ['processed']) >= accepted.amountPaise ? 'refunded' : 'paid';
  const anyRefunded = capturedPayments(ledger).some((payment) => refundedPaise(ledger, payment.id, ['processed']) > 0);
  if (anyRefunded) return 'refunded';
  if (ledger.payments.some((payment) => payment.status === 'authorized' && payment.amountPaise === totalRupees * 100)) return 'payment-processing';
  const latest = [...ledger.payments].sort((a, b) => a.at.localeCompare(b.at)).at(-1);
  return latest?.status === 'failed' ? 'payment-failed' : 'awaiting-payment';
}

/** Paise the customer has paid and not had back: what a refund may still return. */
export function refundablePaise(ledger: PaymentLedger, totalRupees: number): number {
  const accepted = acceptedPayment(ledger, totalRupees);
  return accepted ? accepted.amountPaise - refundedPaise(ledger, accepted.id) : 0;
}

/**
 * Whether the customer may start a new payment attempt: nothing captured, no payment of the total waiting for its bank
 * (they would pay twice), order still open.
 */
export function canPayAgain(ledger: PaymentLedger, orderStatus: OrderStatus, totalRupees?: number): boolean {
  if (orderStatus === 'cancelled' || orderStatus === 'delivered') return false;
  const waiting = ledger.payments.some((payment) => payment.status === 'authorized' && (totalRupees === undefined || payment.amountPaise === totalRupees * 100));
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

/** Why the order's money needs an operator, if it does (the console's "payment needs attention" filter). */
export function attentionReasons(ledger: PaymentLedger, totalRupees: number): AttentionReason[] {
  const reasons = new Set<AttentionReason>();
  // A refund whose latest attempt failed matters until the payment's money went back some other way.
  for (const refund of latestAttempts(ledger.refunds).filter((latest) => latest.status === 'failed')) {
    const payment = ledger.payments.find((p) => p.id === refund.paymentId);
    if (payment?.status === 'auto-refunded') continue;
    if (!payment || refundedPaise(ledger, payment.id, ['processed', 'pending']) < payment.amountPaise) reasons.add('refund-failed');
  }
  const accepted = acceptedPayment(ledger, totalRupees);
  for (const payment of capturedPayments(ledger)) {
    if (payment.id === accepted?.id) continue;
    reasons.add(accepted || payment.amountPaise === totalRupees * 100 ? 'duplicate-payment' : 'amount-mismatch');
  }
  if (openDisputes(ledger).length > 0) reasons.add('dispute');
  return [...reasons];
}

export { recordRefund };
