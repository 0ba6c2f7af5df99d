// The edit form's add-on choices (a box's add-ons, the order's extras): one checkbox per add-on with its price.
import { formatInr } from '../../../lib/format';

export function AddonChecks({
  label,
  options,
  chosen,
  onChange,
}: {
  /** The list's accessible name, like "Glow Party: add-ons". */
  readonly label: string;
  readonly options: readonly { key: string; label: string; price: number }[];
  readonly chosen: readonly string[];
  readonly onChange: (keys: string[]) => void;
}) {
  return (
    <ul className="console-edit__addons" aria-label={label}>
      {options.map((addon) => (
        <li key={addon.key}>
          <label>
            <input
              type="checkbox"
              checked={chosen.includes(addon.key)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, addon.key] : chosen.filter((key) => key !== addon.key))}
            />{' '}
            {addon.label} <span className="console-edit__price">{formatInr(addon.price)}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
