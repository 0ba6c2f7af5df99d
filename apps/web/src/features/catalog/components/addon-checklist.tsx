// Add-on checkboxes, each labelled with its name and the price its label shows.
import type { ResolvedAddon } from '@partybox/catalog/model';
import { formatInr } from '../../../lib/format';

interface AddonChecklistProps {
  readonly legend: string;
  readonly addons: readonly ResolvedAddon[];
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (key: string) => void;
}

export function AddonChecklist({ legend, addons, selected, onToggle }: AddonChecklistProps) {
  return (
    <fieldset className="addon-list">
      <legend>{legend}</legend>
      {addons.map((addon) => (
        <label key={addon.key} className="checkbox addon-list__item">
          <input type="checkbox" name={addon.key} checked={selected.has(addon.key)} onChange={() => onToggle(addon.key)} />
          <span className="addon-list__label">{addon.label}</span>
          <span className="addon-list__price">+{formatInr(addon.labelPrice)}</span>
        </label>
      ))}
    </fieldset>
  );
}
