// The console's refund: an amount (up to what is refundable) and a reason, checked with the lifecycle's
// checkOperatorRefund before sending; the API's refusal shows beside the form, and so does Razorpay's refusal of the
// refund (answered as the order with the refund failed).
import { useId, useState, type FormEvent } from 'react';
import { maxReasonLength, type AdminOrderDetail } from '@partybox/contracts/operations';
import { formatInr, fromPaise } from '../../../lib/format';
import { refundProblem, useOrderRefund } from '../api/use-order-refund';

/**
 * What became of the refund just asked for: the API answers the order even when Razorpay refused the refund (it is
 * settled as failed, flagged and retried), so the answer's new refund says whether money is on its way.
 */
function refundOutcome(before: AdminOrderDetail, after: AdminOrderDetail, rupees: number): string {
  const asked = after.payment.refunds.find((refund) => !before.payment.refunds.some((known) => known.id === refund.id));
  if (asked?.status !== 'failed') return `Refund of ${formatInr(rupees)} issued.`;
  const why = asked.failure ? `: ${asked.failure.replace(/[.\s]*$/, '')}.` : '.';
  return `Razorpay refused the refund of ${formatInr(rupees)}${why} It is tried again automatically; the order is flagged until it goes through.`;
}

export function RefundForm({ order, busy }: { readonly order: AdminOrderDetail; readonly busy: boolean }) {
  const id = useId();
  const refund = useOrderRefund(order);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState('');
  const error = problem ?? (refund.isError ? refund.error.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const rupees = amount.trim() === '' ? Number.NaN : Number(amount);
    const refused = refundProblem(order, rupees, reason);
    setProblem(refused);
    setDone('');
    if (refused) return;
    refund.mutate(
      { amount: rupees, reason: reason.trim() },
      {
        onSuccess: (updated) => {
          setAmount('');
          setReason('');
          setDone(refundOutcome(order, updated, rupees));
        },
      },
    );
  };
  if (order.payment.refundablePaise === 0) return null;
  return (
    <form className="console-refund" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Refund</h3>
      <p className="field__hint">Up to {formatInr(fromPaise(order.payment.refundablePaise))} can be refunded, to the way the customer paid.</p>
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
        {done}
      </p>
      <button type="submit" className="button button--small" disabled={busy || refund.isPending}>
        {refund.isPending ? 'Refunding…' : 'Refund'}
      </button>
    </form>
  );
}
