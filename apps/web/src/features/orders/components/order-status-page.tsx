// /orders/:orderNumber: where an order stands (a timeline with times), what is in it, its payment (where the money
// is, attempts, refunds, "Pay now" while due), and cancelling while the policy allows it. Readable by the signed-in owner, through the `?t=` link in the order's messages, or on
// the device that placed it; anyone else gets the same "not found" as for an order that does not exist.
import type { CustomerOrderStatus } from '@partybox/contracts/operations';
import { deliveryLine, orderStatusLabels } from '@partybox/order-lifecycle';
import confirmation from 'virtual:catalog/confirmation';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { OrderBoxesBreakdown } from '../../../components/order-boxes-breakdown';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { useOrderStatus } from '../api/use-order-status';
import { CustomerCancel } from './customer-cancel';
import { CustomerPersonalisation } from './customer-personalisation';
import { OrderPayment } from './order-payment';
import { OrderTimeline } from './order-timeline';
import '../orders.css';

function StatusDetails({ order, token }: { readonly order: CustomerOrderStatus; readonly token: string }) {
  return (
    <>
      <p className="order-status__now" role="status">
        Status: <strong>{orderStatusLabels[order.status]}</strong>
        {order.cancelReason && <span className="order-status__reason"> · {order.cancelReason}</span>}
      </p>
      {/* The shop's confirmation, said apart from the payment: a paid order still waits for the team to book its slot. */}
      {order.status === 'placed' && <p className="order-status__next">{confirmation.received}</p>}
      <p className="order-status__delivery">
        <strong>{deliveryLine(order.deliverySlot)}</strong>
      </p>
      <p className="order-status__event">Party on {formatDate(order.eventDate)}</p>
      <div className="order-status__grid">
        <section className="card order-status__progress" aria-labelledby="order-progress">
          <h2 id="order-progress">Progress</h2>
          <OrderTimeline order={order} />
        </section>
        <OrderBoxesBreakdown order={order} title="Your boxes" titleId="order-boxes" className="card" />
        <CustomerPersonalisation order={order} token={token} />
        <OrderPayment order={order} token={token} />
        <CustomerCancel order={order} token={token} />
      </div>
    </>
  );
}

function OrderStatusBody({ orderNumber, token }: { readonly orderNumber: string; readonly token: string }) {
  const location = useLocation();
  const order = useOrderStatus(orderNumber, token, true);
  if (order.isPending) return <p role="status">Loading your order…</p>;
  if (order.isError) {
    const notFound = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 401 || order.error.status === 403);
    return (
      <div className="card order-page__notice" role="alert">
        {notFound ? (
          <>
            <p>
              We could not find order {orderNumber} for you. Open the link in the text message we sent about it, or sign in with the account that placed it.
            </p>
            <p className="actions-row">
              <Link to={`${paths.signIn.getHref()}?next=${encodeURIComponent(location.pathname)}`} className="button button--small">
                Sign in
              </Link>
              <Link to={paths.contact.getHref()} className="button button--ghost button--small">
                Contact us
              </Link>
            </p>
          </>
        ) : (
          <>
            <p>We couldn&apos;t load this order just now. {order.error.message}</p>
            <button type="button" className="button button--ghost button--small" onClick={() => void order.refetch()}>
              Try again
            </button>
          </>
        )}
      </div>
    );
  }
  return <StatusDetails order={order.data} token={token} />;
}

export function OrderStatusPage() {
  const { orderNumber = '' } = useParams();
  const [search] = useSearchParams();
  const hydrated = useStoresHydrated(useCheckoutIdStore);
  const lastOrder = useCheckoutIdStore((state) => state.lastOrder);
  // The message's link token, else the token this device kept for the order it placed (never another order's).
  const token = search.get('t') ?? (lastOrder?.orderNumber === orderNumber ? lastOrder.accessToken : '');
  return (
    <section className="page-narrow order-page order-status">
      <p>
        <Link to={paths.orders.getHref()}>← My orders</Link>
      </p>
      <h1>Order {orderNumber}</h1>
      {hydrated ? <OrderStatusBody orderNumber={orderNumber} token={token} /> : <p role="status">Loading your order…</p>}
    </section>
  );
}
