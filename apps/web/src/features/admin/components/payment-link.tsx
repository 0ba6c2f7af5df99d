// "Send payment link": for an order that still owes its total online (the one rule of the status page's amount due),
// the customer is texted and e-mailed their status page, where "Pay now" opens the gateway's checkout. Says when the
// last link went, so the team does not send one again by mistake.
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { isPaymentDue } from '@partybox/order-lifecycle';
import { formatDateTime } from '../../../lib/format-date-time';

export function PaymentLink({ order, busy, onSend }: { readonly order: AdminOrderDetail; readonly busy: boolean; readonly onSend: () => void }) {
  const due = isPaymentDue({ online: order.paymentMethod !== 'cod', paymentStatus: order.paymentStatus, orderStatus: order.status });
  if (!due) return null;
  const lastSent = order.history.findLast((entry) => entry.change === 'payment-link');
  return (
    <div className="console-payment-link">
      <button type="button" className="button button--small" disabled={busy} onClick={onSend}>
        {lastSent ? 'Send the payment link again' : 'Send payment link'}
      </button>
      <p className="console-section__hint">
        {lastSent ? `Last sent ${formatDateTime(lastSent.at)} by ${lastSent.by}.` : 'Texts and e-mails the customer their order page, where they pay online.'}
      </p>
    </div>
  );
}
