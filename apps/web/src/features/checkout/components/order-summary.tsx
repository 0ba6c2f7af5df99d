// The order about to be placed: boxes, add-ons, extras and the totals (the API prices it again from the catalog).
import { formatInr } from '../../../lib/format';
import type { CheckoutTotals } from '../api/checkout-totals';

export function OrderSummary({ totals }: { readonly totals: CheckoutTotals }) {
  return (
    <section className="price-summary order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order summary</h2>
      <ul className="order-summary__lines">
        {totals.boxes.map(({ line, lineTotal }) => (
          <li key={line.id}>
            <span className="order-summary__name">{line.themeName} × {line.quantity}</span>
            <span className="order-summary__amount">{formatInr(lineTotal)}</span>
            {line.addons.length > 0 && (
              <span className="order-summary__addons">With {line.addons.map((addon) => addon.label).join(', ')}</span>
            )}
          </li>
        ))}
        {totals.extras.length > 0 && (
          <li>
            <span className="order-summary__name">Extras</span>
            <span className="order-summary__amount">{formatInr(totals.extrasPrice)}</span>
            <span className="order-summary__addons">{totals.extras.map((addon) => addon.label).join(', ')}</span>
          </li>
        )}
      </ul>
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatInr(totals.subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{formatInr(totals.shipping)}</dd>
        <dt className="price-summary__total">Total</dt>
        <dd className="price-summary__total">{formatInr(totals.total)}</dd>
      </dl>
    </section>
  );
}
