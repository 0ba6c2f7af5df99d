// /confirmation: the order just placed, read from the API (so a reload still shows it), and how payment continues. The
// completed checkout says which order it became (a strongly consistent read by id on the server); once that checkout is
// gone (expired, or a guest's next checkout took its cookie), the order this device remembers is shown. Its words
// (catalog/site.json, `confirmation`) say the order is received, how its payment stands, and, apart from that, that the
// shop confirms its delivery slot next: a paid order is not a confirmed one until the team has confirmed it.
import { useQuery } from '@tanstack/react-query';
import copy from 'virtual:catalog/confirmation';
import { cancelDeadlineDay, customerCancelDeadline, customerCancelHours, deliveryLine, formatCancelDeadline } from '@partybox/order-lifecycle';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../lib/format';
import { orderQuery } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { checkoutQuery } from '../../../lib/checkout-api';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { PlacedOrderBreakdown } from '../../../components/placed-order-breakdown';
import { PaymentNextStep } from '../../../components/payment-next-step';
import '../checkout.css';
import { paths } from '../../../config/paths';

function PlacedOrderDetails({ orderId, token }: { readonly orderId: string; readonly token: string }) {
  const order = useQuery(orderQuery(orderId, token), queryClient);
  if (order.isPending)
    return (
      <p className="checkout-loading" role="status">
        Loading your order details…
      </p>
    );
  if (order.isError) {
    return (
      <div className="checkout-notice card" role="alert">
        <p>We couldn&apos;t load your order details just now. {order.error.message}</p>
        <button type="button" className="button button--ghost" onClick={() => void order.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { orderNumber, createdAt, status, deliverySlot } = order.data;
  // The one cancel rule: 48 hours before the start of the delivery day (every order placed here has a slot).
  const cancelUntil = deliverySlot
    ? formatCancelDeadline(customerCancelDeadline(cancelDeadlineDay({ deliverySlot, eventDate: deliverySlot.date })))
    : `up to ${customerCancelHours} hours before delivery`;
  // Confirmed only once the shop has moved it on (never by a payment); a cancelled order's state is on its status page.
  const confirmed = status !== 'placed' && status !== 'cancelled';
  return (
    <>
      <p className="confirmation__number">
        Order number <strong>{orderNumber}</strong>
        <span className="confirmation__date"> · placed on {formatDate(createdAt)}</span>
      </p>
      <p className="confirmation__delivery">
        <strong>{deliveryLine(deliverySlot)}</strong>
      </p>
      <PlacedOrderBreakdown order={order.data} title="Your order" titleId="confirmation-items" />
      <section className="confirmation__next" aria-labelledby="confirmation-next">
        <h2 id="confirmation-next">{copy.nextHeading}</h2>
        <PaymentNextStep order={order.data} />
        {status !== 'cancelled' && <p className="confirmation__state">{confirmed ? copy.confirmed : copy.received}</p>}
        <p>
          {copy.followUp.replace('{cancelUntil}', cancelUntil)} <Link to={paths.orderStatus.getHref(orderNumber)}>its status page</Link>.
        </p>
      </section>
    </>
  );
}

/** The order of the last checkout completed on this device, and whether it is still being read. */
function useCompletedOrder() {
  const hydrated = useStoresHydrated(useCheckoutIdStore);
  const completedId = useCheckoutIdStore((state) => state.completedId);
  const lastOrder = useCheckoutIdStore((state) => state.lastOrder);
  const checkout = useQuery({ ...checkoutQuery(completedId ?? ''), enabled: hydrated && Boolean(completedId), retry: false }, queryClient);
  const order = checkout.data?.order ?? lastOrder;
  return { loading: !hydrated || (Boolean(completedId) && checkout.isPending), order };
}

export function ConfirmationPage() {
  const { loading, order } = useCompletedOrder();

  if (loading) {
    return (
      <section className="page-narrow checkout-page">
        <h1>Your order</h1>
        <p className="checkout-loading" role="status">
          Loading your order…
        </p>
      </section>
    );
  }
  if (!order) {
    return (
      <section className="page-narrow checkout-page">
        <h1>No recent order</h1>
        <p>There is no recent order on this device. Find a party box you love and it will show here once you order.</p>
        <Link to={paths.occasions.getHref()} className="button">
          Shop party boxes
        </Link>
      </section>
    );
  }
  return (
    <section className="page-narrow checkout-page confirmation">
      <p className="eyebrow">{copy.eyebrow}</p>
      <h1>{copy.heading}</h1>
      <p className="lead">{copy.lead}</p>
      <PlacedOrderDetails orderId={order.id} token={order.accessToken} />
      <div className="actions-row">
        <Link to="/" className="button">
          Return Home
        </Link>
      </div>
    </section>
  );
}
