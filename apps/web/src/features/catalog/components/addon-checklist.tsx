// Add-on checkboxes, each labelled with its name and its price (the label price struck through where it differs).
import type { ResolvedAddon } from '@partybox/catalog/model';
import { AddonPrice } from './addon-price';

interface AddonChecklistProps {
  readonly legend: string;
  readonly addons: readonly ResolvedAddon[];
  readonly selected: ReadonlySet<string>;
  readonly onToggle: (key: string) => void;
  /** Shows the add-ons and their prices without letting them be ticked (/addon with an empty cart). */
  readonly disabled?: boolean;
}

export function AddonChecklist({ legend, addons, selected, onToggle, disabled = false }: AddonChecklistProps) {
  return (
    <fieldset className="addon-list" disabled={disabled}>
      <legend>{legend}</legend>
      {addons.map((addon) => (
        <label key={addon.key} className="checkbox addon-list__item">
          <input type="checkbox" name={addon.key} checked={selected.has(addon.key)} onChange={() => onToggle(addon.key)} />
          <span className="addon-list__label">{addon.label}</span> <AddonPrice labelPrice={addon.labelPrice} price={addon.price} />
        </label>
      ))}
    </fieldset>
  );
}
