// Shown by checkout pages when the cart is empty: nothing to deliver or pay for yet.
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';

export function EmptyCartNotice() {
  return (
    <div className="checkout-notice card">
      <p>Your cart is empty, so there is nothing to check out yet.</p>
      <Link to={paths.occasions.getHref()} className="button">
        Shop party boxes
      </Link>
    </div>
  );
}
