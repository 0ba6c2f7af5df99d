// Shown by checkout pages when the cart is empty: nothing to deliver or pay for yet. The payment page also points to
// the order this device placed last: a customer who reloads it after a payment that did not go through finds the
// order there (placed, payable from its status page), not just an empty cart.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LastOrder } from '../../../stores/checkout-id-store';

export function EmptyCartNotice({ lastOrder }: { readonly lastOrder?: LastOrder }) {
  return (
    <div className="checkout-notice card">
      {lastOrder ? (
        <>
          <p>
            Your cart is empty. Your last order, {lastOrder.orderNumber}, is placed: its status page shows whether it is paid, and you can pay there if the
            payment did not go through.
          </p>
          <div className="actions-row">
            <Link to={paths.orderStatus.getHref(lastOrder.orderNumber)} className="button">
              Open order {lastOrder.orderNumber}
            </Link>
            <Link to={paths.occasions.getHref()} className="button button--ghost">
              Shop party boxes
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>Your cart is empty, so there is nothing to check out yet.</p>
          <Link to={paths.occasions.getHref()} className="button">
            Shop party boxes
          </Link>
        </>
      )}
    </div>
  );
}
