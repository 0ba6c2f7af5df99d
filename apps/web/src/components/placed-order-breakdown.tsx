// A placed order's breakdown: every figure as the server computed and stored it. Shared by the confirmation and an
// account's order page.
import type { PlacedOrder } from '@partybox/contracts';
import { OrderBreakdown, type Breakdown } from './order-breakdown';

/** The placed order's figures in the breakdown's shape. */
function placedBreakdown(order: PlacedOrder): Breakdown {
  return {
    // Two lines may hold the same box, so the position is part of the key.
    boxes: order.lines.map((line, index) => ({ ...line, key: `${index}-${line.themeId}`, name: line.themeName })),
    extras: order.extras,
    subtotal: order.subtotal,
    shipping: order.shipping,
    total: order.total,
  };
}

interface PlacedOrderBreakdownProps {
  readonly order: PlacedOrder;
  readonly title: string;
  readonly titleId: string;
}

export function PlacedOrderBreakdown({ order, title, titleId }: PlacedOrderBreakdownProps) {
  return <OrderBreakdown breakdown={placedBreakdown(order)} title={title} titleId={titleId} />;
}
