// An operator's edit of a placed order: a preview (the new total, the difference and how it is settled) and then the
// save, both against the version the operator saw. The edit's id is made once per opened form, so a retried or
// double-clicked save is the same edit on the server (one history line, one text, one refund).
import { useMutation } from '@tanstack/react-query';
import type { AdminOrderDetail, OrderEditRequest } from '@partybox/contracts/operations';
import { useState } from 'react';
import { newIdempotencyKey } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { adminKeys, adminOrderQuery, previewOrderEdit, saveOrderEdit } from './admin-queries';

/** What the form asks to change (the version and the edit's id are added here). */
export type OrderEditAsk = Omit<OrderEditRequest, 'expectedVersion' | 'editId' | 'preview'>;

export function useOrderEdit(order: AdminOrderDetail) {
  const [editId] = useState(newIdempotencyKey);
  const body = (ask: OrderEditAsk): OrderEditRequest => ({ ...ask, expectedVersion: order.version, editId });
  const preview = useMutation({ mutationFn: (ask: OrderEditAsk) => previewOrderEdit(order.orderNumber, body(ask)) }, queryClient);
  const save = useMutation(
    {
      mutationFn: (ask: OrderEditAsk) => saveOrderEdit(order.orderNumber, body(ask)),
      onSuccess: async (updated) => {
        queryClient.setQueryData(adminOrderQuery(order.orderNumber).queryKey, updated);
        await queryClient.invalidateQueries({ queryKey: adminKeys.orders() });
      },
    },
    queryClient,
  );
  /** Reads the order afresh after a clash, keeping the form (and what was typed) open. */
  const reload = async () => {
    preview.reset();
    save.reset();
    await queryClient.refetchQueries({ queryKey: adminOrderQuery(order.orderNumber).queryKey, exact: true });
  };
  return { preview, save, reload };
}
