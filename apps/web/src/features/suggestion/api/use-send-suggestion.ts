// Sends a theme suggestion: POST /api/suggestions, retried safely with one idempotency key per suggestion.
import { apiPaths } from '@partybox/contracts/wire';
import type { SuggestionRequest } from '@partybox/contracts';
import { useIdempotentSave } from '../../../lib/use-idempotent-save';

/** The API's answer: the stored suggestion's id. */
export interface SentSuggestion {
  readonly id: string;
}

export function useSendSuggestion() {
  return useIdempotentSave<SuggestionRequest, SentSuggestion>(apiPaths.suggestions);
}
