// An order's breakdown as the operations endpoints send it (boxes with their add-ons at the prices charged), shared by
// the console's order page and the customer's status page.
import type { OrderAddon, OrderBox } from '@partybox/contracts/operations';
import { OrderBreakdown, type Breakdown } from './order-breakdown';

/** The figures of an order, as both the console and the status page receive them. */
export interface OrderFigures {
  readonly boxes: readonly OrderBox[];
  readonly extras: readonly OrderAddon[];
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
}

function boxesBreakdown(order: OrderFigures): Breakdown {
  return {
    // Two boxes may be of one theme, so the position is part of the key.
    boxes: order.boxes.map((box, index) => ({ ...box, key: `${index}-${box.themeId}`, name: box.themeName })),
    extras: order.extras,
    subtotal: order.subtotal,
    shipping: order.shipping,
    total: order.total,
  };
}

interface OrderBoxesBreakdownProps {
  readonly order: OrderFigures;
  readonly title: string;
  readonly titleId: string;
  readonly className?: string;
}

export function OrderBoxesBreakdown({ order, title, titleId, className }: OrderBoxesBreakdownProps) {
  return <OrderBreakdown breakdown={boxesBreakdown(order)} title={title} titleId={titleId} className={className} />;
}
