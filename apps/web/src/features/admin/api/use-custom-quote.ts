// Sends a /custom request's quote (a Razorpay Payment Link for the team's price); the answer is the request as it now
// stands, quote included.
import { useMutation } from '@tanstack/react-query';
import type { CustomQuoteRequest, InboxItem } from '@partybox/contracts/operations';
import { apiPaths } from '@partybox/contracts/wire';
import { newIdempotencyKey, postJson } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adminKeys } from './admin-queries';

export function useCustomQuote(item: Pick<InboxItem, 'kind' | 'id'>) {
  return useMutation(
    {
      mutationFn: (quote: CustomQuoteRequest) => postJson<InboxItem>(apiPaths.admin.customQuote.href(item.id), quote, newIdempotencyKey()),
      onSuccess: (updated) => queryClient.setQueryData(adminKeys.inboxItem(item.kind, item.id), updated),
    },
    queryClient,
  );
}
