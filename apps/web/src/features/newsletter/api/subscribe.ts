// Validating and saving a newsletter subscription (through TanStack Query). Loaded when the customer first
// focuses the footer form, so the form costs every page's first script no more than its markup.
import { apiPaths } from '@partybox/contracts/wire';
import { validateSubscription, type FieldError, type SubscriptionRequest } from '@partybox/contracts';
import { MutationObserver } from '@tanstack/react-query';
import { postJson, type ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';

/** What the API answers to a subscription: the same whether or not the address was on the list already. */
export interface SubscribeResponse {
  readonly email: string;
  readonly subscribed: true;
}

/** The problems with a typed e-mail address, by the same rule the API applies. */
export function subscriptionProblems(email: string): FieldError[] {
  const result = validateSubscription({ email: email.trim() });
  return result.ok ? [] : result.errors;
}

/** Subscribes `request.email`, using `idempotencyKey` for this write and every retry of it. */
export function subscribe(request: SubscriptionRequest, idempotencyKey: string): Promise<SubscribeResponse> {
  const observer = new MutationObserver<SubscribeResponse, ApiError, SubscriptionRequest>(queryClient, {
    mutationFn: (body) => postJson<SubscribeResponse>(apiPaths.subscriptions, body, idempotencyKey),
  });
  return observer.mutate(request);
}
