// The order about to be placed, on every checkout step (the party's details, delivery, payment): the checkout's boxes,
// extras and totals as the server priced them from the catalog, so the figures shown here are those of the order, and
// a box changed on its theme page shows here changed, not twice.
import type { Checkout } from '../../lib/checkout-api';
import { OrderBreakdown } from '../order-breakdown';

interface OrderSummaryProps {
  readonly checkout: Pick<Checkout, 'lines' | 'extras' | 'subtotal' | 'shipping' | 'total'>;
  readonly title?: string;
  readonly titleId?: string;
}

export function OrderSummary({ checkout, title = 'Order summary', titleId = 'order-summary-title' }: OrderSummaryProps) {
  const breakdown = {
    boxes: checkout.lines.map((line, index) => ({
      key: `${index}-${line.themeId}`,
      name: line.themeName,
      quantity: line.quantity,
      basePrice: line.basePrice,
      unitPrice: line.unitPrice,
      lineTotal: line.lineTotal,
      addons: line.addons,
    })),
    extras: checkout.extras,
    subtotal: checkout.subtotal,
    shipping: checkout.shipping,
    total: checkout.total,
  };
  return <OrderBreakdown breakdown={breakdown} title={title} titleId={titleId} />;
}
