// The console's view of an order's money: what needs attention, each payment attempt (Razorpay's payment id, method,
// bank as Razorpay reports it, amount, status, time, and the gateway's reason for a failure), each refund (who asked and why), and the reference of
// money marked paid by hand.
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { attentionReasonLabels } from '@partybox/contracts/payments';
import { formatInr } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date-time';
import { DetailRows } from './order-party';

const attemptLabels = { created: 'Created', authorized: 'Authorised', failed: 'Failed', captured: 'Captured' } as const;
const refundLabels = { pending: 'Pending', failed: 'Failed', processed: 'Processed' } as const;
const methodNames: Readonly<Record<string, string>> = { upi: 'UPI', card: 'Card', netbanking: 'Net banking', wallet: 'Wallet' };

export function ConsolePayment({ order }: { readonly order: AdminOrderDetail }) {
  const { attempts, refunds, attention, manualReference } = order.payment;
  return (
    <>
      {attention.length > 0 && (
        <div role="alert" className="form-alert form-alert--error">
          <p>
            <strong>Payment needs attention:</strong> {attention.map((reason) => attentionReasonLabels[reason]).join('; ')}.
          </p>
        </div>
      )}
      {manualReference && <p>Marked paid by hand, reference {manualReference}.</p>}
      <h3>Payment attempts</h3>
      {attempts.length === 0 ? (
        <p className="console-moves__none">No online payment attempt.</p>
      ) : (
        <ul className="console-payment__list" aria-label="Payment attempts">
          {attempts.map((attempt) => (
            <li key={attempt.id}>
              <DetailRows
                rows={[
                  ['Payment id', attempt.id],
                  ['Method', methodNames[attempt.method] ?? attempt.method],
                  ['Bank', attempt.bank],
                  ['Amount', formatInr(attempt.amountRupees)],
                  ['Status', attempt.failure ? `${attemptLabels[attempt.status]} · ${attempt.failure}` : attemptLabels[attempt.status]],
                  ['Time', formatDateTime(attempt.at)],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
      {refunds.length > 0 && (
        <>
          <h3>Refunds</h3>
          <ul className="console-payment__list" aria-label="Refunds">
            {refunds.map((refund) => (
              <li key={refund.id}>
                <DetailRows
                  rows={[
                    ['Refund id', refund.id],
                    ['Amount', formatInr(refund.amountRupees)],
                    ['Status', refundLabels[refund.status]],
                    ['Reason', refund.reason],
                    ['By', refund.by],
                    ['Time', formatDateTime(refund.at)],
                  ]}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
