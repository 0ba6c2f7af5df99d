// How payment continues after an order, by the method chosen and the order's payment status (copy from catalog/site.json).
import type { PlacedOrder } from '@partybox/contracts';
import payment from 'virtual:catalog/payment';
import { formatInr } from '../lib/format';

export function PaymentNextStep({ order }: { readonly order: Pick<PlacedOrder, 'paymentMethod' | 'paymentStatus' | 'bank' | 'total'> }) {
  const { label, howToPay } = payment.methods[order.paymentMethod];
  const amount = formatInr(order.total);
  return (
    <>
      <p className="confirmation__payment">
        <strong>{order.paymentStatus === 'pay-on-delivery' ? `Pay ${amount} on delivery` : `${amount} to pay · nothing charged yet`}</strong>
        <span>
          {' '}
          · {label}
          {order.bank ? ` (${order.bank})` : ''}
        </span>
      </p>
      <p>{howToPay}</p>
    </>
  );
}
