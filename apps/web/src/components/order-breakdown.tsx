// An order's figures, line by line, so they visibly add up: each box's price and every add-on at the price charged
// (which may differ from the theme page's label), the /addon extras one by one, then subtotal, shipping and total.
// Used by the checkout steps' summary (priced from the cart), the confirmation and an account's order page (priced by
// the server), so it lives below the features.
import { formatInr } from '../lib/format';
import './order-breakdown.css';

/** A priced add-on or extra: what is charged for it. */
export interface BreakdownItem {
  readonly key: string;
  readonly label: string;
  readonly price: number;
}

/** A box of the order: the theme's price, its add-ons, and the line's amount. */
export interface BreakdownBox {
  readonly key: string;
  readonly name: string;
  readonly quantity: number;
  readonly basePrice: number;
  readonly unitPrice: number;
  readonly lineTotal: number;
  readonly addons: readonly BreakdownItem[];
}

/** What the breakdown shows. */
export interface Breakdown {
  readonly boxes: readonly BreakdownBox[];
  readonly extras: readonly BreakdownItem[];
  readonly subtotal: number;
  readonly shipping: number;
  readonly total: number;
}

interface OrderBreakdownProps {
  readonly breakdown: Breakdown;
  readonly title: string;
  readonly titleId: string;
  readonly className?: string;
}

export function OrderBreakdown({ breakdown, title, titleId, className = '' }: OrderBreakdownProps) {
  const { boxes, extras, subtotal, shipping, total } = breakdown;
  return (
    <section className={`price-summary order-summary ${className}`.trim()} aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <ul className="order-summary__lines">
        {boxes.map((box) => (
          <li key={box.key}>
            <span className="order-summary__name">
              {box.name} × {box.quantity}
            </span>
            <span className="order-summary__amount">{formatInr(box.lineTotal)}</span>
            <ul className="order-summary__parts" aria-label={`${box.name}: what the price is made of`}>
              <li>
                <span>Party box</span>
                <span className="order-summary__price">{formatInr(box.basePrice)}</span>
              </li>
              {box.addons.map((addon) => (
                <li key={addon.key}>
                  <span>{addon.label}</span>
                  <span className="order-summary__price">+{formatInr(addon.price)}</span>
                </li>
              ))}
              {box.quantity > 1 && (
                <li>
                  <span>
                    {formatInr(box.unitPrice)} each × {box.quantity}
                  </span>
                  <span className="order-summary__price">{formatInr(box.lineTotal)}</span>
                </li>
              )}
            </ul>
          </li>
        ))}
        {extras.length > 0 && (
          <li>
            <span className="order-summary__name">Extras</span>
            <span className="order-summary__amount">{formatInr(extras.reduce((sum, extra) => sum + extra.price, 0))}</span>
            <ul className="order-summary__parts" aria-label="Extras: what the price is made of">
              {extras.map((extra) => (
                <li key={extra.key}>
                  <span>{extra.label}</span>
                  <span className="order-summary__price">+{formatInr(extra.price)}</span>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
      <dl>
        <dt>Subtotal</dt>
        <dd>{formatInr(subtotal)}</dd>
        <dt>Shipping</dt>
        <dd>{formatInr(shipping)}</dd>
        <dt className="price-summary__total">Total</dt>
        <dd className="price-summary__total">{formatInr(total)}</dd>
      </dl>
    </section>
  );
}
