// The cart: configured boxes with what each costs (base box and every add-on at its charged price, so the figures
// add up to the line and the cart totals), quantity and Remove, the order summary, and the way into checkout.
import { maxBoxQuantity } from '@partybox/contracts/limits';
import { cartTotals } from '@partybox/pricing';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ProceedAction } from '../../../lib/checkout-flow';
import site from 'virtual:catalog/site';
import { formatInr } from '../../../lib/format';
import { quantityProblem } from '../api/quantity-problem';
import { unitPriceOf, useCartStore, type CartLine } from '../../../stores/cart-store';
import { paths, servedPaths } from '../../../config/paths';
import '../cart.css';

/**
 * A quantity box the customer may clear and retype. A number from 1 to the most of one box goes into the cart as
 * typed; anything else stays as typed, with what is wrong told to the line (quantityProblem, shown under the
 * stepper), and the cart keeps the last good number until it is fixed. Only a box left empty goes back to that number.
 */
function QuantityInput({ id, quantity, onChange, onProblem }: QuantityInputProps) {
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const problem = draft === '' ? undefined : quantityProblem(draft);
  useEffect(() => onProblem(problem), [problem, onProblem]);
  return (
    <input
      id={id}
      type="number"
      inputMode="numeric"
      min={1}
      max={maxBoxQuantity}
      value={draft}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemIdOf(id) : undefined}
      onChange={(event) => {
        const typed = event.target.value;
        setDraft(typed);
        if (typed !== '' && !quantityProblem(typed)) onChange(Number(typed));
      }}
      onBlur={() => {
        if (draft === '') setDraft(String(quantity));
      }}
    />
  );
}

const problemIdOf = (quantityId: string) => `${quantityId}-problem`;

interface QuantityInputProps {
  readonly id: string;
  readonly quantity: number;
  readonly onChange: (quantity: number) => void;
  /** Told what is wrong with the number in the box, or undefined when the cart can take it. */
  readonly onProblem: (problem: string | undefined) => void;
}

function CartLineItem({ line, onProblem }: { line: CartLine; onProblem: (wrong: boolean) => void }) {
  const setQuantity = useCartStore((state) => state.setQuantity);
  const remove = useCartStore((state) => state.remove);
  const unit = unitPriceOf(line);
  const quantityId = `quantity-${line.id}`;
  const [problem, setProblem] = useState<string>();
  const tell = (next: string | undefined) => {
    setProblem(next);
    onProblem(next !== undefined);
  };
  return (
    <li className="cart-line card">
      <img src={servedPaths.images.getHref(line.image.src)} alt="" width={640} height={480} />
      <div className="cart-line__details">
        <h2 className="cart-line__name">
          <Link to={line.route}>{line.themeName}</Link>
        </h2>
        <dl className="cart-line__prices">
          <div>
            <dt>Base box</dt>
            <dd>{formatInr(line.basePrice)}</dd>
          </div>
          {line.addons.map((addon) => (
            <div key={addon.key}>
              <dt>{addon.label}</dt>
              <dd>+{formatInr(addon.price)}</dd>
            </div>
          ))}
          <div className="cart-line__unit">
            <dt>Per box</dt>
            <dd>{formatInr(unit)}</dd>
          </div>
        </dl>
        {line.addons.length === 0 && <p className="cart-line__no-addons">No add-ons</p>}
      </div>
      <div className="cart-line__controls">
        <label htmlFor={quantityId} className="cart-line__label">
          Quantity
        </label>
        <div className="stepper">
          <button
            type="button"
            className="icon-button"
            aria-label={`One fewer ${line.themeName}`}
            disabled={line.quantity <= 1}
            onClick={() => setQuantity(line.id, line.quantity - 1)}
          >
            −
          </button>
          <QuantityInput id={quantityId} quantity={line.quantity} onChange={(quantity) => setQuantity(line.id, quantity)} onProblem={tell} />
          <button
            type="button"
            className="icon-button"
            aria-label={`One more ${line.themeName}`}
            disabled={line.quantity >= maxBoxQuantity}
            onClick={() => setQuantity(line.id, line.quantity + 1)}
          >
            +
          </button>
        </div>
        {problem && (
          <p id={problemIdOf(quantityId)} className="cart-line__problem" role="alert">
            {problem}
          </p>
        )}
        <p className="cart-line__total" data-testid="cart-line-total">
          <span className="visually-hidden">
            {line.quantity} × {formatInr(unit)} ={' '}
          </span>
          {formatInr(unit * line.quantity)}
        </p>
        <button type="button" className="link-button" onClick={() => remove(line.id)} aria-label={`Remove ${line.themeName} from the cart`}>
          Remove
        </button>
      </div>
    </li>
  );
}

/** `checkout` is the checkout's way in, passed by the route (features never import each other). */
export function CartPage({ checkout }: { checkout: ProceedAction }) {
  const lines = useCartStore((state) => state.lines);
  // Lines whose quantity box holds a number the cart cannot take: the checkout waits until they are fixed.
  const [wrongQuantities, setWrongQuantities] = useState<ReadonlySet<string>>(() => new Set());
  const markQuantity = (lineId: string, wrong: boolean) =>
    setWrongQuantities((current) => {
      if (current.has(lineId) === wrong) return current;
      const next = new Set(current);
      if (wrong) next.add(lineId);
      else next.delete(lineId);
      return next;
    });
  const proceed = () => {
    const firstWrong = lines.find((line) => wrongQuantities.has(line.id));
    if (firstWrong) {
      document.getElementById(`quantity-${firstWrong.id}`)?.focus();
      return;
    }
    void checkout.proceed(paths.customize.getHref());
  };
  const totals = cartTotals(
    lines.map((line) => ({ unitPrice: unitPriceOf(line), quantity: line.quantity })),
    site.shippingFee,
  );

  return (
    <div className="section cart">
      <h1>Your cart</h1>
      {lines.length === 0 ? (
        <div className="card cart__empty">
          <p className="lead">Your cart is empty.</p>
          <p>Choose an occasion and a theme, tick the add-ons you want, and your box lands here.</p>
          <Link className="button" to={paths.occasions.getHref()}>
            Browse party boxes
          </Link>
        </div>
      ) : (
        <div className="cart__layout">
          <ul className="cart__lines" aria-label="Boxes in your cart">
            {lines.map((line) => (
              <CartLineItem key={line.id} line={line} onProblem={(wrong) => markQuantity(line.id, wrong)} />
            ))}
          </ul>
          <section className="price-summary" aria-labelledby="order-summary-title">
            <h2 id="order-summary-title">Order Summary</h2>
            <dl>
              <dt>
                Subtotal ({totals.itemCount} {totals.itemCount === 1 ? 'box' : 'boxes'})
              </dt>
              <dd data-testid="cart-subtotal">{formatInr(totals.subtotal)}</dd>
              <dt>Shipping</dt>
              <dd data-testid="cart-shipping">{formatInr(totals.shipping)}</dd>
              <dt className="price-summary__total">Total</dt>
              <dd className="price-summary__total" data-testid="cart-total" aria-live="polite">
                {formatInr(totals.total)}
              </dd>
            </dl>
            {checkout.problem && (
              <p role="alert" className="form-alert form-alert--error">
                {checkout.problem}
              </p>
            )}
            <div className="cart__actions">
              <button type="button" className="button" onClick={proceed} disabled={checkout.pending}>
                Proceed to Checkout
              </button>
              <Link className="button button--ghost" to={paths.root.getHref()}>
                Continue Shopping
              </Link>
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
