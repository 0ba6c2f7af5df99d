// The /custom flow: send a customization without a catalog theme (one idempotency key per request), remember who
// the customer is, and say whom to thank.
import { apiPaths } from '@partybox/contracts/wire';
import type { CustomizationRequest, FieldError } from '@partybox/contracts';
import { useIdempotentSave } from '../../../lib/use-idempotent-save';
import { useProfileStore } from '../../../stores/profile-store';
import type { SavedCustomization } from './use-save-customization';

interface SendCallbacks {
  readonly onSent: (request: CustomizationRequest) => void;
  readonly onFieldErrors: (fields: FieldError[]) => void;
}

export function useSendCustomRequest({ onSent, onFieldErrors }: SendCallbacks) {
  const remember = useProfileStore((state) => state.remember);
  const mutation = useIdempotentSave<CustomizationRequest, SavedCustomization>(apiPaths.customizations);
  const send = (request: CustomizationRequest) =>
    mutation.save(request, {
      onSuccess: () => {
        remember({ name: request.name, phone: request.phone, email: request.email });
        onSent(request);
      },
      onError: (error) => onFieldErrors(error.fields),
    });
  return { ...mutation, send };
}
