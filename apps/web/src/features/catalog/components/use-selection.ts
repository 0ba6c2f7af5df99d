// A set of selected keys with a toggle, for add-on checklists (all start unselected).
import { useCallback, useState } from 'react';

/** `current` with `key` added, or removed when it was there. */
export function toggled(current: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(current);
  if (!next.delete(key)) next.add(key);
  return next;
}

export function useSelection(initial: Iterable<string> = []) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = useCallback((key: string) => setSelected((current) => toggled(current, key)), []);
  return { selected, toggle, setSelected };
}
