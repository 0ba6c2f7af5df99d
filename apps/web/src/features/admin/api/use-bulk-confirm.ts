// Confirms many orders in one action from the day list. Each order is read afresh and moved with the version read, so
// every move is the same conditional, idempotent change as the order page's: a second click, or a second operator
// doing the same, finds the order confirmed and leaves it be. What could not be confirmed is named, order by order.
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { checkOrderMove, orderStatusLabels } from '@partybox/order-lifecycle';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adminKeys, adminOrderQuery, changeOrderStatus } from './admin-queries';
import { isConflict } from './use-order-change';

/** What happened to one order of a bulk confirm. */
export type BulkConfirmOutcome =
  | { readonly orderNumber: string; readonly outcome: 'confirmed' | 'already' }
  | { readonly orderNumber: string; readonly outcome: 'failed'; readonly reason: string };

const fresh = (orderNumber: string) => queryClient.fetchQuery({ ...adminOrderQuery(orderNumber), staleTime: 0 });

async function confirmOne(orderNumber: string): Promise<BulkConfirmOutcome> {
  const failed = (reason: string): BulkConfirmOutcome => ({ orderNumber, outcome: 'failed', reason });
  try {
    const order = await fresh(orderNumber);
    if (order.status !== 'placed') {
      if (order.status === 'cancelled') return failed('it is cancelled');
      return { orderNumber, outcome: 'already' };
    }
    // The lifecycle's own refusal (a fully refunded order is not confirmed), said before asking the API.
    const move = checkOrderMove(order.status, 'confirmed', undefined, order.paymentStatus);
    if (!move.ok) return failed(move.reason);
    const confirmed = await changeOrderStatus(orderNumber, { to: 'confirmed', expectedVersion: order.version });
    queryClient.setQueryData(adminOrderQuery(orderNumber).queryKey, confirmed);
    return { orderNumber, outcome: 'confirmed' };
  } catch (error) {
    // Someone moved it between our read and our write: confirmed by them is done; anything else is theirs to explain.
    if (isConflict(error)) {
      const now = await fresh(orderNumber).catch(() => undefined);
      if (now && now.status !== 'placed' && now.status !== 'cancelled') return { orderNumber, outcome: 'already' };
      return failed(now ? `someone else changed it (now ${orderStatusLabels[now.status].toLowerCase()})` : 'someone else changed it');
    }
    return failed(error instanceof ApiError || error instanceof Error ? error.message : 'it could not be confirmed');
  }
}

/**
 * Confirms each order named, one after another (a day's worth: a few dozen at most), and answers each outcome. A click
 * while a run is going (a double click lands before the button shows it is busy) is ignored rather than run again.
 */
export function useBulkConfirm() {
  const running = useRef(false);
  const mutation = useMutation(
    {
      mutationFn: async (orderNumbers: readonly string[]) => {
        const outcomes: BulkConfirmOutcome[] = [];
        for (const orderNumber of orderNumbers) outcomes.push(await confirmOne(orderNumber));
        return outcomes;
      },
      onSettled: () => {
        running.current = false;
        return queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      },
    },
    queryClient,
  );
  const confirmAll = (orderNumbers: readonly string[]) => {
    if (running.current) return;
    running.current = true;
    mutation.mutate(orderNumbers);
  };
  return { ...mutation, confirmAll };
}
