// The delivery flow: keep the draft as typed, save the details (POST /api/deliveries, the pending key kept in the
// delivery store so a retry after a reload never saves twice), remember the saved id the order refers to, then
// move on to payment. Back from payment without changes, the saved details still stand.
import type { DeliveryRequest, FieldError } from '@partybox/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fingerprintOf, useIdempotentSave, type KeySlot } from '../../../lib/use-idempotent-save';
import { useProfileStore } from '../../../stores/profile-store';
import { useDeliveryStore } from '../stores/delivery-store';
import { deliveryFromDraft, type DeliveryValues } from './delivery-request';
import { paths } from '../../../config/paths';

/** The API's answer: the id an order refers to. */
export interface SavedDelivery {
  readonly id: string;
}

const keySlot: KeySlot = {
  read: () => useDeliveryStore.getState().idempotencyKey,
  write: (key) => useDeliveryStore.getState().setKey(key),
};

/** The form's first values (the draft, else what is known of the customer) and `keepDraft` for every change. */
export function useDeliveryDraft() {
  const customer = useProfileStore((state) => state.customer);
  const keepDraft = useDeliveryStore((state) => state.keepDraft);
  // Read once, not subscribed: the form owns the values from then on and only writes the draft back.
  const [initial] = useState(() => {
    const start = customer ? { fullName: customer.name, phone: customer.phone, email: customer.email } : {};
    return deliveryFromDraft(useDeliveryStore.getState().draft, start);
  });
  return { initial, keepDraft: keepDraft as (values: DeliveryValues) => void };
}

export function useSaveDelivery({ onFieldErrors }: { readonly onFieldErrors: (fields: FieldError[]) => void }) {
  const navigate = useNavigate();
  const savedId = useDeliveryStore((state) => state.savedId);
  const savedFor = useDeliveryStore((state) => state.savedFor);
  const setSaved = useDeliveryStore((state) => state.setSaved);
  const mutation = useIdempotentSave<DeliveryRequest, SavedDelivery>('deliveries', keySlot);
  const save = (request: DeliveryRequest) => {
    // The server makes the ids, so the saved request is recognised by its fingerprint.
    if (savedId && savedFor === fingerprintOf(request)) {
      navigate(paths.payment.getHref());
      return;
    }
    mutation.save(request, {
      onSuccess: (saved) => {
        setSaved(saved.id, fingerprintOf(request));
        navigate(paths.payment.getHref());
      },
      onError: (error) => onFieldErrors(error.fields),
    });
  };
  return { ...mutation, save };
}
