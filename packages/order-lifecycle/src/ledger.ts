// The ledger's shapes: what the gateway reports about an order's money (payments, refunds, disputes) and the first
// folds every other rule builds on. Pure data; the rules live in payments.ts, refunds.ts and disputes.ts.
import { toPaise } from '@partybox/pricing';

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

/** A refund as the gateway reports it (or as we asked for it, before the gateway answered: then `id` is ours). */
export interface LedgerRefund {
  readonly id: string;
  readonly paymentId: string;
  readonly amountPaise: number;
  readonly status: GatewayRefundStatus;
  /** Why it was made: the operator's or customer's words, or the automatic reason. */
  readonly reason: string;
  readonly at: string;
  /** Who asked for it: an operator's name, "Customer", "Shop"; absent for one made outside the store. */
  readonly by?: string;
  /** The first intent's id, shared by every attempt at this refund; absent on refunds made outside the store. */
  readonly group?: string;
  /** 1 for the first ask, 2 for the first retry … */
  readonly attempt?: number;
  /** Why the gateway refused it or the bank failed it. */
  readonly failure?: string;
  /**
   * An operator's refund of part of the price while the order keeps its boxes (the console's Refund): money the shop
   * chose to give back, so it lowers what the order still owes by as much (balanceDuePaise), never a balance to pay.
   */
  readonly concession?: boolean;
}

export type GatewayRefundStatus = 'pending' | 'failed' | 'processed';

/** Where a dispute stands, as the gateway names it. */
export type DisputeStatus = 'open' | 'under_review' | 'action_required' | 'won' | 'lost' | 'closed';

export interface LedgerDispute {
  /** The gateway's dispute id (`disp_…`). */
  readonly id: string;
  readonly paymentId: string;
  /** The amount at stake, in paise. */
  readonly amountPaise: number;
  readonly status: DisputeStatus;
  /** The bank's reason (the gateway's reason code or description). */
  readonly reason: string;
  /** When it was raised (ISO). */
  readonly at: string;
  /** The date by which the shop must answer (ISO), when the gateway gives one. */
  readonly respondBy?: string;
}

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
  return capturedPayments(ledger).find((payment) => payment.amountPaise === toPaise(totalRupees));
}

/** Paise refunded (processed) or on their way (pending) for a payment; failed attempts do not count. */
export function refundedPaise(ledger: PaymentLedger, paymentId: string, statuses: readonly GatewayRefundStatus[] = ['pending', 'processed']): number {
  return ledger.refunds
    .filter((refund) => refund.paymentId === paymentId && statuses.includes(refund.status))
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
}

/** Why the store gives a captured payment back by itself, in the words its refund keeps (see refundsOwed). */
export const unwantedPaymentReasons = {
  'amount-mismatch': 'Paid amount differs from the order total',
  'duplicate-payment': 'A second payment for an order already paid',
} as const;

const unwantedReasons: ReadonlySet<string> = new Set(Object.values(unwantedPaymentReasons));

/** Whether a payment was refunded as one the order did not want (by the store, or by hand for the same reason). */
function givenBackAsUnwanted(ledger: PaymentLedger, paymentId: string): boolean {
  return ledger.refunds.some((refund) => refund.paymentId === paymentId && refund.reason !== undefined && unwantedReasons.has(refund.reason));
}

/**
 * The payments that pay the order, oldest first: the first captured payment of exactly the total it was taken for
 * (`paymentTotalRupees`: the placed total, kept when an edit changed it), then each later captured payment that fits in
 * what the order still owes at its current total (`totalRupees`): a payment link's payment for the balance an edit
 * added (by what it keeps: captured less refunded). Payments are accepted up to what is owed and never beyond: any other captured payment (a second payment of
 * the whole total, a wrong amount, more than the balance) is refunded (see refundsOwed).
 */
export function acceptedPayments(ledger: PaymentLedger, paymentTotalRupees: number, totalRupees: number = paymentTotalRupees): LedgerPayment[] {
  const first = acceptedPayment(ledger, paymentTotalRupees);
  if (!first) return [];
  const accepted = [first];
  let kept = first.amountPaise - refundedPaise(ledger, first.id);
  for (const payment of capturedPayments(ledger)) {
    if (payment.id === first.id || payment.at < first.at) continue;
    // What the payment keeps is what it adds: a balance payment partly (or wholly) refunded by a later edit that
    // lowered the total still pays the order with what it kept; one given back as unwanted (a second payment, a wrong
    // amount) never does.
    const keeps = payment.amountPaise - refundedPaise(ledger, payment.id);
    if (kept + keeps > toPaise(totalRupees) || (keeps <= 0 && givenBackAsUnwanted(ledger, payment.id))) continue;
    accepted.push(payment);
    kept += keeps;
  }
  return accepted;
}

/** Paise the accepted payments brought in and kept (captured less refunded or on its way back). */
export function keptPaise(ledger: PaymentLedger, paymentTotalRupees: number, totalRupees: number = paymentTotalRupees): number {
  return acceptedPayments(ledger, paymentTotalRupees, totalRupees).reduce((sum, payment) => sum + payment.amountPaise - refundedPaise(ledger, payment.id), 0);
}

/**
 * What an order paid online still owes, in paise, once its first payment was accepted: its current total less what the
 * accepted payments kept (an edit raised the total: "balance due ₹X"). 0 before any accepted payment (the whole total
 * is then due the usual way) and once the payments cover the total.
 */
export function balanceDuePaise(ledger: PaymentLedger, paymentTotalRupees: number, totalRupees: number): number {
  if (!acceptedPayment(ledger, paymentTotalRupees)) return 0;
  return Math.max(0, toPaise(totalRupees) - keptPaise(ledger, paymentTotalRupees, totalRupees) - concessionPaise(ledger));
}

/** Paise the shop gave back of the price (operators' refunds, the boxes kept): not owed again by the customer. */
function concessionPaise(ledger: PaymentLedger): number {
  return ledger.refunds
    .filter((refund) => refund.concession && (refund.status === 'pending' || refund.status === 'processed'))
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
}
