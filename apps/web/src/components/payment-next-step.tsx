// How payment stands after an order, by the method chosen and the order's payment status: paid online, to pay on
// delivery, or still to pay online from the order's status page; every word from catalog/site.json (payment.afterOrder).
import type { PlacedOrder } from '@partybox/contracts';
import payment from 'virtual:catalog/payment';
import { formatInr } from '../lib/format';

export function PaymentNextStep({ order }: { readonly order: Pick<PlacedOrder, 'paymentMethod' | 'paymentStatus' | 'bank' | 'total'> }) {
  const { label, howToPay } = payment.methods[order.paymentMethod];
  const { paid, payOnDelivery, due } = payment.afterOrder;
  const withAmount = (text: string) => text.replaceAll('{amount}', formatInr(order.total));
  const [headline, detail] =
    order.paymentStatus === 'paid'
      ? [paid.headline, paid.detail]
      : order.paymentStatus === 'pay-on-delivery'
        ? [payOnDelivery.headline, howToPay]
        : [due.headline, due.detail];
  return (
    <>
      <p className="confirmation__payment">
        <strong>{withAmount(headline)}</strong>
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
