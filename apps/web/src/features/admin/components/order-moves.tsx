// The moves an order may make now (from the API's nextStatuses and nextPaymentStatuses): one button per status, a cash
// order's "Delivered and cash collected ₹X" as one step, and cancelling through a form that asks for the reason and
// confirms what the cancel refunds.
import { useState } from 'react';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { checkDeliveredWithCash, checkPaymentMove, orderStatusLabels, paymentStatusLabels } from '@partybox/order-lifecycle';
import { formatInr } from '../../../lib/format';
import type { OrderChange } from '../api/use-order-change';
import { CancelOrderForm } from './cancel-order-form';
import { ConfirmButtons } from './confirm-buttons';
import { MarkPaidForm } from './mark-paid-form';

interface OrderMovesProps {
  readonly order: AdminOrderDetail;
  readonly busy: boolean;
  readonly reasonError?: string;
  readonly onChange: (change: OrderChange) => void;
}

interface StatusMovesProps extends OrderMovesProps {
  /** A change is on its way (busy may also mean: refused by a clash, waiting for a reload). */
  readonly sending: boolean;
  /** The cancel form's reason, undefined while the form is closed (kept by the page across a reload). */
  readonly cancelDraft: string | undefined;
  readonly onCancelDraft: (reason: string | undefined) => void;
}

/** The payment states of an online order whose money is not in: moving it on is asked again first. */
const unpaidOnline: ReadonlySet<string> = new Set(['awaiting-payment', 'payment-failed']);

export function StatusMoves({ order, busy, sending, reasonError, onChange, cancelDraft, onCancelDraft }: StatusMovesProps) {
  // The move asked for on an unpaid online order, waiting for "Yes" (it promises the party before the money is in).
  const [unpaidMove, setUnpaidMove] = useState<(typeof order.nextStatuses)[number]>();
  const unpaid = order.paymentMethod !== 'cod' && unpaidOnline.has(order.paymentStatus);
  const move = (to: (typeof order.nextStatuses)[number]) => (unpaid ? setUnpaidMove(to) : onChange({ kind: 'status', to }));
  const cancelling = cancelDraft !== undefined;
  const forward = order.nextStatuses.filter((status) => status !== 'cancelled');
  const canCancel = order.nextStatuses.includes('cancelled');
  // A cash order is delivered with its cash in one step; delivering without the cash stays possible, said as such.
  const cashAtDoor = checkDeliveredWithCash(order.status, order.paymentStatus).ok;
  if (order.nextStatuses.length === 0)
    return <p className="console-moves__none">No further status changes: this order is {orderStatusLabels[order.status].toLowerCase()}.</p>;
  return (
    <>
      <div className="console-moves">
        {cashAtDoor && (
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            onClick={() => onChange({ kind: 'status', to: 'delivered', collectCash: true })}
          >
            Delivered and cash collected {formatInr(order.total)}
          </button>
        )}
        {forward.map((status) =>
          cashAtDoor && status === 'delivered' ? (
            <button
              key={status}
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => onChange({ kind: 'status', to: status })}
            >
              Delivered, cash not collected
            </button>
          ) : (
            <button key={status} type="button" className="button button--small" disabled={busy} onClick={() => move(status)}>
              Mark {orderStatusLabels[status].toLowerCase()}
            </button>
          ),
        )}
        {canCancel && !cancelling && (
          <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => onCancelDraft('')}>
            Cancel order…
          </button>
        )}
      </div>
      {unpaidMove && (
        <div className="console-confirm" role="group" aria-label="Move an unpaid order">
          <p role="alert">
            This order is not paid ({paymentStatusLabels[order.paymentStatus].toLowerCase()}): marking it {orderStatusLabels[unpaidMove].toLowerCase()} promises
            the party before the money is in. Send a payment link or call the customer first.
          </p>
          <ConfirmButtons
            yes={`Yes, mark ${orderStatusLabels[unpaidMove].toLowerCase()} unpaid`}
            no="Not now"
            busy={busy}
            onYes={() => {
              setUnpaidMove(undefined);
              onChange({ kind: 'status', to: unpaidMove });
            }}
            onNo={() => setUnpaidMove(undefined)}
          />
        </div>
      )}
      {cancelling && canCancel && (
        <CancelOrderForm
          order={order}
          busy={busy}
          sending={sending}
          reason={cancelDraft}
          onReason={onCancelDraft}
          serverError={reasonError}
          onCancel={(reason) => onChange({ kind: 'status', to: 'cancelled', reason })}
          onClose={() => onCancelDraft(undefined)}
        />
      )}
    </>
  );
}

export function PaymentMoves({ order, busy, onChange }: OrderMovesProps) {
  const [markingPaid, setMarkingPaid] = useState(false);
  // Only what the lifecycle allows now (collected on delivery waits for the delivery), so no button is sure to fail.
  const allowed = order.nextPaymentStatuses.filter((to) => checkPaymentMove(order.status, order.paymentStatus, to).ok);
  if (allowed.length === 0) return null;
  return (
    <>
      <div className="console-moves">
        {allowed.map((status) =>
          // Paid by hand needs a reference and a confirmation: its own form.
          status === 'paid' ? (
            !markingPaid && (
              <button key={status} type="button" className="button button--ghost button--small" disabled={busy} onClick={() => setMarkingPaid(true)}>
                {order.paymentMethod === 'cod' ? 'Paid another way (UPI or bank transfer)…' : 'Mark paid (received outside the gateway)…'}
              </button>
            )
          ) : (
            <button
              key={status}
              type="button"
              className="button button--ghost button--small"
              disabled={busy}
              onClick={() => onChange({ kind: 'payment', to: status })}
            >
              {status === 'collected-on-delivery' ? `Cash collected ${formatInr(order.total)}` : `Mark ${paymentStatusLabels[status].toLowerCase()}`}
            </button>
          ),
        )}
      </div>
      {markingPaid && allowed.includes('paid') && (
        <MarkPaidForm
          order={order}
          busy={busy}
          onMarkPaid={(reference) => onChange({ kind: 'payment', to: 'paid', reference })}
          onClose={() => setMarkingPaid(false)}
        />
      )}
    </>
  );
}
