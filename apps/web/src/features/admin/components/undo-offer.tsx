// "Undo" for a few seconds after an operator moves an order a step forward: the lifecycle's undoOf says whether the
// order's last change may be undone (not a cancel, not cash collected, not an undo) and to what; the undo is an
// ordinary status change back, with its own history line. The offer goes away after undoOfferSeconds.
import { useEffect, useState } from 'react';
import type { AdminOrderDetail, OrderStatus } from '@partybox/contracts/operations';
import { orderStatusLabels, undoOf, undoOfferSeconds } from '@partybox/order-lifecycle';

interface UndoOfferProps {
  readonly order: AdminOrderDetail;
  readonly busy: boolean;
  readonly onUndo: (to: OrderStatus) => void;
}

export function UndoOffer({ order, busy, onUndo }: UndoOfferProps) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), undoOfferSeconds * 1000);
    return () => clearTimeout(timer);
  }, []);
  const last = order.history.at(-1);
  const back =
    last &&
    undoOf({
      change: last.change,
      to: last.to,
      at: last.at,
      ...(last.from !== undefined && { from: last.from }),
      ...(last.undo && { undo: true }),
      ...(last.change === 'status' && last.amount !== undefined && { cashCollected: last.amount }),
    });
  if (!open || !back) return null;
  return (
    <button type="button" className="button button--ghost button--small console-undo" disabled={busy} onClick={() => onUndo(back)}>
      Undo (back to {orderStatusLabels[back].toLowerCase()})
    </button>
  );
}
