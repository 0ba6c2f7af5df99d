// How payment stands after an order, by the method chosen and the order's payment status: paid online, to pay on
// delivery (copy from catalog/site.json), or still to pay online from the order's status page.
import type { PlacedOrder } from '@partybox/contracts';
import payment from 'virtual:catalog/payment';
import { formatInr } from '../lib/format';

export function PaymentNextStep({ order }: { readonly order: Pick<PlacedOrder, 'paymentMethod' | 'paymentStatus' | 'bank' | 'total'> }) {
  const { label, howToPay } = payment.methods[order.paymentMethod];
  const amount = formatInr(order.total);
  const headline =
    order.paymentStatus === 'paid'
      ? `Paid ${amount}`
      : order.paymentStatus === 'pay-on-delivery'
        ? `Pay ${amount} on delivery`
        : `${amount} to pay · not paid yet`;
  const detail =
    order.paymentStatus === 'paid'
      ? 'Your payment is received: there is nothing more to pay.'
      : order.paymentStatus === 'pay-on-delivery'
        ? howToPay
        : 'Your order is kept: pay for it from its status page, by the link below.';
  return (
    <>
      <p className="confirmation__payment">
        <strong>{headline}</strong>
        <span>
          {' '}
          · {label}
          {order.bank ? ` (${order.bank})` : ''}
        </span>
      </p>
      <p>{detail}</p>
    </>
  );
}
