// Where the /customize form starts and how it keeps what is typed: the saved draft of this party, or, once an order
// has been placed since the draft was typed, only the customer's own details (a new party starts empty).
import { useState } from 'react';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { useProfileStore } from '../../../stores/profile-store';
import { useCustomizationDraftStore } from '../stores/customization-draft-store';
import { contactFields, customizationFromDraft, type CustomizationValues } from './customization-request';

/** The draft's own values when it belongs to the party being ordered, else only its contact fields. */
export function draftForParty(draft: Record<string, string>, draftAfter: string | undefined, lastOrderId: string | undefined): Record<string, string> {
  if (draftAfter === lastOrderId) return draft;
  return Object.fromEntries(contactFields.filter((field) => typeof draft[field] === 'string').map((field) => [field, draft[field]!]));
}

/** The form's first values (read once, after the stores have loaded) and `keepDraft` for every change. */
export function useCustomizationDraft() {
  const customer = useProfileStore((state) => state.customer);
  const lastOrderId = useCheckoutStore((state) => state.lastOrderId);
  const keep = useCustomizationDraftStore((state) => state.keepDraft);
  // Read once, not subscribed: the form owns the values from then on and only writes the draft back.
  const [initial] = useState(() => {
    const { draft, after } = useCustomizationDraftStore.getState();
    const start = customer ? { name: customer.name, phone: customer.phone, email: customer.email } : {};
    return customizationFromDraft(draftForParty(draft, after, lastOrderId), start);
  });
  const keepDraft = (values: CustomizationValues) => keep(values, lastOrderId);
  return { initial, keepDraft };
}
