// /confirmation: the order just placed, read from the API (so a reload still shows it), and how payment continues.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { formatDate, formatInr } from '../../../lib/format';
import { orderQuery } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { PaymentNextStep } from './payment-next-step';
import '../checkout.css';

function PlacedOrderDetails({ orderId }: { readonly orderId: string }) {
  const order = useQuery(orderQuery(orderId), queryClient);
  if (order.isPending) return <p className="checkout-loading" role="status">Loading your order details…</p>;
  if (order.isError) {
    return (
      <div className="checkout-notice card" role="alert">
        <p>We couldn&apos;t load your order details just now. {order.error.message}</p>
        <button type="button" className="button button--ghost" onClick={() => void order.refetch()}>Try again</button>
      </div>
    );
  }
  const { orderNumber, createdAt, lines, extras, subtotal, shipping, total, paymentMethod } = order.data;
  return (
    <>
      <p className="confirmation__number">
        Order number <strong>{orderNumber}</strong>
        <span className="confirmation__date"> · placed on {formatDate(createdAt)}</span>
      </p>
      <section className="price-summary" aria-labelledby="confirmation-items">
        <h2 id="confirmation-items">Your order</h2>
        <ul className="order-summary__lines">
          {lines.map((line, index) => (
            // Two lines may hold the same box, so the position is part of the key.
            <li key={`${index}-${line.themeId}`}>
              <span className="order-summary__name">{line.themeName} × {line.quantity}</span>
              <span className="order-summary__amount">{formatInr(line.lineTotal)}</span>
              {line.addons.length > 0 && <span className="order-summary__addons">With {line.addons.map((addon) => addon.label).join(', ')}</span>}
            </li>
          ))}
          {extras.length > 0 && (
            <li>
              <span className="order-summary__name">Extras</span>
              <span className="order-summary__amount">{formatInr(extras.reduce((sum, extra) => sum + extra.price, 0))}</span>
              <span className="order-summary__addons">{extras.map((extra) => extra.label).join(', ')}</span>
            </li>
          )}
        </ul>
        <dl>
          <dt>Subtotal</dt>
          <dd>{formatInr(subtotal)}</dd>
          <dt>Shipping</dt>
          <dd>{formatInr(shipping)}</dd>
          <dt className="price-summary__total">Total</dt>
          <dd className="price-summary__total">{formatInr(total)}</dd>
        </dl>
      </section>
      <section className="confirmation__next" aria-labelledby="confirmation-next">
        <h2 id="confirmation-next">What happens next</h2>
        <PaymentNextStep method={paymentMethod} total={total} />
      </section>
    </>
  );
}

export function ConfirmationPage() {
  const hydrated = useStoresHydrated(useCheckoutStore);
  const lastOrderId = useCheckoutStore((state) => state.lastOrderId);

  if (!hydrated) {
    return (
      <section className="page-narrow checkout-page">
        <h1>Your order</h1>
        <p className="checkout-loading" role="status">Loading your order…</p>
      </section>
    );
  }
  if (!lastOrderId) {
    return (
      <section className="page-narrow checkout-page">
        <h1>No recent order</h1>
        <p>There is no recent order on this device. Find a party box you love and it will show here once you order.</p>
        <Link to="/ocassion" className="button">Shop party boxes</Link>
      </section>
    );
  }
  return (
    <section className="page-narrow checkout-page confirmation">
      <p className="eyebrow">Thank you!</p>
      <h1>Order Confirmed!</h1>
      <p className="lead">Thank you for choosing Party Box. We&apos;ve received your order and will call you to confirm the delivery slot.</p>
      <PlacedOrderDetails orderId={lastOrderId} />
      <div className="actions-row">
        <Link to="/" className="button">Return Home</Link>
      </div>
    </section>
  );
}
