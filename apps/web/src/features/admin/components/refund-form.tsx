// The console's refund: an amount (up to what is refundable) and a reason, checked with the lifecycle's
// checkOperatorRefund before sending; the API's refusal shows beside the form.
import { useId, useState, type FormEvent } from 'react';
import { maxReasonLength, type AdminOrderDetail } from '@partybox/contracts/operations';
import { formatInr } from '../../../lib/format';
import { refundProblem, useOrderRefund } from '../api/use-order-refund';

export function RefundForm({ order, busy }: { readonly order: AdminOrderDetail; readonly busy: boolean }) {
  const id = useId();
  const refund = useOrderRefund(order);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const error = problem ?? (refund.isError ? refund.error.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = amount.trim() === '' ? Number.NaN : Number(amount);
    const refused = refundProblem(order, rupees, reason);
    setProblem(refused);
    if (refused) return;
    refund.mutate(
      { amount: rupees, reason: reason.trim() },
      {
        onSuccess: () => {
          setAmount('');
          setReason('');
        },
      },
    );
  };
  if (order.payment.refundableRupees === 0) return null;
  return (
    <form className="console-refund" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Refund</h3>
      <p className="field__hint">Up to {formatInr(order.payment.refundableRupees)} can be refunded, to the way the customer paid.</p>
      <div className="field">
        <label htmlFor={`${id}-amount`} className="field__label">
          Amount (₹)
        </label>
        <input
          id={`${id}-amount`}
          className="field__control"
          inputMode="numeric"
          value={amount}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setAmount(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-reason`} className="field__label">
          Reason
        </label>
        <textarea
          id={`${id}-reason`}
          className="field__control"
          rows={2}
          maxLength={maxReasonLength}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="field__error">
          {error}
        </p>
      )}
      <p role="status" className="console-order__done">
        {refund.isSuccess ? `Refund of ${formatInr(refund.variables.amount)} issued.` : ''}
      </p>
      <button type="submit" className="button button--small" disabled={busy || refund.isPending}>
        {refund.isPending ? 'Refunding…' : 'Refund'}
      </button>
    </form>
  );
}
