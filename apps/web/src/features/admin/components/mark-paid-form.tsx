// "Mark paid" by hand, only for money received outside the gateway (a UPI transfer to the shop, a bank transfer, cash at
// the counter): the operator gives its reference and confirms, since the gateway will never report this money.
import { useId, useState, type FormEvent } from 'react';
import { manualPaymentReferenceMessage } from '@partybox/contracts/payments';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { formatInr } from '../../../lib/format';

interface MarkPaidFormProps {
  readonly order: AdminOrderDetail;
  readonly busy: boolean;
  readonly onMarkPaid: (reference: string) => void;
  readonly onClose: () => void;
}

export function MarkPaidForm({ order, busy, onMarkPaid, onClose }: MarkPaidFormProps) {
  const id = useId();
  const [reference, setReference] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reference.trim()) return setProblem(manualPaymentReferenceMessage);
    if (!confirmed) return setProblem(`Confirm that ${formatInr(order.total)} reached the shop outside the payment gateway.`);
    setProblem(undefined);
    onMarkPaid(reference.trim());
  };
  return (
    <form className="console-mark-paid" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Mark paid by hand</h3>
      <p className="field__hint">Only for money received outside the gateway. Payments through the gateway are recorded by themselves.</p>
      <div className="field">
        <label htmlFor={`${id}-reference`} className="field__label">
          Reference (UPI reference, UTR or receipt number)
        </label>
        <input id={`${id}-reference`} className="field__control" value={reference} onChange={(event) => setReference(event.target.value)} />
      </div>
      <p className="field">
        <input id={`${id}-confirm`} type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />{' '}
        <label htmlFor={`${id}-confirm`}>
          I confirm {formatInr(order.total)} for {order.orderNumber} reached the shop outside the gateway
        </label>
      </p>
      {problem && (
        <p role="alert" className="field__error">
          {problem}
        </p>
      )}
      <div className="actions-row">
        <button type="submit" className="button button--small" disabled={busy}>
          Mark paid
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onClose} disabled={busy}>
          Close
        </button>
      </div>
    </form>
  );
}
