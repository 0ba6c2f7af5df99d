// Adds an internal note to an order; the answer is the order as it now stands, notes included.
import { useMutation } from '@tanstack/react-query';
import type { AdminOrderDetail, OrderNoteRequest } from '@partybox/contracts/operations';
import { queryClient } from '../../../lib/query-client';
import { addOrderNote, adminKeys } from './admin-queries';

export function useOrderNote(order: Pick<AdminOrderDetail, 'orderNumber'>) {
  return useMutation(
    {
      mutationFn: (note: OrderNoteRequest) => addOrderNote(order.orderNumber, note),
      onSuccess: (updated) => queryClient.setQueryData(adminKeys.order(order.orderNumber), updated),
    },
    queryClient,
  );
}
