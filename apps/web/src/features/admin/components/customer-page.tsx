// /admin/customers/:phone: one customer, by phone: the names their orders give, every order placed with that number
// (as the orderer's or the recipient's), newest first, and what they have spent, from the orders' ledgers.
import { useQuery } from '@tanstack/react-query';
import { orderStatusLabels, paymentStatusLabels, type OrderPaymentStatus, type OrderStatus } from '@partybox/order-lifecycle';
import payment from 'virtual:catalog/payment';
import { Link, useMatch } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { formatDate, formatInr, formatPhone } from '../../../lib/format';
import { queryClient } from '../../../lib/query-client';
import { customerPageQuery } from '../api/report-queries';
import { ConsoleProblem } from './console-problem';
import { inrOfPaise, TakingsTable } from './takings-table';

const methodLabel = (method: string) => (payment.methods as Record<string, { label: string } | undefined>)[method]?.label ?? method;

export function CustomerPage() {
  // The console is one route (/admin/*): the phone is read from this page's own path.
  const phone = useMatch(consolePaths.customer.path)?.params.phone ?? '';
  const customer = useQuery(customerPageQuery(phone), queryClient);
  const data = customer.data;
  return (
    <section className="console-page customer-page" aria-labelledby="console-customer">
      <div className="console-page__head">
        <h1 id="console-customer">{data?.names[0] ?? 'Customer'}</h1>
        <p className="console-page__lead">
          <a href={`tel:+91${phone}`}>{formatPhone(data?.phone ?? phone)}</a>
          {data && data.names.length > 1 && <> · also ordered as {data.names.slice(1).join(', ')}</>}
        </p>
      </div>
      {customer.isPending ? (
        <p role="status">Loading the customer…</p>
      ) : customer.isError || !data ? (
        <ConsoleProblem what="the customer" error={customer.error} onRetry={() => void customer.refetch()} />
      ) : data.orders.length === 0 ? (
        <p role="status" className="console-empty card">
          No orders were placed with this phone number.
        </p>
      ) : (
        <>
          <p className="customer-page__spent card">
            Spent <strong>{inrOfPaise(data.spent.netPaise)}</strong> over {data.orders.length} {data.orders.length === 1 ? 'order' : 'orders'}
          </p>
          <TakingsTable caption="In all" keyHeading="Orders" rows={[{ key: 'all', label: 'All', takings: data.spent }]} />
          <table className="console-table">
            <caption>Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Event date</th>
                <th scope="col">Status</th>
                <th scope="col">Payment</th>
                <th scope="col" className="console-table__amount">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {data.orders.map((order) => (
                <tr key={order.orderNumber}>
                  <th scope="row" data-label="Order">
                    <Link to={consolePaths.order.getHref(order.orderNumber)} className="console-table__number">
                      {order.orderNumber}
                    </Link>
                  </th>
                  <td data-label="Placed">{formatDate(order.placedAt)}</td>
                  <td data-label="Event date">{formatDate(order.eventDate)}</td>
                  <td data-label="Status">
                    <span className={`status-badge status-badge--${order.status}`}>{orderStatusLabels[order.status as OrderStatus]}</span>
                  </td>
                  <td data-label="Payment">
                    <span>
                      {methodLabel(order.paymentMethod)}
                      <span className="console-table__sub">{paymentStatusLabels[order.paymentStatus as OrderPaymentStatus]}</span>
                    </span>
                  </td>
                  <td data-label="Total" className="console-table__amount">
                    {formatInr(order.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
