// A labelled tick box bound to a form value kept as "true" or "".
import type { FieldBinding } from '../../../components/forms/use-form';

export function TickBox({
  label,
  binding,
  onToggle,
}: {
  readonly label: string;
  readonly binding: FieldBinding;
  readonly onToggle: (ticked: boolean) => void;
}) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        name={binding.name}
        checked={binding.value === 'true'}
        onChange={(event) => onToggle(event.target.checked)}
        onBlur={binding.onBlur}
      />
      {label}
    </label>
  );
}
