// A theme page's ticked add-ons, remembered for the browser tab (sessionStorage, one entry per theme), so Back
// from /customize and a reload find them again instead of an empty box that invites a second, different line.
// The prerendered page shows nothing ticked; the remembered ticks come back after hydration, so the first
// browser render always matches the HTML.
import { useCallback, useEffect, useState } from 'react';
import { toggled } from './use-selection';

const storageKey = (themeId: string) => `partybox:ticks:${themeId}`;

/** The remembered ticks of a theme, keeping only keys it still offers; none when storage is unavailable. */
export function rememberedTicks(themeId: string, offered: readonly string[]): string[] {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(storageKey(themeId)) ?? '[]');
    return Array.isArray(stored) ? offered.filter((key) => stored.includes(key)) : [];
  } catch {
    return [];
  }
}

function remember(themeId: string, ticks: ReadonlySet<string>): void {
  try {
    sessionStorage.setItem(storageKey(themeId), JSON.stringify([...ticks]));
  } catch {
    // Storage full or switched off: the ticks then last as long as the page, as before.
  }
}

/** The ticks of `themeId`'s add-on checklist (`offered` keys), restored after mount and saved on every change. */
export function useRememberedSelection(themeId: string, offered: readonly string[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const offeredKeys = offered.join(' ');
  useEffect(() => {
    setSelected(new Set(rememberedTicks(themeId, offeredKeys.split(' '))));
  }, [themeId, offeredKeys]);
  const toggle = useCallback(
    (key: string) =>
      setSelected((current) => {
        const next = toggled(current, key);
        remember(themeId, next);
        return next;
      }),
    [themeId],
  );
  return { selected, toggle };
}
