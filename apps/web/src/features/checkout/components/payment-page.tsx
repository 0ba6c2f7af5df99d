// /payment: the payment method and the order summary; the order can be placed once the delivery is saved.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useDeliveryStore } from '../stores/delivery-store';
import { usePaymentStore } from '../stores/payment-store';
import { useCheckoutTotals } from '../api/checkout-totals';
import { EmptyCartNotice } from './empty-cart-notice';
import { OrderSummary } from './order-summary';
import { PaymentForm } from './payment-form';
import '../checkout.css';
import { paths } from '../../../config/paths';

export function PaymentPage() {
  const hydrated = useStoresHydrated(useCartStore, useCheckoutStore, useDeliveryStore, usePaymentStore);
  const lines = useCartStore((state) => state.lines);
  const deliverySaved = useDeliveryStore((state) => Boolean(state.savedId));
  const totals = useCheckoutTotals();
  const [placed, setPlaced] = useState(false);

  let content;
  if (!hydrated) {
    content = (
      <p className="checkout-loading" role="status">
        Loading your checkout…
      </p>
    );
  } else if (placed) {
    content = (
      <p className="checkout-loading" role="status">
        Your order is placed. Opening your confirmation…
      </p>
    );
  } else if (lines.length === 0) {
    content = <EmptyCartNotice />;
  } else if (!deliverySaved) {
    content = (
      <div className="checkout-notice card">
        <p>Add your delivery details first, so we know where to bring your party box.</p>
        <Link to={paths.delivery.getHref()} className="button">
          Enter delivery details
        </Link>
      </div>
    );
  } else {
    content = (
      <div className="payment-layout">
        <PaymentForm lines={lines} totals={totals} onPlaced={() => setPlaced(true)} />
        <OrderSummary totals={totals} />
      </div>
    );
  }

  return (
    <section className="section checkout-page">
      <p className="eyebrow">Checkout · Payment</p>
      <h1>Choose Your Payment Method</h1>
      {content}
    </section>
  );
}
