// An operator's refund from the console: amount and reason, checked first with the lifecycle's checkOperatorRefund (the
// rule the API applies), sent with the version the operator saw (409 when someone changed the order first). One
// idempotency key per refund the operator means, so a retry after a lost answer never refunds twice.
import { useMutation } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@partybox/contracts/operations';
import { checkOperatorRefund } from '@partybox/order-lifecycle';
import { consoleLedger, consolePaymentTotal } from './console-ledger';
import { useRef } from 'react';
import { ApiError, newIdempotencyKey } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adminKeys, adminOrderQuery, refundOrder } from './admin-queries';

/** The lifecycle's refusal of this refund, if it refuses it. */
export function refundProblem(order: AdminOrderDetail, amountRupees: number, reason: string): string | undefined {
  const check = checkOperatorRefund(consoleLedger(order), consolePaymentTotal(order), amountRupees, reason, order.total);
  return check.ok ? undefined : check.reason;
}

export function useOrderRefund(order: AdminOrderDetail) {
  const key = useRef<string | undefined>(undefined);
  return useMutation(
    {
      mutationFn: ({ amount, reason }: { amount: number; reason: string }) => {
        key.current ??= newIdempotencyKey();
        return refundOrder(order.orderNumber, { amount, reason, expectedVersion: order.version }, key.current);
      },
      onSuccess: async (updated) => {
        key.current = undefined;
        queryClient.setQueryData(adminOrderQuery(order.orderNumber).queryKey, updated);
        await queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      },
      // A refusal was answered (nothing refunded): the operator's next refund is a new one. A lost answer keeps the key.
      onError: (error) => {
        if (error instanceof ApiError && error.status > 0) key.current = undefined;
      },
    },
    queryClient,
  );
}
