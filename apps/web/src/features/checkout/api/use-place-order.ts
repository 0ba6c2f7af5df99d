// The payment flow: the checkout is completed into its order with the chosen method (and bank) and the total the
// customer was shown (POST …/complete, exactly once on the server: a retry, a second tab or a switch of method after
// a lost answer gets the same order). Once placed, the order goes into the query cache, the cart
// empties and this device remembers the order. Cash on delivery: the confirmation opens. An online method: the API's
// options open the gateway's checkout (payOnline); a verified payment opens the confirmation, a failed or dismissed one
// the order's status page (where "Pay now" starts a new attempt), and so does Back pressed while the checkout is open
// (it closes the checkout; the delivery step before it has no cart any more). A 503 gateway_unavailable: the order is saved, the
// page links its status page. A refusal names the step to go back to.
import { type FieldError, type PaymentMethod } from '@partybox/contracts';
import { paymentErrors, type GatewayUnavailable } from '@partybox/contracts/payments';
import { deliveryUnavailableError, paymentRuleProblems } from '@partybox/contracts/checkout';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { newIdempotencyKey, type ApiError } from '../../../lib/api-client';
import { checkoutKeys, completeCheckout, type Checkout, type CompletedCheckout, type PaymentPart } from '../../../lib/checkout-api';
import { orderQuery } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { payOnline } from '../../../lib/pay-online';
import { deliveryCalendarKeys } from './delivery-calendar-query';

/** A problem with an earlier step, with the page that fixes it (none for the total: the page shows the new one). */
export interface StepProblem {
  readonly message: string;
  readonly href?: string;
  readonly linkText?: string;
}

/** Where each step the API may name is fixed. */
const stepPages: Readonly<Record<string, { href: string; linkText: string }>> = {
  lines: { href: paths.cart.getHref(), linkText: 'Check your cart' },
  customization: { href: paths.customize.getHref(), linkText: 'Enter your party details' },
  delivery: { href: paths.delivery.getHref(), linkText: 'Enter delivery details' },
};

/** The fields of this page: the method and its bank. */
const paymentFields = ['payment', 'paymentMethod', 'bank', 'payment.method', 'payment.bank'];

interface PlaceOrderOptions {
  readonly checkout: Checkout;
  readonly method: PaymentMethod;
  readonly bank: string;
  /** Called once the order is placed: before the gateway's checkout opens (online) or the confirmation (cash on delivery). */
  readonly onPlaced: (how: 'cod' | 'online') => void;
  readonly onFieldErrors: (fields: FieldError[]) => void;
  /** Called when the gateway was down: the order is saved (awaiting payment) and the page says so. */
  readonly onGatewayDown: (saved: GatewayUnavailable) => void;
}

export function usePlaceOrder({ checkout, method, bank, onPlaced, onFieldErrors, onGatewayDown }: PlaceOrderOptions) {
  const navigate = useNavigate();
  const completeKey = useRef<string | undefined>(undefined);
  const [stepProblems, setStepProblems] = useState<StepProblem[]>([]);
  const mutation = useMutation<CompletedCheckout, ApiError, PaymentPart>(
    {
      mutationFn: (payment) => {
        // One key for every attempt to complete this checkout: the server answers a repeat with the same order.
        completeKey.current ??= newIdempotencyKey();
        return completeCheckout(checkout.id, { total: checkout.total, payment }, completeKey.current);
      },
    },
    queryClient,
  );

  const finish = ({ order, accessToken, payment }: CompletedCheckout) => {
    queryClient.setQueryData(orderQuery(order.id, accessToken).queryKey, order);
    onPlaced(payment ? 'online' : 'cod');
    useCheckoutIdStore.getState().complete(checkout.id, { id: order.id, orderNumber: order.orderNumber, accessToken });
    useCartStore.getState().clear();
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(checkout.id) });
    if (!payment) {
      navigate(paths.confirmation.getHref());
      return;
    }
    void payOnline(order.orderNumber, accessToken, payment).then((outcome) => {
      if (outcome === 'paid') void queryClient.invalidateQueries({ queryKey: orderQuery(order.id, accessToken).queryKey });
      // Over the history entry the checkout added: Back from here is /payment, never a second copy of it.
      navigate(outcome === 'paid' ? paths.confirmation.getHref() : paths.orderStatus.getHref(order.orderNumber), { replace: true });
    });
  };

  const refused = (error: ApiError) => {
    if (error.status === 503 && error.code === paymentErrors.gatewayUnavailable) {
      // The order is saved, awaiting payment: this device keeps its token so its status page opens here.
      const saved = error.body as GatewayUnavailable;
      onGatewayDown(saved);
      useCheckoutIdStore.getState().complete(checkout.id, { id: '', orderNumber: saved.orderNumber, accessToken: saved.accessToken ?? '' });
      useCartStore.getState().clear();
      return;
    }
    if (error.status === 409 && error.code === deliveryUnavailableError) {
      // The chosen day or slot filled up before this order was placed: nothing was placed; choose again on /delivery.
      const choose = { href: paths.delivery.getHref(), linkText: 'Choose another delivery day or slot' };
      setStepProblems(error.fields.map((problem) => ({ message: problem.message, ...choose })));
      void queryClient.invalidateQueries({ queryKey: deliveryCalendarKeys.all });
      return;
    }
    if (error.status !== 400) return;
    const own = error.fields.filter((problem) => paymentFields.includes(problem.field));
    if (own.length > 0) onFieldErrors(own.map((problem) => ({ ...problem, field: problem.field.endsWith('bank') ? 'bank' : problem.field })));
    setStepProblems(
      error.fields.filter((problem) => !paymentFields.includes(problem.field)).map((problem) => ({ message: problem.message, ...stepPages[problem.field] })),
    );
    // The price may have changed, or a step may be missing: show the checkout as the server has it now.
    void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(checkout.id) });
  };

  const place = () => {
    // The bank is the one detail on this page.
    const payment = (method === 'netbanking' ? { method, bank } : { method }) as PaymentPart;
    const bankProblems = paymentRuleProblems(payment, '');
    if (bankProblems.length > 0) {
      onFieldErrors(bankProblems.map((problem) => ({ ...problem, field: 'bank' })));
      return;
    }
    setStepProblems([]);
    mutation.mutate(payment, { onSuccess: finish, onError: refused });
  };
  return {
    place,
    isPending: mutation.isPending,
    isError: mutation.isError && stepProblems.length === 0,
    error: mutation.error,
    stepProblems,
  };
}
