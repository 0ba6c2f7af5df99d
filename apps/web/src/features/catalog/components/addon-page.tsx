// The generic add-on page (/addon): six extras, the selected ones listed with their total. Extras go with the
// boxes of an order, so with an empty cart the page says to choose a box first and keeps nothing it cannot use.
import { addonSubtotal } from '@partybox/pricing';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import addons from 'virtual:catalog/addon-page';
import { paths } from '../../../config/paths';
import type { ProceedAction } from '../../../lib/checkout-flow';
import { formatInr } from '../../../lib/format';
import { useStoresHydrated } from '../../../lib/use-stores-hydrated';
import { useCartStore } from '../../../stores/cart-store';
import { AddonChecklist } from './addon-checklist';
import { PriceSummary } from './price-summary';
import { useSelection } from './use-selection';
import '../catalog.css';

/** `checkout` is the checkout's way in, passed by the route (features never import each other). */
export function AddonPage({ checkout }: { checkout: ProceedAction }) {
  const location = useLocation();
  const themeName = (location.state as { selectedTheme?: { name?: string } } | null)?.selectedTheme?.name ?? 'PartyBox';
  const hydrated = useStoresHydrated(useCartStore);
  const boxes = useCartStore((state) => state.lines.length);
  const extras = useCartStore((state) => state.extras);
  const setExtras = useCartStore((state) => state.setExtras);
  const { selected, toggle, setSelected } = useSelection();
  const cartEmpty = hydrated && boxes === 0;
  const chosen = addons.filter((addon) => selected.has(addon.key));
  const total = addonSubtotal(addons, selected);

  // The extras already chosen for this order come back once, when the stores have loaded (never into an empty
  // cart); after that every change is the customer's own tick.
  const restored = useRef(false);
  useEffect(() => {
    if (!hydrated || restored.current) return;
    restored.current = true;
    if (boxes > 0) setSelected(new Set(extras));
  }, [hydrated, boxes, extras, setSelected]);

  const proceed = () => {
    setExtras([...selected]);
    void checkout.proceed(paths.delivery.getHref());
  };

  return (
    <div className="section build-box">
      <div>
        <p className="eyebrow">Extras for your {themeName}</p>
        <h1>Add-ons</h1>
        {cartEmpty ? (
          <div className="card addon-page__empty" role="status">
            <p className="lead">Add-ons are delivered with a party box, and your cart is empty.</p>
            <p>Choose a box first: pick an occasion and a theme, then come back here to add extras to your order.</p>
            <Link className="button" to={paths.occasions.getHref()}>
              Choose a party box
            </Link>
          </div>
        ) : (
          <p className="lead">Add extras to your order. They are delivered with your boxes.</p>
        )}
        <AddonChecklist legend="Choose add-ons" addons={addons} selected={selected} onToggle={toggle} disabled={cartEmpty} />
      </div>
      <PriceSummary addons={total} total={total} addonsLabel="Selected add-ons">
        <h3 className="selected-heading">Selected Add-ons</h3>
        {chosen.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul className="selected-list">
            {chosen.map((addon) => (
              <li key={addon.key}>
                {addon.label} <span>{formatInr(addon.price)}</span>
              </li>
            ))}
          </ul>
        )}
        {cartEmpty ? (
          <Link className="button button--ghost" to={paths.occasions.getHref()}>
            Choose a box first
          </Link>
        ) : (
          <button type="button" className="button" onClick={proceed} disabled={checkout.pending}>
            Proceed to Summary
          </button>
        )}
        {checkout.problem && (
          <p role="alert" className="form-alert form-alert--error">
            {checkout.problem}
          </p>
        )}
      </PriceSummary>
    </div>
  );
}
