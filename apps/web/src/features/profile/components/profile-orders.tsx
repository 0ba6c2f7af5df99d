// The profile's Orders block. Signed in: every order of the account, newest first, each opening its page. A guest:
// the last order placed on this device, from the API. Each links to its status page. Never placeholder entries.
import { Link } from 'react-router-dom';
import { formatDate, formatInr } from '../../../lib/format';
import { orderStatusLabels, paymentStatusLabels } from '../../../lib/order-status';
import { useAccountOrders } from '../api/use-account-orders';
import { useLastOrder } from '../api/use-last-order';
import { paths } from '../../../config/paths';
import { documentAllowsGateway } from '../../../lib/gateway-pages';

function LastOrderOnDevice() {
  const order = useLastOrder();
  if (order.fetchStatus === 'idle' && order.isPending) {
    return (
      <>
        <p>No orders yet.</p>
        <Link to={paths.occasions.getHref()} className="button button--small">
          Shop party boxes
        </Link>
      </>
    );
  }
  if (order.isPending) return <p role="status">Loading your last order…</p>;
  if (order.isError) {
    return (
      <div role="alert">
        <p>We couldn&apos;t load your last order just now. {order.error.message}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void order.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { orderNumber, createdAt, lines, total } = order.data;
  const boxes = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="profile-order">
      <p className="profile-order__number">
        Last order <strong>{orderNumber}</strong>
      </p>
      <p>
        Placed on {formatDate(createdAt)} · {boxes} {boxes === 1 ? 'box' : 'boxes'} · {formatInr(total)}
      </p>
      <p className="profile-order__items">{lines.map((line) => line.themeName).join(', ')}</p>
      <Link to={paths.orderStatus.getHref(orderNumber)} reloadDocument={!documentAllowsGateway()}>
        Track this order
      </Link>
    </div>
  );
}

function AccountOrderList() {
  const list = useAccountOrders(true);
  if (list.isPending) return <p role="status">Loading your orders…</p>;
  if (list.isError) {
    return (
      <div role="alert">
        <p>We couldn&apos;t load your orders just now. {list.error.message}</p>
        <button type="button" className="button button--ghost button--small" onClick={() => void list.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { orders, limit, more } = list.data;
  if (orders.length === 0) {
    return (
      <>
        <p>No orders yet. Orders you place while signed in, and earlier ones placed with your phone number, show here.</p>
        <Link to={paths.occasions.getHref()} className="button button--small">
          Shop party boxes
        </Link>
      </>
    );
  }
  return (
    <>
      <ol className="profile-orders" aria-label="Your orders, newest first">
        {orders.map((order) => (
          <li key={order.id} className="profile-orders__item">
            <Link to={paths.orderStatus.getHref(order.orderNumber)} reloadDocument={!documentAllowsGateway()} className="profile-orders__number">
              {order.orderNumber}
            </Link>
            <span className="profile-orders__date">{formatDate(order.createdAt)}</span>
            <span className="profile-orders__total">{formatInr(order.total)}</span>
            <span className="profile-orders__status">
              {orderStatusLabels[order.status]} · {paymentStatusLabels[order.paymentStatus]}
            </span>
          </li>
        ))}
      </ol>
      {more && <p className="profile-orders__more">Showing your latest {limit} orders.</p>}
    </>
  );
}

/** `signedIn` is undefined while the session is being asked for. */
export function ProfileOrders({ signedIn }: { readonly signedIn: boolean | undefined }) {
  return (
    <section className={`card profile-block${signedIn ? ' profile-block--wide' : ''}`} aria-labelledby="profile-orders">
      <h2 id="profile-orders">{signedIn ? 'Your orders' : 'Orders'}</h2>
      {signedIn === undefined ? <p role="status">Loading your orders…</p> : signedIn ? <AccountOrderList /> : <LastOrderOnDevice />}
    </section>
  );
}
