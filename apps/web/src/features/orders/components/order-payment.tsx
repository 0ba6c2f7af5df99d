// The status page's money: how the order is paid, where the money is now (the API's one sentence), each attempt (with
// the bank Razorpay reports) and refund, and "Pay now" while something is due (after a failed or abandoned payment, or
// a gateway that was down). A payment the bank has authorised but not yet confirmed is said so (catalog/site.json,
// payment.afterOrder.authorized) and never offers to pay again. A balance an edit added to a paid order is paid through
// the Payment Link texted for it ("Pay ₹1,200 balance" opens it), or, before one is open, the team sends one.
import type { CustomerOrderStatus } from '@partybox/contracts/operations';
import { isPaymentDue, paymentStatusLabels } from '@partybox/order-lifecycle';
import payment from 'virtual:catalog/payment';
import { isPaymentBeingConfirmed } from '../../../components/payment-next-step';
import { formatInr, fromPaise } from '../../../lib/format';
import { formatDateTime } from '../../../lib/format-date-time';
import { usePayNow } from '../api/use-pay-now';

const attemptLabels = {
  created: 'Started',
  authorized: 'Authorised: being confirmed by your bank',
  failed: 'Failed',
  'auto-refunded': 'Returned to you, never charged',
  captured: 'Paid',
} as const;
const refundLabels = { pending: 'Issued, on its way', failed: 'Failed: we are looking into it', processed: 'Refunded' } as const;
const methodNames: Readonly<Record<string, string>> = { upi: 'UPI', card: 'Card', netbanking: 'Net banking', wallet: 'Wallet' };

export function OrderPayment({ order, token }: { readonly order: CustomerOrderStatus; readonly token: string }) {
  const payNow = usePayNow(order.orderNumber, token);
  const { attempts, refunds, moneyNote, dueRupees, balanceLink } = order.payment;
  const beingConfirmed = isPaymentBeingConfirmed(order.payment.status, attempts);
  const canPay = order.payment.canPay && !beingConfirmed;
  const { authorized } = payment.afterOrder;
  // Nothing to pay the usual way, yet something due: the balance an edit added to a paid order (Razorpay's Payment Link
  // for it, once one is open).
  const usualDue = isPaymentDue({ online: order.paymentMethod !== 'cod', paymentStatus: order.payment.status, orderStatus: order.status });
  const balanceDue = usualDue ? 0 : dueRupees;
  return (
    <section className="card order-payment" aria-labelledby="order-payment">
      <h2 id="order-payment">Payment</h2>
      <dl className="order-page__status">
        <dt>Method</dt>
        <dd>{payment.methods[order.paymentMethod].label}</dd>
        <dt>Status</dt>
        <dd>{beingConfirmed ? authorized.headline.replaceAll('{amount}', formatInr(order.total)) : paymentStatusLabels[order.payment.status]}</dd>
      </dl>
      {beingConfirmed ? <p className="order-payment__note">{authorized.detail}</p> : moneyNote && <p className="order-payment__note">{moneyNote}</p>}
      {canPay && (
        <div className="order-payment__due">
          <p>
            {order.payment.status === 'payment-failed' ? 'Your last payment did not go through.' : 'This order is not paid yet.'} To pay:{' '}
            <strong>{formatInr(dueRupees)}</strong>
          </p>
          {payNow.data === false && <p role="alert">The payment was not completed. You can try again.</p>}
          {payNow.isError && (
            <p role="alert" className="form-alert form-alert--error">
              {payNow.error.message}
            </p>
          )}
          <button type="button" className="button" disabled={payNow.isPending} onClick={() => payNow.mutate()}>
            {payNow.isPending ? 'Opening the payment page…' : `Pay now · ${formatInr(dueRupees)}`}
          </button>
        </div>
      )}
      {balanceDue > 0 && (
        <div className="order-payment__due">
          <p>
            Your order was changed after you paid. Balance to pay: <strong>{formatInr(balanceDue)}</strong>
          </p>
          {balanceLink ? (
            <a className="button" href={balanceLink}>
              Pay {formatInr(balanceDue)} balance
            </a>
          ) : (
            <p>We will text you a link to pay it.</p>
          )}
        </div>
      )}
      {attempts.length > 0 && (
        <>
          <h3>Payment attempts</h3>
          <ul className="order-payment__list">
            {attempts.map((attempt) => (
              <li key={`${attempt.at}-${attempt.status}-${attempt.amountPaise}`}>
                {formatDateTime(attempt.at)} · {methodNames[attempt.method] ?? attempt.method}
                {attempt.bank ? ` (${attempt.bank})` : ''} · {formatInr(fromPaise(attempt.amountPaise))} · <strong>{attemptLabels[attempt.status]}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
      {refunds.length > 0 && (
        <>
          <h3>Refunds</h3>
          <ul className="order-payment__list">
            {refunds.map((refund) => (
              <li key={`${refund.at}-${refund.amountPaise}`}>
                {formatDateTime(refund.at)} · {formatInr(fromPaise(refund.amountPaise))} · <strong>{refundLabels[refund.status]}</strong>
                {refund.reason && <span> · {refund.reason}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
