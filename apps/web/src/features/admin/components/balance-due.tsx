// What an order already paid online still owes after an edit raised its total (the API's balanceDue): the payment
// status with the balance beside it ("Paid · ₹1,200 due", the list and the page's badges say the same), and on the
// Payment card the balance in large type with the payment link open for it, so "Paid" never hides money still owed;
// when none is open (cancelled or expired), "Send payment link" opens a fresh one for the balance (the API's one path).
import type { AdminOrderDetail, AdminOrderSummary } from '@partybox/contracts/operations';
import { paymentStatusLabels } from '@partybox/order-lifecycle';
import { toPaise } from '@partybox/pricing';
import { formatInr, fromPaise } from '../../../lib/format';

/** "Paid", or "Paid · ₹1,200 due" while a balance is owed. */
export function paymentStatusWords(order: Pick<AdminOrderSummary, 'paymentStatus' | 'balanceDue'>): string {
  const label = paymentStatusLabels[order.paymentStatus];
  return order.balanceDue ? `${label} · ${formatInr(order.balanceDue)} due` : label;
}

export function BalanceDue({ order, busy, onSend }: { readonly order: AdminOrderDetail; readonly busy: boolean; readonly onSend: () => void }) {
  const { balanceDue } = order;
  if (!balanceDue) return null;
  // The link texted for exactly this balance, while the customer can still pay it.
  const open = order.payment.links?.findLast((link) => link.status === 'created' && link.amountPaise === toPaise(balanceDue));
  return (
    <div className="console-balance">
      <p className="console-balance__amount">Balance due {formatInr(balanceDue)}</p>
      <p className="console-section__hint">
        {open ? (
          <>
            An edit raised the total after payment. Open payment link for {formatInr(fromPaise(open.amountPaise))}:{' '}
            <a href={open.shortUrl} target="_blank" rel="noreferrer">
              {open.shortUrl}
            </a>
          </>
        ) : (
          'An edit raised the total after payment. No payment link is open for it (it was cancelled or expired).'
        )}
      </p>
      {!open && (
        <button type="button" className="button button--small" disabled={busy} onClick={onSend}>
          Send payment link for {formatInr(balanceDue)}
        </button>
      )}
    </div>
  );
}
