// The order's way from placed to delivered, each step with the moment it was reached; a cancelled order shows the
// steps it reached and then Cancelled.
import type { CustomerOrderStatus } from '@partybox/contracts/operations';
import { orderProgress, orderStatusLabels, type OrderStatus } from '@partybox/order-lifecycle';
import { formatDateTime } from '../../../lib/format-date-time';

export function OrderTimeline({ order }: { readonly order: CustomerOrderStatus }) {
  const reachedAt = new Map(order.timeline.map((entry) => [entry.status, entry.at] as const));
  const steps: readonly OrderStatus[] =
    order.status === 'cancelled' ? [...orderProgress.filter((status) => reachedAt.has(status)), 'cancelled'] : orderProgress;
  return (
    <ol className="order-timeline" aria-label="Order progress">
      {steps.map((status) => {
        const at = reachedAt.get(status);
        const state = status === order.status ? 'current' : at ? 'done' : 'upcoming';
        return (
          <li key={status} className={`order-timeline__step order-timeline__step--${state}${status === 'cancelled' ? ' order-timeline__step--cancelled' : ''}`}>
            <span className="order-timeline__label">
              {orderStatusLabels[status]}
              {state === 'current' && <span className="visually-hidden"> (now)</span>}
            </span>
            <span className="order-timeline__when">{at ? <time dateTime={at}>{formatDateTime(at)}</time> : 'Not yet'}</span>
          </li>
        );
      })}
    </ol>
  );
}
