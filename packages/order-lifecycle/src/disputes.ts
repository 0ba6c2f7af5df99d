// Disputes (chargebacks) in the ledger: the customer's bank questions a captured payment, the gateway tells the shop
// (payment.dispute.* webhooks, or its disputes list), and the amount at stake is held until the dispute is won or lost.
import { upsert, type DisputeStatus, type LedgerDispute, type PaymentLedger } from './ledger';

const disputeRank: Record<DisputeStatus, number> = { open: 0, action_required: 1, under_review: 2, won: 3, lost: 3, closed: 3 };

export const disputeStatusLabels: Record<DisputeStatus, string> = {
  open: 'Open: answer it on the Razorpay dashboard',
  action_required: 'Action required: answer it on the Razorpay dashboard',
  under_review: 'Under review by the bank',
  won: 'Won: the money stays with the shop',
  lost: 'Lost: the amount went back to the customer',
  closed: 'Closed',
};

/** The ledger with a dispute report folded in: new disputes are added, known ones only move forward. */
export function recordDispute(ledger: PaymentLedger, dispute: LedgerDispute): PaymentLedger {
  const disputes = upsert(ledger.disputes ?? [], dispute, (stored, reported) => disputeRank[reported.status] > disputeRank[stored.status]);
  return { ...ledger, disputes };
}

/** The disputes the shop still has to answer or wait on. */
export function openDisputes(ledger: PaymentLedger): LedgerDispute[] {
  return (ledger.disputes ?? []).filter((dispute) => disputeRank[dispute.status] < 3);
}
