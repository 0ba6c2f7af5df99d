// The customer's view of one order (GET /api/orders/by-number/:orderNumber) and cancelling it (POST …/cancel). The
// signed-in owner's session cookie goes with every request; a link from a message carries its token in `?t=`, and
// this device's last order has the access token kept since it was placed: either is sent as the access header.
import { apiPaths } from '@partybox/contracts/wire';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { CustomerEditRequest, CustomerOrderStatus } from '@partybox/contracts/operations';
import { ApiError, getJson, newIdempotencyKey, postJson } from '../../../lib/api-client';
import { orderAccessTokenHeader, orderKeys } from '../../../lib/order-query';
import { queryClient } from '../../../lib/query-client';

const accessHeaders = (token: string): Record<string, string> => (token ? { [orderAccessTokenHeader]: token } : {});

export function orderStatusQuery(orderNumber: string, token: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderNumber),
    queryFn: () => getJson<CustomerOrderStatus>(apiPaths.orderStatus.href(orderNumber), accessHeaders(token)),
    staleTime: 0,
    // "Not found" is the answer, not a hiccup: say so at once rather than after a retry.
    retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
  });
}

export function useOrderStatus(orderNumber: string, token: string, enabled: boolean) {
  return useQuery({ ...orderStatusQuery(orderNumber, token), enabled }, queryClient);
}

/** Cancels the order; the page then shows the answer (Cancelled), or the reason the shop refused (409). */
export function useCancelOrder(orderNumber: string, token: string) {
  return useMutation(
    {
      mutationFn: (reason: string) =>
        postJson<CustomerOrderStatus>(apiPaths.orderCancel.href(orderNumber), reason ? { reason } : {}, newIdempotencyKey(), accessHeaders(token)),
      onSuccess: (order) => queryClient.setQueryData(orderStatusQuery(orderNumber, token).queryKey, order),
      // A refusal means the order moved on meanwhile: show where it stands now.
      onError: () => queryClient.invalidateQueries({ queryKey: orderStatusQuery(orderNumber, token).queryKey }),
    },
    queryClient,
  );
}

/** Saves the customer's change of the personalisation; a refusal (packed meanwhile) shows, and the page reads the order again. */
export function useEditPersonalisation(orderNumber: string, token: string) {
  return useMutation(
    {
      mutationFn: (edit: CustomerEditRequest) =>
        postJson<CustomerOrderStatus>(apiPaths.orderEdit.href(orderNumber), edit, newIdempotencyKey(), accessHeaders(token)),
      onSuccess: (order) => queryClient.setQueryData(orderStatusQuery(orderNumber, token).queryKey, order),
      onError: () => queryClient.invalidateQueries({ queryKey: orderStatusQuery(orderNumber, token).queryKey }),
    },
    queryClient,
  );
}
