// The payment step: choose how to pay, then place the order. No payment is taken here (the team sends a secure
// link, a QR code or collects on delivery), so nothing typed on the card or UPI tabs leaves this page.
import { validateOrder } from '@partybox/contracts';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../../../components/forms/fields';
import { problemsOf, saveFailureMessage } from '../../../components/forms/request-values';
import { useForm } from '../../../components/forms/use-form';
import { formatInr } from '../../../lib/format';
import { orderQuery } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';
import { useCartStore, type CartLine } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import type { CheckoutTotals } from '../api/checkout-totals';
import { orderIdentity, toOrderRequest } from '../api/order-request';
import { paymentDetailProblems, type PaymentValues } from '../api/payment-details';
import { usePlaceOrder } from '../api/use-place-order';
import { CardDetails } from './card-details';
import { NetBankingDetails } from './net-banking-details';
import { PaymentMethodTabs } from './payment-method-tabs';
import { UpiDetails } from './upi-details';
import '../checkout.css';

interface PaymentFormProps {
  readonly lines: readonly CartLine[];
  readonly totals: CheckoutTotals;
  /** Called once the order is placed, just before the cart empties and the confirmation opens. */
  readonly onPlaced: () => void;
}

const keepBank = (values: PaymentValues) => {
  if (useCheckoutStore.getState().payment.bank !== values.bank) useCheckoutStore.getState().setPayment({ bank: values.bank });
};

export function PaymentForm({ lines, totals, onPlaced }: PaymentFormProps) {
  const navigate = useNavigate();
  const method = useCheckoutStore((state) => state.payment.method);
  const setPayment = useCheckoutStore((state) => state.setPayment);
  const customizationId = useCheckoutStore((state) => state.customization.savedId);
  const deliveryId = useCheckoutStore((state) => state.delivery.savedId);
  const [initial] = useState((): PaymentValues => ({
    bank: useCheckoutStore.getState().payment.bank,
    cardNumber: '', cardName: '', expiry: '', cvv: '', upiId: '',
  }));
  const extras = totals.extras;
  const orderFor = useCallback(
    (values: PaymentValues) =>
      toOrderRequest(lines, { customizationId, deliveryId, extras: extras.map((addon) => addon.key), method, bank: values.bank }),
    [lines, extras, customizationId, deliveryId, method],
  );
  // The bank rule is the order's own (validateOrder), so form and API say the same.
  const validate = useCallback(
    (values: PaymentValues) => [
      ...paymentDetailProblems(values, method),
      ...problemsOf(validateOrder(orderFor(values))).filter((problem) => problem.field === 'bank'),
    ],
    [method, orderFor],
  );
  const form = useForm({ initial, validate, onValuesChange: keepBank });
  const place = usePlaceOrder();
  const [orderProblem, setOrderProblem] = useState<string>();
  const { total } = totals;

  const submit = form.handleSubmit((values) => {
    const request = orderFor(values);
    const check = validateOrder(request);
    if (!check.ok) {
      setOrderProblem(`We can't place this order yet: ${check.errors.map((problem) => problem.message).join('; ')}.`);
      return;
    }
    setOrderProblem(undefined);
    place.save(request, {
      identity: orderIdentity(request),
      onSuccess: (order) => {
        queryClient.setQueryData(orderQuery(order.id).queryKey, order);
        onPlaced();
        useCheckoutStore.getState().completeOrder(order.id);
        useCartStore.getState().clear();
        navigate('/confirmation');
      },
      onError: (error) => form.showServerErrors(error.fields),
    });
  });

  const failure = place.isError
    ? saveFailureMessage("We couldn't place your order, and nothing was charged. Please try again.", place.error, Object.keys(form.values))
    : orderProblem;

  return (
    <form ref={form.formRef} onSubmit={submit} noValidate className="payment-form">
      <p className="payment-notice">
        <strong>No payment is taken on this page.</strong> After you place the order, our team sends you a secure
        payment link (card, net banking or UPI) on WhatsApp and e-mail, or you pay when the box is delivered if you
        choose Cash on Delivery.
      </p>
      <PaymentMethodTabs selected={method} onSelect={(next) => setPayment({ method: next })}>
        {method === 'card' && <CardDetails field={form.field} />}
        {method === 'netbanking' && <NetBankingDetails binding={form.field('bank')} />}
        {method === 'upi' && <UpiDetails binding={form.field('upiId')} />}
        {method === 'qr' && (
          <p>
            After you place the order, we send a UPI QR code for exactly {formatInr(total)} on WhatsApp. Scan it with
            any UPI app (GPay, PhonePe, Paytm or your bank&apos;s app) to pay.
          </p>
        )}
        {method === 'cod' && (
          <p>Pay {formatInr(total)} in cash or by UPI to our delivery partner when your party box arrives.</p>
        )}
      </PaymentMethodTabs>
      <FormAlert message={failure} />
      <div className="actions-row">
        <button type="submit" className="button" disabled={place.isPending}>{place.isPending ? 'Placing your order…' : 'Continue to Confirmation'}</button>
        <Link to="/delivery" className="button button--ghost">Back to delivery</Link>
      </div>
    </form>
  );
}
