// /delivery: where the party box goes. Needs a cart; the form starts from the saved draft once it has loaded.
import deliveryArea from 'virtual:catalog/delivery-area';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useProfileStore } from '../../../stores/profile-store';
import { useDeliveryStore } from '../stores/delivery-store';
import { useCheckoutTotals } from '../api/checkout-totals';
import { DeliveryForm } from './delivery-form';
import { EmptyCartNotice } from './empty-cart-notice';
import { OrderSummary } from './order-summary';
import '../checkout.css';

export function DeliveryPage() {
  const hydrated = useStoresHydrated(useCartStore, useCheckoutStore, useProfileStore, useDeliveryStore);
  const hasBoxes = useCartStore((state) => state.lines.length > 0);
  const totals = useCheckoutTotals();
  return (
    <section className="section checkout-page">
      <p className="eyebrow">Checkout · Delivery</p>
      <h1>Delivery Details</h1>
      {!hydrated ? (
        <p className="checkout-loading" role="status">
          Loading your checkout…
        </p>
      ) : hasBoxes ? (
        <>
          <p className="lead">We deliver across {deliveryArea.city}. Tell us where the party box should go.</p>
          <div className="checkout-layout">
            <DeliveryForm />
            <OrderSummary totals={totals} />
          </div>
        </>
      ) : (
        <EmptyCartNotice />
      )}
    </section>
  );
}
