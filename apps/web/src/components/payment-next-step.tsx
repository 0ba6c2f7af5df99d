// How payment stands after an order, by the method chosen and what Razorpay reported: received, being confirmed by the
// bank (authorised, not yet captured: never "pay again"), to pay on delivery, or still to pay online from the order's
// status page. The bank named is the one Razorpay reports on the payment. Every word from catalog/site.json
// (payment.afterOrder); the shop's own confirmation of the order is said apart from this (confirmation.received).
import type { PlacedOrder } from '@partybox/contracts';
import type { OrderPaymentStatus } from '@partybox/order-lifecycle';
import payment from 'virtual:catalog/payment';
import { formatInr } from '../lib/format';

type PaymentFacts = Pick<PlacedOrder, 'paymentMethod' | 'paymentStatus' | 'latestPayment' | 'total'>;

/**
 * The order payment status the lifecycle gives an authorised, uncaptured payment (the lead's 'payment-processing' on
 * main); a string here so this reads both before and after that status reaches this branch.
 */
const beingConfirmedStatuses: readonly string[] = ['payment-processing'];

/**
 * Whether the order's money is authorised by the bank but not captured yet: the order's status says so, or a payment
 * reads `authorized` while the order still reads unpaid. The money is held, so the customer is told the bank is
 * confirming it and is never offered to pay again.
 */
export function isPaymentBeingConfirmed(paymentStatus: OrderPaymentStatus, payments: readonly { readonly status: string }[]): boolean {
  if (beingConfirmedStatuses.includes(paymentStatus)) return true;
  return (paymentStatus === 'awaiting-payment' || paymentStatus === 'payment-failed') && payments.some((attempt) => attempt.status === 'authorized');
}

function standing(order: PaymentFacts, howToPay: string): readonly [string, string] {
  const { paid, authorized, payOnDelivery, due } = payment.afterOrder;
  if (order.paymentStatus === 'paid') return [paid.headline, paid.detail];
  if (isPaymentBeingConfirmed(order.paymentStatus, order.latestPayment ? [order.latestPayment] : [])) return [authorized.headline, authorized.detail];
  if (order.paymentStatus === 'pay-on-delivery') return [payOnDelivery.headline, howToPay];
  return [due.headline, due.detail];
}

export function PaymentNextStep({ order }: { readonly order: PaymentFacts }) {
  const { label, howToPay } = payment.methods[order.paymentMethod];
  const [headline, detail] = standing(order, howToPay);
  const bank = order.latestPayment?.bank;
  return (
    <>
      <p className="confirmation__payment">
        <strong>{headline.replaceAll('{amount}', formatInr(order.total))}</strong>
        <span>
          {' '}
          · {label}
          {bank ? ` (${bank})` : ''}
        </span>
      </p>
      <p>{detail}</p>
    </>
  );
}
