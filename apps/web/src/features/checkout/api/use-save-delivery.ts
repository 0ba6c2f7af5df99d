// The delivery flow: the form starts from the delivery saved in the checkout, else the signed-in customer's name and
// phone (the checkout's prefill), else who this device knows the customer to be. Saving is the checkout's delivery
// step (a PATCH, which holds the chosen day and slot), then payment; Back from payment without changes saves nothing
// again while the hold runs.
import type { DeliveryRequest, FieldError } from '@partybox/contracts';
import { useNavigate } from 'react-router-dom';
import { useCheckoutStep } from './use-checkout-step';
import { paths } from '../../../config/paths';
import { stepError, type Checkout, type CheckoutChange } from '../../../lib/checkout-api';
import { fingerprintOf } from '../../../lib/use-idempotent-save';
import type { Customer } from '../../../stores/profile-store';
import { deliveryValuesOf, toDeliveryRequest, type DeliveryValues } from './delivery-request';
import { holdRunning } from './use-delivery-hold';
import { goToGatewayPage } from '../../../lib/gateway-pages';

/** The form's first values for `checkout`. */
export function deliveryStart(checkout: Checkout, customer: Customer | null): DeliveryValues {
  if (checkout.delivery) return deliveryValuesOf(checkout.delivery);
  const known = checkout.prefill ?? customer;
  return deliveryValuesOf({}, known ? { fullName: known.name, phone: known.phone, email: known.email ?? '' } : {});
}

export function useSaveDelivery({ checkout, onFieldErrors }: { readonly checkout: Checkout; readonly onFieldErrors: (fields: FieldError[]) => void }) {
  const navigate = useNavigate();
  const step = useCheckoutStep();
  const save = (request: DeliveryRequest) => {
    const saved = checkout.delivery;
    // Unchanged and still held: nothing to save. An ended hold is saved again, which holds the place again.
    if (saved && holdRunning(checkout) && fingerprintOf(toDeliveryRequest(deliveryValuesOf(saved))) === fingerprintOf(request)) {
      goToGatewayPage(paths.payment.getHref(), navigate);
      return;
    }
    step.mutate(
      // The form refuses to submit without a delivery date and slot (deliveryProblems runs the step's own schema).
      { checkout, change: { delivery: request as NonNullable<CheckoutChange['delivery']> } },
      { onSuccess: () => goToGatewayPage(paths.payment.getHref(), navigate), onError: (error) => onFieldErrors(stepError(error, 'delivery').fields) },
    );
  };
  return { save, isPending: step.isPending, isError: step.isError, error: step.error ? stepError(step.error, 'delivery') : null };
}
