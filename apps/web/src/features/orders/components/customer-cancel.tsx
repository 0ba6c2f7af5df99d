// Cancelling one's own order while the policy allows it (the API says whether and until when): the button asks
// for confirmation first, with an optional reason; a refusal (the order moved on, or the deadline passed) is shown.
import { useId, useState } from 'react';
import { maxReasonLength, type CustomerOrderStatus } from '@partybox/contracts/operations';
import { customerCancelHours, formatCancelDeadline, refundPolicy } from '@partybox/order-lifecycle';
import { e164Phone } from '@partybox/contracts/phone';
import site from 'virtual:catalog/site';
import { characterLength } from '../../../components/forms/character-count';
import { TextAreaField } from '../../../components/forms/fields';
import { useCancelOrder } from '../api/use-order-status';

export function CustomerCancel({ order, token }: { readonly order: CustomerOrderStatus; readonly token: string }) {
  const id = useId();
  const cancel = useCancelOrder(order.orderNumber, token);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const finished = order.status === 'cancelled' || order.status === 'delivered';
  const paidOnline = order.payment.attempts.some((attempt) => attempt.status === 'captured');
  const phone = site.contact.phone;
  const whatsapp = `https://wa.me/91${phone}?text=${encodeURIComponent(`Hi Party Box! About my order ${order.orderNumber}: `)}`;

  return (
    <section className="card order-cancel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Cancel the order</h2>
      <p role="status" className="order-cancel__done">
        {cancel.isSuccess ? 'Your order is cancelled. We have sent you a message to confirm it.' : ''}
      </p>
      {cancel.isError && (
        <p role="alert" className="form-alert form-alert--error">
          {cancel.error.message}
        </p>
      )}
      {order.cancellable ? (
        confirming ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              // Too long a reason is kept and the counter says by how much; nothing is sent until it fits.
              if (characterLength(reason.trim()) > maxReasonLength) return;
              cancel.mutate(reason.trim(), { onSettled: () => setConfirming(false) });
            }}
          >
            <p>
              <strong>Cancel order {order.orderNumber}?</strong> This cannot be undone.
              {paidOnline && ` Your payment is refunded in full to the way you paid; banks take ${refundPolicy.refundWorkingDays} working days.`}
            </p>
            <TextAreaField
              label="Why are you cancelling?"
              rows={2}
              limit={maxReasonLength}
              binding={{ name: 'reason', value: reason, onChange: (event) => setReason(event.target.value), onBlur: () => undefined }}
            />
            <div className="actions-row">
              <button type="submit" className="button button--danger" disabled={cancel.isPending}>
                {cancel.isPending ? 'Cancelling…' : 'Yes, cancel my order'}
              </button>
              <button type="button" className="button button--ghost" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
                Keep my order
              </button>
            </div>
          </form>
        ) : (
          <>
            <p>You can cancel this order {formatCancelDeadline(new Date(order.cancelDeadline))}.</p>
            <button type="button" className="button button--ghost" onClick={() => setConfirming(true)}>
              Cancel order
            </button>
          </>
        )
      ) : finished ? (
        <p>{order.status === 'cancelled' ? 'This order is cancelled.' : 'This order has been delivered.'}</p>
      ) : (
        <>
          <p className="order-cancel__refusal">
            {order.cancelRefusal ??
              `Orders can be cancelled online up to ${customerCancelHours} hours before the delivery day: this one could be cancelled ${formatCancelDeadline(new Date(order.cancelDeadline))}.`}
          </p>
          <p>
            To change this order now, call us on <a href={`tel:${e164Phone(phone)}`}>+91 {phone}</a> or{' '}
            <a href={whatsapp} target="_blank" rel="noreferrer">
              message us on WhatsApp
            </a>
            .
          </p>
        </>
      )}
    </section>
  );
}
