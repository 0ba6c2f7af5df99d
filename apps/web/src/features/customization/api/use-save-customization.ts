// Saves a customization: POST /api/customizations, with one idempotency key per request (kept where `slot` says).
import type { CustomizationRequest } from '@partybox/contracts';
import { useKeyedSave, type KeySlot } from '../../../lib/use-keyed-save';

/** The API's answer: the record's id and the theme name and occasion it was filed under. */
export interface SavedCustomization {
  readonly id: string;
  readonly themeName: string;
  readonly occasion: string;
}

export function useSaveCustomization(slot?: KeySlot) {
  return useKeyedSave<CustomizationRequest, SavedCustomization>('customizations', slot);
}
