// One order of My orders: its themes and number (the link to its status page), the party date, the delivery slot,
// where it stands and what it cost.
import type { AccountOrder } from '@partybox/contracts/accounts';
import { deliveryLine } from '@partybox/order-lifecycle';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDate, formatInr } from '../../../lib/format';
import { documentAllowsGateway } from '../../../lib/gateway-pages';
import { orderStatusLabels, paymentStatusLabels } from '../../../lib/order-status';

export function MyOrderItem({ order }: { readonly order: AccountOrder }) {
  const headingId = `my-order-${order.orderNumber}`;
  return (
    <li className="my-orders__item card" aria-labelledby={headingId}>
      <h2 id={headingId} className="my-orders__themes">
        {order.themes.join(', ')}
      </h2>
      <p className="my-orders__delivery">{deliveryLine(order.deliverySlot)}</p>
      <dl className="my-orders__facts">
        <dt>Party</dt>
        <dd>{formatDate(order.partyDate)}</dd>
        <dt>Status</dt>
        <dd>
          {orderStatusLabels[order.status]} · {paymentStatusLabels[order.paymentStatus]}
        </dd>
        <dt>Total</dt>
        <dd className="my-orders__total">{formatInr(order.total)}</dd>
      </dl>
      {/* The status page may load the gateway's script (Pay now): a full page load unless this document allows it. */}
      <Link to={paths.orderStatus.getHref(order.orderNumber)} reloadDocument={!documentAllowsGateway()} className="button button--ghost button--small">
        Order {order.orderNumber}
      </Link>
    </li>
  );
}
