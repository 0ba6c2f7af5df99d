// Changes an order's status or payment status from the console. Each change carries the version the operator saw
// (`expectedVersion`), so a change another operator made meanwhile is refused (409) instead of being overwritten; the
// page then offers a reload that throws away every stale answer before anyone tries again.
import { useMutation } from '@tanstack/react-query';
import type { AdminOrderDetail, OrderPaymentStatus, OrderStatus } from '@partybox/contracts/operations';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adminKeys, adminOrderQuery, changeOrderStatus, changePaymentStatus, rotateStatusLink, sendPaymentLink } from './admin-queries';

/** What the operator asked for. */
export type OrderChange =
  | {
      readonly kind: 'status';
      readonly to: OrderStatus;
      readonly reason?: string;
      /** Delivered with the cash collected (cash on delivery): one change. */
      readonly collectCash?: boolean;
      /** The step back that undoes the change just made. */
      readonly undo?: boolean;
    }
  | { readonly kind: 'payment'; readonly to: OrderPaymentStatus; readonly reference?: string }
  | { readonly kind: 'link' }
  | { readonly kind: 'payment-link' };

/** Whether `error` is the API's "changed by someone else" refusal. */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === 'conflict';
}

export function useOrderChange(order: AdminOrderDetail) {
  const mutation = useMutation(
    {
      mutationFn: (change: OrderChange) =>
        change.kind === 'link'
          ? rotateStatusLink(order.orderNumber, { expectedVersion: order.version })
          : change.kind === 'payment-link'
            ? sendPaymentLink(order.orderNumber, { expectedVersion: order.version })
            : change.kind === 'status'
              ? changeOrderStatus(order.orderNumber, {
                  to: change.to,
                  expectedVersion: order.version,
                  ...(change.reason && { reason: change.reason }),
                  ...(change.collectCash && { collectCash: true }),
                })
              : changePaymentStatus(order.orderNumber, {
                  to: change.to,
                  expectedVersion: order.version,
                  ...(change.reference && { reference: change.reference }),
                }),
      onSuccess: async (updated) => {
        queryClient.setQueryData(adminOrderQuery(order.orderNumber).queryKey, updated);
        await queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      },
    },
    queryClient,
  );

  /** Reads the order afresh and forgets the refused change, so nothing on the page is older than the server's copy. */
  const reload = async () => {
    mutation.reset();
    await queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
    await queryClient.refetchQueries({ queryKey: adminOrderQuery(order.orderNumber).queryKey, exact: true });
  };

  return { ...mutation, reload };
}
