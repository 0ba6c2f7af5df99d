// Sends a contact message: POST /api/contact, retried safely with one idempotency key per message.
import { apiPaths } from '@partybox/contracts/wire';
import type { ContactRequest } from '@partybox/contracts';
import { useIdempotentSave } from '../../../lib/use-idempotent-save';

/** The API's answer: the stored message's id. */
export interface SentContact {
  readonly id: string;
}

export function useSendContact() {
  return useIdempotentSave<ContactRequest, SentContact>(apiPaths.contact);
}
