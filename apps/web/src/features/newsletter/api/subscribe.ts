// Saves a newsletter subscription through TanStack Query. Loaded on the first submit, so the footer's
// form costs the first script no more than its markup and validation.
import type { SubscriptionRequest } from '@partybox/contracts';
import { MutationObserver } from '@tanstack/react-query';
import { postJson, type ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** What the API answers to a subscription. */
export interface SubscribeResponse {
  readonly email: string;
  readonly alreadySubscribed: boolean;
}

/** Subscribes `request.email`, using `idempotencyKey` for this write and every retry of it. */
export function subscribe(request: SubscriptionRequest, idempotencyKey: string): Promise<SubscribeResponse> {
  const observer = new MutationObserver<SubscribeResponse, ApiError, SubscriptionRequest>(queryClient, {
    mutationFn: (body) => postJson<SubscribeResponse>('subscriptions', body, idempotencyKey),
  });
  return observer.mutate(request);
}
