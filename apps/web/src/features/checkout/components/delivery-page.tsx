// /delivery: where the party box goes. Works on the server's checkout; the form starts once it has loaded.
import deliveryArea from 'virtual:catalog/delivery-area';
import { Navigate } from 'react-router-dom';
import { CheckoutProblem } from '../../../components/checkout/checkout-problem';
import { useOpenCheckout } from '../api/use-open-checkout';
import { paths } from '../../../config/paths';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useProfileStore } from '../../../stores/profile-store';
import { DeliveryForm } from './delivery-form';
import { DeliveryHoldNotice } from './delivery-hold-notice';
import { EmptyCartNotice } from './empty-cart-notice';
import { OrderSummary } from '../../../components/checkout/order-summary';
import '../checkout.css';

export function DeliveryPage() {
  const open = useOpenCheckout();
  const profileLoaded = useStoresHydrated(useProfileStore);
  let content;
  if (open.state === 'completed') return <Navigate replace to={paths.confirmation.getHref()} />;
  if (open.state === 'open' && profileLoaded) {
    content = (
      <>
        <p className="lead">We deliver across {deliveryArea.city}. Tell us where the party box should go.</p>
        <DeliveryHoldNotice checkout={open.checkout} renew={false} />
        <div className="checkout-layout">
          <DeliveryForm key={open.checkout.id} checkout={open.checkout} />
          <OrderSummary checkout={open.checkout} />
        </div>
      </>
    );
  } else if (open.state === 'none') {
    content = <EmptyCartNotice />;
  } else if (open.state === 'failed') {
    content = <CheckoutProblem error={open.error} retry={open.retry} />;
  } else {
    content = (
      <p className="checkout-loading" role="status">
        Loading your checkout…
      </p>
    );
  }
  return (
    <section className="section checkout-page">
      <p className="eyebrow">Checkout · Delivery</p>
      <h1>Delivery Details</h1>
      {content}
    </section>
  );
}
