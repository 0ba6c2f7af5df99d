// The console's view of an order's money: what needs attention, the disputes, each payment attempt (Razorpay's payment
// id, method, bank, amount, where it stands in words, time, and the gateway's reason for a failure), each refund (who
// asked and why, which attempt at it, why it failed), and the reference of money marked paid by hand.
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { attentionReasonLabels, type AdminRefund, type GatewayPaymentStatus, type GatewayRefundStatus } from '@partybox/contracts/payments';
import { maxRefundAttempts } from '@partybox/order-lifecycle';
import { formatInr, fromPaise } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date-time';
import { ConsoleDisputes } from './console-disputes';
import { DetailRows } from './order-party';

// What each gateway state means for the shop's money, in the team's words.
const attemptLabels: Record<GatewayPaymentStatus, string> = {
  created: 'Started, not paid',
  authorized: 'Authorised: waiting for capture',
  'auto-refunded': 'Returned by Razorpay without capture',
  captured: 'Captured',
  failed: 'Failed',
};
const refundLabels: Record<GatewayRefundStatus, string> = { pending: 'Pending', failed: 'Failed', processed: 'Processed' };
const methodNames: Readonly<Record<string, string>> = { upi: 'UPI', card: 'Card', netbanking: 'Net banking', wallet: 'Wallet' };

function refundStatus(refund: AdminRefund): string {
  const label = refund.failure ? `${refundLabels[refund.status]} · ${refund.failure}` : refundLabels[refund.status];
  // After the last attempt the store stops asking Razorpay: the team has to return the money another way.
  const last = refund.status === 'failed' && (refund.attempt ?? 1) >= maxRefundAttempts;
  return last ? `${label} · No more automatic attempts: return the money another way.` : label;
}

export function ConsolePayment({ order }: { readonly order: AdminOrderDetail }) {
  const { attempts, refunds, disputes, attention, manualReference } = order.payment;
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
      <ConsoleDisputes disputes={disputes} />
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
                  ['Amount', formatInr(fromPaise(attempt.amountPaise))],
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
                    ['Amount', formatInr(fromPaise(refund.amountPaise))],
                    ['Attempt', refund.attempt ? `${refund.attempt} of ${maxRefundAttempts}` : undefined],
                    ['Status', refundStatus(refund)],
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
