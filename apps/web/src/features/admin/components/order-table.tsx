// The order list as a table: one row per order with what the team works from on the day (slot, theme, who ordered,
// status, payment and what to collect at the door), grouped by delivery day, with a box per row for bulk actions. On a
// phone each row is a compact card of three or four lines (admin.css).
import type { AdminOrderSummary } from '@partybox/contracts/operations';
import { orderStatusLabels } from '@partybox/order-lifecycle';
import { Link } from 'react-router-dom';
import { consolePaths } from '../../../config/console-paths';
import { formatDate, formatPhone } from '../../../lib/format';
import type { AdminCalendarDay } from '@partybox/contracts/calendar';
import { deliveryDayOf } from '../api/day-view';
import { doorPaymentWords } from '../door-payment-words';
import { paymentStatusWords } from './balance-due';
import { paymentMethodWords } from './payment-method-words';

interface OrderTableProps {
  /** Sorted as the team works them (bySlot). */
  readonly orders: readonly AdminOrderSummary[];
  readonly caption: string;
  /** The list's query string, so the order page can lead back to the same list. */
  readonly listSearch: string;
  readonly selected: ReadonlySet<string>;
  readonly onSelect: (orderNumbers: readonly string[], selected: boolean) => void;
  /** The calendar's days, when known: each day's heading says how much of its capacity is booked. */
  readonly calendar?: readonly AdminCalendarDay[];
  /** Whether the list covers more than one day: each day then has a heading row. */
  readonly byDay: boolean;
}

function DayHeading({ day, orders, calendar }: { readonly day: string; readonly orders: number; readonly calendar?: AdminCalendarDay }) {
  return (
    <tr className="console-table__day">
      <th scope="colgroup" colSpan={8}>
        {formatDate(day)} · {orders === 1 ? '1 order' : `${orders} orders`}
        {calendar && (
          <span className="console-table__sub">
            {calendar.blocked ? `Blocked: ${calendar.blocked.reason}` : `${calendar.booked} of ${calendar.capacity} orders booked`}
          </span>
        )}
      </th>
    </tr>
  );
}

export function OrderTable({ orders, caption, listSearch, selected, onSelect, calendar, byDay }: OrderTableProps) {
  const days = [...new Set(orders.map(deliveryDayOf))];
  const all = orders.map((order) => order.orderNumber);
  const allSelected = all.length > 0 && all.every((number) => selected.has(number));
  return (
    <table className="console-table console-table--day">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <td className="console-table__select">
            <input type="checkbox" aria-label="Select every order shown" checked={allSelected} onChange={(event) => onSelect(all, event.target.checked)} />
          </td>
          <th scope="col">Order</th>
          <th scope="col">Slot</th>
          <th scope="col">Theme</th>
          <th scope="col">Ordered by</th>
          <th scope="col">Status</th>
          <th scope="col">Payment</th>
          <th scope="col">At the door</th>
        </tr>
      </thead>
      {days.map((day) => {
        const ofDay = orders.filter((order) => deliveryDayOf(order) === day);
        return (
          <tbody key={day}>
            {byDay && <DayHeading day={day} orders={ofDay.length} calendar={calendar?.find((entry) => entry.date === day)} />}
            {ofDay.map((order) => (
              <tr key={order.orderNumber}>
                <td className="console-table__select">
                  <input
                    type="checkbox"
                    aria-label={`Select ${order.orderNumber}`}
                    checked={selected.has(order.orderNumber)}
                    onChange={(event) => onSelect([order.orderNumber], event.target.checked)}
                  />
                </td>
                <th scope="row" className="console-table__order">
                  <Link to={consolePaths.order.getHref(order.orderNumber)} state={{ listSearch }} className="console-table__number">
                    {order.orderNumber}
                  </Link>
                </th>
                <td className="console-table__slot">{order.deliverySlot?.label ?? 'To be agreed'}</td>
                <td className="console-table__theme">{order.themeNames?.join(', ')}</td>
                <td className="console-table__who">
                  {/* Who ordered; their page lists every order placed with this phone. */}
                  <Link to={consolePaths.customer.getHref(order.phone)}>{order.customerName}</Link>{' '}
                  {order.phone && (
                    <a href={`tel:+91${order.phone}`} className="console-table__phone">
                      {formatPhone(order.phone)}
                    </a>
                  )}
                </td>
                <td className="console-table__status">
                  <span className={`status-badge status-badge--${order.status}`}>{orderStatusLabels[order.status]}</span>
                </td>
                <td className="console-table__payment">
                  <span className="console-table__method">{paymentMethodWords(order, 'short')}</span>
                  <span className={order.balanceDue ? 'console-table__flag' : 'console-table__sub'}>{paymentStatusWords(order)}</span>
                  {order.paymentNeedsAttention && <span className="console-table__flag">Needs attention</span>}
                </td>
                <td className="console-table__door">{doorPaymentWords(order)}</td>
              </tr>
            ))}
          </tbody>
        );
      })}
    </table>
  );
}
