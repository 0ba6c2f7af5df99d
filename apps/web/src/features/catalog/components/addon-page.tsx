// The generic add-on page (/addon): six extras, the selected ones listed with their total.
import { addonSubtotal } from '@partybox/pricing';
import { useLocation, useNavigate } from 'react-router-dom';
import addons from 'virtual:catalog/addon-page';
import { formatInr } from '../../../lib/format';
import { useCheckoutStore } from '../../../stores/checkout-store';
import { AddonChecklist } from './addon-checklist';
import { PriceSummary } from './price-summary';
import { useSelection } from './use-selection';
import { paths } from '../../../config/paths';
import '../catalog.css';

export function AddonPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const themeName = (location.state as { selectedTheme?: { name?: string } } | null)?.selectedTheme?.name ?? 'PartyBox';
  const extras = useCheckoutStore((state) => state.extras);
  const setExtras = useCheckoutStore((state) => state.setExtras);
  const { selected, toggle } = useSelection(extras);
  const chosen = addons.filter((addon) => selected.has(addon.key));
  const total = addonSubtotal(addons, selected);

  const proceed = () => {
    setExtras([...selected]);
    navigate(paths.delivery.getHref());
  };

  return (
    <div className="section build-box">
      <div>
        <p className="eyebrow">Extras for your {themeName}</p>
        <h1>Add-ons</h1>
        <p className="lead">Add extras to your order. They are delivered with your boxes.</p>
        <AddonChecklist legend="Choose add-ons" addons={addons} selected={selected} onToggle={toggle} />
      </div>
      <PriceSummary addons={total} total={total} addonsLabel="Selected add-ons">
        <h3 className="selected-heading">Selected Add-ons</h3>
        {chosen.length === 0 ? (
          <p>None yet.</p>
        ) : (
          <ul className="selected-list">
            {chosen.map((addon) => (
              <li key={addon.key}>{addon.label} <span>{formatInr(addon.price)}</span></li>
            ))}
          </ul>
        )}
        <button type="button" className="button" onClick={proceed}>Proceed to Summary</button>
      </PriceSummary>
    </div>
  );
}
