// Cancelling from the console: a reason is required (the customer is told it, and it stays in the history), checked
// with the lifecycle's rule before sending (its length capped at the request schema's limit); the API's message for the
// field shows beside it too.
import { useId, useState, type FormEvent } from 'react';
import { maxReasonLength } from '@partybox/contracts/operations';
import { checkOrderMove, type OrderStatus } from '@partybox/order-lifecycle';

interface CancelOrderFormProps {
  readonly status: OrderStatus;
  readonly busy: boolean;
  /** The API's message for the reason, if it refused it. */
  readonly serverError?: string;
  readonly onCancel: (reason: string) => void;
  readonly onClose: () => void;
}

export function CancelOrderForm({ status, busy, serverError, onCancel, onClose }: CancelOrderFormProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const error = problem ?? serverError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The field's maxLength keeps the reason within the request schema's limit; the lifecycle says whether it is enough.
    const move = checkOrderMove(status, 'cancelled', reason);
    if (!move.ok) {
      setProblem(move.reason);
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setProblem(undefined);
    onCancel(reason.trim());
  };
  return (
    <form className="console-cancel" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Cancel this order</h3>
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
          onChange={(event) => setReason(event.target.value)}
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
          {busy ? 'Cancelling…' : 'Cancel the order'}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onClose} disabled={busy}>
          Keep the order
        </button>
      </div>
    </form>
  );
}
