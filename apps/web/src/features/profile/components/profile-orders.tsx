// The profile's Orders block. Signed in: a link to My orders (/orders), the one list of the account's orders. A guest:
// the last order placed on this device, from the API, linking to its status page. Never placeholder entries.
import { Link } from 'react-router-dom';
import { formatDate, formatInr } from '../../../lib/format';
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

/** Signed in, the orders are listed once, under My orders (/orders). */
function MyOrdersLink() {
  return (
    <>
      <p>Every order of your account, with its party date, delivery and status, is under My orders.</p>
      <Link to={paths.orders.getHref()} className="button button--small">
        My orders
      </Link>
    </>
  );
}

/** `signedIn` is undefined while the session is being asked for. */
export function ProfileOrders({ signedIn }: { readonly signedIn: boolean | undefined }) {
  return (
    <section className="card profile-block" aria-labelledby="profile-orders">
      <h2 id="profile-orders">{signedIn ? 'Your orders' : 'Orders'}</h2>
      {signedIn === undefined ? <p role="status">Loading your orders…</p> : signedIn ? <MyOrdersLink /> : <LastOrderOnDevice />}
    </section>
  );
}
