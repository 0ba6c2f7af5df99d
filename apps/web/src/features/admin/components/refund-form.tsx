// The console's refund, in two steps. First an amount (typed as people write it: "1,499", "₹1,49,999", read by
// pricing's parseRupees) up to what is refundable, and a reason, checked with the lifecycle's checkOperatorRefund
// before sending. Then a confirmation naming the amount and the payment it goes back to (each payment's share when the
// order was paid twice, a balance by link: refundParts, the rule the API follows); only "Yes" sends it. The
// API's refusal shows beside the form, and so does Razorpay's refusal of the refund (answered as the order with the
// refund failed).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { maxReasonLength, type AdminOrderDetail } from '@partybox/contracts/operations';
import { refundDestination, refundParts } from '@partybox/order-lifecycle';
import { parseRupees, toPaise } from '@partybox/pricing';
import { formatInr, fromPaise } from '../../../lib/format';
import { consoleLedger, consolePaymentTotal } from '../api/console-ledger';
import { refundProblem, useOrderRefund } from '../api/use-order-refund';

/** The field's name in messages ("Refund amount: … is not whole rupees"). */
const amountField = 'Refund amount';

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
  const [asking, setAsking] = useState<number>();
  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asking !== undefined) question.current?.focus();
  }, [asking]);
  const error = problem ?? (refund.isError ? refund.error.message : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const typed = parseRupees(amount, amountField);
    const refused = typed.ok ? refundProblem(order, typed.rupees, reason) : typed.message;
    setProblem(refused);
    if (refused || !typed.ok) return;
    refund.reset();
    setAsking(typed.rupees);
  };
  const send = (rupees: number) =>
    refund.mutate(
      { amount: rupees, reason: reason.trim() },
      {
        onSuccess: (updated) => {
          setAmount('');
          setReason('');
          setAsking(undefined);
          setDone(refundOutcome(order, updated, rupees));
        },
      },
    );
  if (order.payment.refundablePaise === 0) return null;
  const parts = asking === undefined ? [] : refundParts(consoleLedger(order), consolePaymentTotal(order), order.total, toPaise(asking));
  if (asking !== undefined && parts.length > 0) {
    return (
      <section className="console-refund console-confirm" aria-labelledby={`${id}-confirm`}>
        <h3 id={`${id}-confirm`} ref={question} tabIndex={-1}>
          Refund {formatInr(asking)}?
        </h3>
        <p>Refund {parts.map((part) => refundDestination(part.amountPaise, part.payment)).join(' and ')}.</p>
        <p>Reason: {reason.trim()}</p>
        {refund.isError && (
          <p role="alert" className="field__error">
            {refund.error.message}
          </p>
        )}
        <div className="actions-row">
          <button type="button" className="button button--small" disabled={busy || refund.isPending} onClick={() => send(asking)}>
            {refund.isPending ? 'Refunding…' : `Yes, refund ${formatInr(asking)}`}
          </button>
          <button type="button" className="button button--ghost button--small" disabled={refund.isPending} onClick={() => setAsking(undefined)}>
            Change the refund
          </button>
        </div>
      </section>
    );
  }
  return (
    <form className="console-refund" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Refund</h3>
      <p className="field__hint">Up to {formatInr(fromPaise(order.payment.refundablePaise))} can be refunded, to the way the customer paid.</p>
      <div className="field">
        <label htmlFor={`${id}-amount`} className="field__label">
          {amountField} (₹)
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
        Refund…
      </button>
    </form>
  );
}
