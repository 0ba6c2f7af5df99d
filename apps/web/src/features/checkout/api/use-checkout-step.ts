// Saving one checkout step (party details, delivery, payment) as a PATCH of the server's checkout. A retry of the same
// change reuses its key; a change made first in another tab (409 checkout_changed) is answered by making this step's
// change again on the current version, once. The saved checkout goes into the query cache for the next page.
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from '../../../lib/api-client';
import { applyCheckoutChange, checkoutKeys, type Checkout } from '../../../lib/checkout-api';
import type { CheckoutStep, StepChange } from '../../../lib/checkout-flow';
import { queryClient } from '../../../lib/query-client';
import { keyForRequest } from '../../../lib/use-idempotent-save';

export function useCheckoutStep(): CheckoutStep {
  const key = useRef<string | undefined>(undefined);
  return useMutation<Checkout, ApiError, StepChange>(
    {
      mutationFn: ({ checkout, change }) => {
        key.current = keyForRequest({ id: checkout.id, change }, key.current);
        return applyCheckoutChange(checkout, change, key.current);
      },
      onSuccess: (saved) => {
        key.current = undefined;
        queryClient.setQueryData(checkoutKeys.detail(saved.id), saved);
      },
      // Changed elsewhere even after the one retry: the page should show the checkout as the server now has it.
      onError: (error, { checkout }) => {
        if (error.status === 409) void queryClient.invalidateQueries({ queryKey: checkoutKeys.detail(checkout.id) });
      },
    },
    queryClient,
  );
}
