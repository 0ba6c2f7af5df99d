// The order about to be placed, on every checkout step: the checkout's boxes, extras and totals as the server priced
// them from the catalog, so the figures shown here are those of the order.
import type { Checkout } from '../../../lib/checkout-api';
import { OrderBreakdown } from '../../../components/order-breakdown';

export function OrderSummary({ checkout }: { readonly checkout: Checkout }) {
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
  return <OrderBreakdown breakdown={breakdown} title="Order summary" titleId="order-summary-title" />;
}
