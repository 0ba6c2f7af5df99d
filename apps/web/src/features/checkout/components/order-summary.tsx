// The order about to be placed, on every checkout step: priced from the cart with the same orderTotals the API
// prices it with, so the figures shown here are those of the order.
import type { CheckoutTotals } from '../api/checkout-totals';
import { OrderBreakdown } from '../../../components/order-breakdown';

export function OrderSummary({ totals }: { readonly totals: CheckoutTotals }) {
  const breakdown = {
    boxes: totals.boxes.map(({ line, basePrice, unitPrice, lineTotal }) => ({
      key: line.id,
      name: line.themeName,
      quantity: line.quantity,
      basePrice,
      unitPrice,
      lineTotal,
      addons: line.addons,
    })),
    extras: totals.extras,
    subtotal: totals.subtotal,
    shipping: totals.shipping,
    total: totals.total,
  };
  return <OrderBreakdown breakdown={breakdown} title="Order summary" titleId="order-summary-title" />;
}
