// What a change of an order's money tells people: the customer's refund texts (one "issued" per refund, however many
// attempts it took; one "processed"), and the team's alert lines for payments that need them (with the amounts at stake).
import type { MessageEvent } from '@partybox/catalog';
import {
  acceptedPayments,
  attentionReasonLabels,
  attentionReasons,
  countedRefunds,
  groupOf,
  openDisputes,
  type LedgerDispute,
  type LedgerPayment,
  type LedgerRefund,
  type PaymentLedger,
} from '@partybox/order-lifecycle';
import { formatInr, fromPaise } from '@partybox/pricing';
import { editRefundReason } from '../orders';

/** One message a fold causes (written in the same conditional write as the fold). */
export interface Notice {
  readonly event: MessageEvent;
  readonly amount?: number;
  readonly reason?: string;
}

/**
 * The customer's "payment received" for each balance payment a fold captures (a payment link for what an edit added,
 * accepted as paying the order): one per payment, as a payment is captured in the ledger once, whatever repeats it.
 */
export function balanceNotices(before: PaymentLedger, after: PaymentLedger, paymentTotalRupees: number, totalRupees: number): Notice[] {
  return newBalancePayments(before, after, paymentTotalRupees, totalRupees).map((payment) => ({
    event: 'balance-paid',
    amount: fromPaise(payment.amountPaise),
  }));
}

/** The balance payments (accepted after the first) a fold captured: each is told and has its own history line. */
export function newBalancePayments(before: PaymentLedger, after: PaymentLedger, paymentTotalRupees: number, totalRupees: number): LedgerPayment[] {
  const [, ...balances] = acceptedPayments(after, paymentTotalRupees, totalRupees);
  const capturedBefore = new Set(before.payments.filter((payment) => payment.status === 'captured').map((payment) => payment.id));
  return balances.filter((payment) => !capturedBefore.has(payment.id));
}

/** Whether a refund entry is the gateway's (not our intent, written before the gateway answered). */
export const isGatewayRefund = (refund: LedgerRefund) => !refund.id.startsWith(intentPrefix);

/** Our refund intents' ids start with this; a retry's id is the group's id plus `-<attempt>`. */
export const intentPrefix = 'intent_';

/**
 * The customer's refund texts a fold causes: "issued" when the gateway took the first attempt of a refund (a retry of a
 * refund that failed is the same refund, never a new text; none for an edit's refund, which its edit's text told), "processed" when one of its attempts went through.
 * Refunds of payments the gateway gave back uncaptured are the gateway's business, not a text of ours.
 */
export function refundNotices(before: PaymentLedger, after: PaymentLedger): Notice[] {
  const counted = new Set(countedRefunds(after).map((refund) => refund.id));
  const groups = new Map<string, LedgerRefund[]>();
  for (const refund of after.refunds) groups.set(groupOf(refund), [...(groups.get(groupOf(refund)) ?? []), refund]);
  return [...groups.entries()].flatMap(([group, entries]): Notice[] => {
    const earlier = before.refunds.filter((refund) => groupOf(refund) === group);
    const taken = entries.filter((refund) => isGatewayRefund(refund) && counted.has(refund.id));
    const first = taken[0];
    if (!first) return [];
    const notices: Notice[] = [];
    // An edit's refund was told in the edit's own text (one text per edit).
    if (!earlier.some(isGatewayRefund) && first.reason !== editRefundReason)
      notices.push({ event: 'refund-issued', amount: fromPaise(first.amountPaise), reason: first.reason });
    const processed = taken.find((refund) => refund.status === 'processed');
    if (processed && !earlier.some((refund) => refund.status === 'processed'))
      notices.push({ event: 'refund-processed', amount: fromPaise(processed.amountPaise) });
    return notices;
  });
}

const day = (iso: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** A dispute in one line for the team: "A dispute of ₹5,000 was opened (Goods not received); answer by 20 Dec." */
export function disputeLine(dispute: LedgerDispute): string {
  const amount = formatInr(fromPaise(dispute.amountPaise));
  if (dispute.status === 'won') return `The dispute of ${amount} was won: the money stays with the shop.`;
  if (dispute.status === 'lost') return `The dispute of ${amount} was lost: Razorpay took ${amount} back for the customer.`;
  if (dispute.status === 'closed') return `The dispute of ${amount} was closed.`;
  const answer = dispute.respondBy ? `; answer it on the Razorpay dashboard by ${day(dispute.respondBy)}` : '; answer it on the Razorpay dashboard';
  return `A dispute of ${amount} was raised (${dispute.reason})${answer}.`;
}

/** Why the payment needs the team, with the disputes' amounts: "A refund failed. A dispute of ₹5,000 was raised …" */
export function attentionText(ledger: PaymentLedger, paymentTotal: number, total: number = paymentTotal): string {
  return attentionReasons(ledger, paymentTotal, total)
    .flatMap((reason) => (reason === 'dispute' ? openDisputes(ledger).map(disputeLine) : [`${attentionReasonLabels[reason]}.`]))
    .join(' ');
}

/** The team's alerts about disputes a fold opened or moved (a dispute's every new status is news to the team). */
export function disputeNotices(before: PaymentLedger, after: PaymentLedger): Notice[] {
  return (after.disputes ?? []).flatMap((dispute): Notice[] => {
    const earlier = before.disputes?.find((stored) => stored.id === dispute.id);
    return earlier?.status === dispute.status ? [] : [{ event: 'team-payment-attention', reason: disputeLine(dispute) }];
  });
}
