// Cancelling from the console, in two steps. First the reason (required: the customer is told it, and it stays in the
// history), checked with the lifecycle's rule before sending, with what the cancel does with the money stated all
// along (cancel-refund-words: the refund it makes, to which payment, or why nothing is refunded). Then a confirmation
// that repeats both and cancels only when the operator says yes. The API's message for the reason shows beside it.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { maxReasonLength, type AdminOrderDetail } from '@partybox/contracts/operations';
import { checkOrderMove } from '@partybox/order-lifecycle';
import { formatInr } from '../../../lib/format';
import { cancelRefundOf } from '../cancel-refund-words';
import { ConfirmButtons } from './confirm-buttons';

interface CancelOrderFormProps {
  readonly order: AdminOrderDetail;
  readonly busy: boolean;
  /** The cancel is on its way (busy alone may be a clash waiting for a reload: the button then says nothing is sent). */
  readonly sending: boolean;
  /** What is typed as the reason (kept by the page, so a reload after a clash keeps it). */
  readonly reason: string;
  readonly onReason: (reason: string) => void;
  /** The API's message for the reason, if it refused it. */
  readonly serverError?: string;
  readonly onCancel: (reason: string) => void;
  readonly onClose: () => void;
}

export function CancelOrderForm({ order, busy, sending, reason, onReason, serverError, onCancel, onClose }: CancelOrderFormProps) {
  const id = useId();
  const [problem, setProblem] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  // The question takes the focus (not its Yes button: a double click on the first step must not answer it).
  useEffect(() => {
    if (confirming) confirmTitle.current?.focus();
  }, [confirming]);
  const refund = cancelRefundOf(order);
  const error = problem ?? serverError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field's maxLength keeps the reason within the request schema's limit; the lifecycle says whether it is enough.
    const move = checkOrderMove(order.status, 'cancelled', reason);
    if (!move.ok) {
      setProblem(move.reason);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setProblem(undefined);
    setConfirming(true);
  };
  const yes = refund.totalRupees > 0 ? `Yes, cancel and refund ${formatInr(refund.totalRupees)}` : 'Yes, cancel the order';
  const money = (
    <ul className="console-cancel__money" aria-label="What happens to the money">
      {refund.lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
  if (confirming) {
    return (
      <section className="console-cancel console-confirm" aria-labelledby={`${id}-confirm`}>
        <h3 id={`${id}-confirm`} ref={confirmTitle} tabIndex={-1}>
          Cancel order {order.orderNumber}?
        </h3>
        {money}
        <p>The customer is texted the reason: “{reason.trim()}”</p>
        <ConfirmButtons
          yes={yes}
          no="Go back"
          busy={busy}
          danger
          onYes={() => {
            // Back to the form while it is sent: a refusal of the reason shows beside it, with what was typed.
            setConfirming(false);
            onCancel(reason.trim());
          }}
          onNo={() => setConfirming(false)}
        />
      </section>
    );
  }
  return (
    <form className="console-cancel" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Cancel this order</h3>
      {money}
      <div className={error ? 'field field--invalid' : 'field'}>
        <label htmlFor={`${id}-reason`} className="field__label">
          Reason for cancelling
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={`${id}-reason`}
          className="field__control"
          rows={3}
          maxLength={maxReasonLength}
          value={reason}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => onReason(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field__hint">
            The customer receives this reason by SMS.
          </p>
        )}
      </div>
      <div className="actions-row">
        <button type="submit" className="button button--danger button--small" disabled={busy}>
          {sending ? 'Cancelling…' : 'Cancel the order…'}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onClose} disabled={busy}>
          Keep the order
        </button>
      </div>
    </form>
  );
}
