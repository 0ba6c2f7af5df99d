// A theme page's ticked add-on checklist, remembered for the browser tab (sessionStorage, one entry per theme), so
// Back from /customize and a reload find the ticks again instead of an empty box that invites a second, different
// line. The remembered ticks ARE the state (read through useSyncExternalStore, written by each toggle as it happens),
// so no tick can be lost to the order in which effects, hydration and the replay of early input run. (Before, the
// ticks were restored by an effect: a tick made right after the page painted, while that effect was still pending,
// was queued first and then overwritten by the restore, so Back from /customize lost it.) A tick made before
// hydration (replayed by lib/early-input) or right after the paint lands on top of what was remembered.
// The prerendered page shows nothing ticked; the remembered ticks show right after hydration.
import { useCallback, useMemo, useReducer, useSyncExternalStore } from 'react';
import { toggled } from './use-selection';

const storageKey = (themeId: string) => `partybox:ticks:${themeId}`;
/** The ticks of this page's life, for when storage is full or switched off. */
const inMemory = new Map<string, string>();
const listeners = new Set<() => void>();

function storedText(themeId: string): string {
  try {
    if (!inMemory.has(themeId)) return sessionStorage.getItem(storageKey(themeId)) ?? '[]';
  } catch {
    // Storage switched off: nothing was remembered beyond this page's life.
  }
  return inMemory.get(themeId) ?? '[]';
}

function parsed(text: string, offered: readonly string[]): string[] {
  try {
    const stored: unknown = JSON.parse(text);
    return Array.isArray(stored) ? offered.filter((key) => stored.includes(key)) : [];
  } catch {
    return [];
  }
}

/** The remembered ticks of a theme, keeping only keys it still offers; none when nothing is remembered. */
export function rememberedTicks(themeId: string, offered: readonly string[]): string[] {
  return parsed(storedText(themeId), offered);
}

function remember(themeId: string, ticks: ReadonlySet<string>): void {
  const text = JSON.stringify([...ticks]);
  try {
    sessionStorage.setItem(storageKey(themeId), text);
    inMemory.delete(themeId);
  } catch {
    // Storage full or switched off: the ticks then last as long as the page.
    inMemory.set(themeId, text);
  }
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The ticks of `themeId`'s add-on checklist (`offered` keys), remembered on every change. */
export function useRememberedSelection(themeId: string, offered: readonly string[]) {
  const offeredKeys = offered.join(' ');
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const text = useSyncExternalStore(
    subscribe,
    () => storedText(themeId),
    () => '[]',
  );
  const selected = useMemo<ReadonlySet<string>>(() => new Set(parsed(text, offeredKeys.split(' '))), [text, offeredKeys]);
  const toggle = useCallback(
    (key: string) => {
      remember(themeId, toggled(new Set(rememberedTicks(themeId, offeredKeys.split(' '))), key));
      // Also an update of this component: a tick right after the page committed, before React subscribed it to the
      // store, still renders at once (the update first runs the pending effects, then reads the ticks afresh).
      rerender();
    },
    [themeId, offeredKeys],
  );
  return { selected, toggle };
}
