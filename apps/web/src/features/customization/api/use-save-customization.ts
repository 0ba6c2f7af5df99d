// The /customize flow: save the party's customization (POST /api/customizations, its pending key kept in the draft
// store so a retry after a reload never saves twice), remember the id the order refers to and who the customer is,
// then move on to delivery; without boxes in the cart the customization is a request on its own and is thanked for.
import type { CustomizationRequest, FieldError } from '@partybox/contracts';
import { useNavigate } from 'react-router-dom';
import { fingerprintOf, useIdempotentSave, type KeySlot } from '../../../lib/use-idempotent-save';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useProfileStore } from '../../../stores/profile-store';
import { useCustomizationDraftStore } from '../stores/customization-draft-store';
import { paths } from '../../../config/paths';

/** The API's answer: the record's id and the theme name and occasion it was filed under. */
export interface SavedCustomization {
  readonly id: string;
  readonly themeName: string;
  readonly occasion: string;
}

const keySlot: KeySlot = {
  read: () => useCustomizationDraftStore.getState().idempotencyKey,
  write: (key) => useCustomizationDraftStore.getState().setKey(key),
};

interface SaveCallbacks {
  /** The customization stands and there is no cart to check out: thank the customer by name. */
  readonly onThanks: (name: string) => void;
  readonly onFieldErrors: (fields: FieldError[]) => void;
}

export function useSaveCustomization({ onThanks, onFieldErrors }: SaveCallbacks) {
  const navigate = useNavigate();
  const remember = useProfileStore((state) => state.remember);
  const hasBoxes = useCartStore((state) => state.lines.length > 0);
  const savedId = useCheckoutStore((state) => state.customizationId);
  const savedFor = useCheckoutStore((state) => state.customizationFor);
  const setSavedCustomization = useCheckoutStore((state) => state.setSavedCustomization);
  const mutation = useIdempotentSave<CustomizationRequest, SavedCustomization>('customizations', keySlot);

  const moveOn = (request: CustomizationRequest) => {
    remember({ name: request.name, phone: request.phone, email: request.email });
    if (hasBoxes) navigate(paths.delivery.getHref());
    else onThanks(request.name);
  };

  const save = (request: CustomizationRequest) => {
    // Back from delivery without changes: the saved customization still stands. The server makes the ids, so the
    // saved request is recognised by its fingerprint.
    if (savedId && savedFor === fingerprintOf(request)) {
      moveOn(request);
      return;
    }
    mutation.save(request, {
      onSuccess: (saved) => {
        setSavedCustomization(saved.id, fingerprintOf(request));
        moveOn(request);
      },
      onError: (error) => onFieldErrors(error.fields),
    });
  };
  return { ...mutation, save };
}
