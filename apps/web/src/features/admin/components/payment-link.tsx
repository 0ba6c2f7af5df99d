// "Send payment link": for an order that still owes money online (the one rule of the status page's amount due), the
// customer is texted and e-mailed a Razorpay Payment Link for the amount due, which they pay on Razorpay's page. While
// that link is still open the button sends the same link again; the card shows the link, its amount and when it went,
// so the team can also paste it into WhatsApp and does not send one again by mistake.
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { isPaymentDue } from '@partybox/order-lifecycle';
import { formatInr, fromPaise } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date-time';

export function PaymentLink({ order, busy, onSend }: { readonly order: AdminOrderDetail; readonly busy: boolean; readonly onSend: () => void }) {
  const due = isPaymentDue({ online: order.paymentMethod !== 'cod', paymentStatus: order.paymentStatus, orderStatus: order.status });
  if (!due) return null;
  const lastSent = order.history.findLast((entry) => entry.change === 'payment-link');
  const open = order.payment.links?.findLast((link) => link.status === 'created');
  return (
    <div className="console-payment-link">
      <button type="button" className="button button--small" disabled={busy} onClick={onSend}>
        {lastSent ? 'Send the payment link again' : 'Send payment link'}
      </button>
      {open && (
        <p className="console-payment-link__open">
          Open link for {formatInr(fromPaise(open.amountPaise))}:{' '}
          <a href={open.shortUrl} target="_blank" rel="noreferrer">
            {open.shortUrl}
          </a>
        </p>
      )}
      <p className="console-section__hint">
        {lastSent ? `Last sent ${formatDateTime(lastSent.at)} by ${lastSent.by}.` : 'Texts and e-mails the customer a Razorpay link to pay what is due online.'}
      </p>
    </div>
  );
}
