// The /customize flow. With a checkout, the party's details are its customization step (a PATCH of the server's
// checkout), then delivery; unchanged details (Back from delivery) are not saved again. Without boxes there is no
// checkout: the customization is a request on its own (POST /api/customizations) and the customer is thanked.
import { apiPaths } from '@partybox/contracts/wire';
import type { CustomizationRequest, FieldError } from '@partybox/contracts';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { stepError, type Checkout } from '../../../lib/checkout-api';
import type { CheckoutStep } from '../../../lib/checkout-flow';
import { fingerprintOf, useIdempotentSave } from '../../../lib/use-idempotent-save';
import { useProfileStore } from '../../../stores/profile-store';
import { customizationValuesOf, toCustomizationRequest } from './customization-request';

/** The API's answer to a request on its own: the record's id and the theme name and occasion it was filed under. */
export interface SavedCustomization {
  readonly id: string;
  readonly themeName: string;
  readonly occasion: string;
}

interface SaveCallbacks {
  /** The checkout the details are for; none when the cart is empty. */
  readonly checkout?: Checkout;
  /** Saves a checkout step (the checkout feature's, passed down from the route). */
  readonly step: CheckoutStep;
  /** The customization stands and there is no cart to check out: thank the customer by name. */
  readonly onThanks: (name: string) => void;
  readonly onFieldErrors: (fields: FieldError[]) => void;
}

/** The request without the themes, which the server takes from the checkout's boxes. */
function withoutThemes({ themeIds: _themeIds, ...request }: CustomizationRequest) {
  return request;
}

/** Whether `request` is what the checkout already holds (compared as the form would send it). */
function alreadySaved(checkout: Checkout, request: CustomizationRequest): boolean {
  const saved = checkout.customization;
  return saved !== undefined && fingerprintOf(withoutThemes(toCustomizationRequest(customizationValuesOf(saved)))) === fingerprintOf(withoutThemes(request));
}

export function useSaveCustomization({ checkout, step, onThanks, onFieldErrors }: SaveCallbacks) {
  const navigate = useNavigate();
  const remember = useProfileStore((state) => state.remember);
  const request = useIdempotentSave<CustomizationRequest, SavedCustomization>(apiPaths.customizations);

  const save = (details: CustomizationRequest) => {
    const moveOn = () => {
      remember({ name: details.name, phone: details.phone, email: details.email });
      navigate(paths.delivery.getHref());
    };
    if (!checkout) {
      request.save(details, {
        onSuccess: () => {
          remember({ name: details.name, phone: details.phone, email: details.email });
          onThanks(details.name);
        },
        onError: (error) => onFieldErrors(error.fields),
      });
      return;
    }
    if (alreadySaved(checkout, details)) {
      moveOn();
      return;
    }
    step.mutate(
      { checkout, change: { customization: withoutThemes(details) } },
      { onSuccess: moveOn, onError: (error) => onFieldErrors(stepError(error, 'customization').fields) },
    );
  };
  const pending = checkout ? step : request;
  const error = checkout && step.error ? stepError(step.error, 'customization') : pending.error;
  return { save, isPending: pending.isPending, isError: pending.isError, error };
}
