// The disputes (chargebacks) of an order's payments, for the team: the amount at stake, where each stands in words, the
// bank's reason and the date by which the shop must answer on Razorpay's dashboard, the most urgent first.
import type { AdminDispute, DisputeStatus } from '@partybox/contracts/payments';
import { formatInr, fromPaise } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date-time';
import { DetailRows } from './order-party';

// What the team must do first: answer the bank (open, action required), then wait on it (under review), then the
// finished ones, which are kept for the record.
const urgency: Record<DisputeStatus, number> = { open: 0, action_required: 0, under_review: 1, lost: 2, won: 2, closed: 2 };

/** Most urgent first: by what the team must do, then the earliest answer date (none given: last), then the oldest. */
function byUrgency(a: AdminDispute, b: AdminDispute): number {
  return urgency[a.status] - urgency[b.status] || (a.respondBy ?? '~').localeCompare(b.respondBy ?? '~') || a.at.localeCompare(b.at);
}

export function ConsoleDisputes({ disputes }: { readonly disputes: readonly AdminDispute[] }) {
  if (disputes.length === 0) return null;
  return (
    <>
      <h3>Disputes</h3>
      <ul className="console-payment__list" aria-label="Disputes">
        {[...disputes].sort(byUrgency).map((dispute) => (
          <li key={dispute.id}>
            <p className="console-dispute__head">
              <strong>{formatInr(fromPaise(dispute.amountPaise))} at stake</strong>
              <span>{dispute.statusLabel}</span>
            </p>
            {/* The date matters only while the shop still has to answer. */}
            {dispute.respondBy && urgency[dispute.status] === 0 && <p className="console-dispute__due">Answer by {formatDateTime(dispute.respondBy)}</p>}
            <DetailRows
              rows={[
                ['Reason', dispute.reason],
                ['Payment id', dispute.paymentId],
                ['Dispute id', dispute.id],
                ['Raised', formatDateTime(dispute.at)],
              ]}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
