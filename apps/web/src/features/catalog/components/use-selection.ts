// A set of selected keys with a toggle, for add-on checklists (all start unselected).
import { useCallback, useState } from 'react';

export function useSelection(initial: Iterable<string> = []) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(initial));
  const toggle = useCallback((key: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  return { selected, toggle };
}
