// The line that tells the customer the delivery place is held for them and until when (or that the hold ended, is
// being renewed, or was lost with a way to pick again).
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Checkout } from '../../../lib/checkout-api';
import { useDeliveryHold } from '../api/use-delivery-hold';

export function DeliveryHoldNotice({ checkout, renew }: { readonly checkout: Checkout; readonly renew: boolean }) {
  const hold = useDeliveryHold(checkout, { renew });
  if (hold.kind === 'none') return null;
  return (
    <p className={`delivery-hold delivery-hold--${hold.kind}`} role="status" data-hold={hold.kind}>
      {hold.text}
      {hold.kind === 'taken' && (
        <>
          {' '}
          <Link to={paths.delivery.getHref()}>Choose another delivery day or slot</Link>
        </>
      )}
    </p>
  );
}
