// /payment: the payment method and the order summary of the server's checkout; the order can be placed once the
// delivery is saved.
import type { GatewayUnavailable } from '@partybox/contracts/payments';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { CheckoutProblem } from '../../../components/checkout/checkout-problem';
import { useOpenCheckout } from '../api/use-open-checkout';
import { paths } from '../../../config/paths';
import { EmptyCartNotice } from './empty-cart-notice';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { OrderSummary } from '../../../components/checkout/order-summary';
import { DeliveryHoldNotice } from './delivery-hold-notice';
import { PaymentForm } from './payment-form';
import '../checkout.css';

export function PaymentPage() {
  const open = useOpenCheckout();
  const lastOrder = useCheckoutIdStore((state) => state.lastOrder);
  const [placed, setPlaced] = useState<'cod' | 'online' | undefined>(undefined);
  const [gatewayDown, setGatewayDown] = useState<GatewayUnavailable | undefined>(undefined);

  let content;
  if (gatewayDown) {
    content = (
      <div className="checkout-notice card" role="alert">
        <p>{gatewayDown.message}</p>
        <Link to={paths.orderStatus.getHref(gatewayDown.orderNumber)} className="button">
          Open the status page of {gatewayDown.orderNumber}
        </Link>
      </div>
    );
  } else if (placed) {
    content = (
      <p className="checkout-loading" role="status">
        {placed === 'online'
          ? 'Your order is placed. Complete the payment in the window that opens; closing it keeps the order, payable from its status page.'
          : 'Your order is placed. Opening your confirmation…'}
      </p>
    );
  } else if (open.state === 'completed') {
    return <Navigate replace to={paths.confirmation.getHref()} />;
  } else if (open.state === 'none') {
    content = <EmptyCartNotice lastOrder={lastOrder} />;
  } else if (open.state === 'failed') {
    content = <CheckoutProblem error={open.error} retry={open.retry} />;
  } else if (open.state === 'loading') {
    content = (
      <p className="checkout-loading" role="status">
        Loading your checkout…
      </p>
    );
  } else if (!open.checkout.delivery) {
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
      <>
        <DeliveryHoldNotice checkout={open.checkout} renew />
        <div className="payment-layout">
          <PaymentForm key={open.checkout.id} checkout={open.checkout} onPlaced={setPlaced} onGatewayDown={setGatewayDown} />
          <OrderSummary checkout={open.checkout} />
        </div>
      </>
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
