// The order list as a table: one row per order with what the team scans for. On a phone the rows become stacked
// cards, each cell named by its column (admin.css reads the data-label attributes).
import type { AdminOrderSummary } from '@partybox/contracts/operations';
import { orderStatusLabels, paymentStatusLabels } from '@partybox/order-lifecycle';
import payment from 'virtual:catalog/payment';
import { Link } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { formatDate, formatInr, formatPhone } from '../../../lib/format';

interface OrderTableProps {
  readonly orders: readonly AdminOrderSummary[];
  readonly caption: string;
  /** The list's query string, so the order page can lead back to the same list. */
  readonly listSearch: string;
}

export function OrderTable({ orders, caption, listSearch }: OrderTableProps) {
  return (
    <table className="console-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Event date</th>
          <th scope="col">Customer</th>
          <th scope="col">Phone</th>
          <th scope="col">Status</th>
          <th scope="col">Payment</th>
          <th scope="col" className="console-table__amount">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.orderNumber}>
            <th scope="row" data-label="Order">
              <Link to={consolePaths.order.getHref(order.orderNumber)} state={{ listSearch }} className="console-table__number">
                {order.orderNumber}
              </Link>
            </th>
            <td data-label="Event date">{formatDate(order.eventDate)}</td>
            <td data-label="Customer">
              {/* Who ordered; their page lists every order placed with this phone. */}
              <Link to={consolePaths.customer.getHref(order.phone)}>{order.customerName}</Link>
            </td>
            <td data-label="Phone">
              <a href={`tel:+91${order.phone}`}>{formatPhone(order.phone)}</a>
            </td>
            <td data-label="Status">
              <span className={`status-badge status-badge--${order.status}`}>{orderStatusLabels[order.status]}</span>
            </td>
            <td data-label="Payment">
              <span>
                {payment.methods[order.paymentMethod].label}
                <span className="console-table__sub">{paymentStatusLabels[order.paymentStatus]}</span>
                {order.paymentNeedsAttention && <span className="console-table__flag">Needs attention</span>}
              </span>
            </td>
            <td data-label="Total" className="console-table__amount">
              {formatInr(order.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
