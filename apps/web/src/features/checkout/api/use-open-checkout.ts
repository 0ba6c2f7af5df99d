// The checkout a checkout page works on: the one whose id this browser keeps, read from the server (so Back, a
// reload and a second tab all show the same checkout). A cart with boxes but no open checkout (the page was opened
// directly, or the checkout expired) is put into a new one; an empty cart and no checkout is "none".
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api-client';
import { checkoutQuery, type Checkout } from '../../../lib/checkout-api';
import type { OpenCheckout } from '../../../lib/checkout-flow';
import { queryClient } from '../../../lib/query-client';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useCartStore } from '../../../stores/cart-store';
import { useCheckoutIdStore } from '../../../stores/checkout-id-store';
import { proceedToCheckout } from './proceed-to-checkout';

/** Unknown to the server, another owner's, or expired: the browser forgets it. */
const isGone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 410);

const asApiError = (error: Error) => (error instanceof ApiError ? error : new ApiError(0, error.message));

export function useOpenCheckout(): OpenCheckout {
  const hydrated = useStoresHydrated(useCheckoutIdStore, useCartStore);
  const id = useCheckoutIdStore((state) => state.id);
  const hasBoxes = useCartStore((state) => state.lines.length > 0);
  // A refusal (4xx) is the answer, not a hiccup: only a failed connection or an outage is asked again, once.
  const query = useQuery(
    {
      ...checkoutQuery(id ?? ''),
      enabled: hydrated && Boolean(id),
      retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    queryClient,
  );
  const start = useMutation<Checkout, ApiError>({ mutationFn: proceedToCheckout }, queryClient);
  const gone = query.isError && isGone(query.error);
  const completed = query.data?.status === 'completed' ? query.data : undefined;

  useEffect(() => {
    if (id && gone) useCheckoutIdStore.getState().forget(id);
  }, [id, gone]);
  useEffect(() => {
    if (!completed?.order) return;
    useCheckoutIdStore.getState().complete(completed.id, completed.order);
    useCartStore.getState().clear();
  }, [completed]);
  const startNow = hydrated && !id && hasBoxes && start.isIdle;
  const { mutate } = start;
  useEffect(() => {
    if (startNow) mutate();
  }, [startNow, mutate]);

  if (!hydrated) return { state: 'loading' };
  if (completed) return { state: 'completed', checkout: completed };
  if (query.data) return { state: 'open', checkout: query.data };
  if (id && query.isError && !gone) return { state: 'failed', error: asApiError(query.error), retry: () => void query.refetch() };
  if (start.isError) return { state: 'failed', error: start.error, retry: () => start.mutate() };
  if (!id && !hasBoxes) return { state: 'none' };
  return { state: 'loading' };
}
