// Whether persisted stores have loaded from localStorage. They load after the first render (see
// persisted-store.ts), so forms that start from stored values wait for this before reading them.
import { useCallback, useSyncExternalStore } from 'react';

interface HydratingStore {
  readonly persist: { hasHydrated: () => boolean; onFinishHydration: (listener: () => void) => () => void };
}

/** True once every given store has loaded its saved state; always false while prerendering. */
export function useStoresHydrated(...stores: HydratingStore[]): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const stops = stores.map((store) => store.persist.onFinishHydration(notify));
      return () => stops.forEach((stop) => stop());
    },
    // The stores are module singletons, so the list itself is the dependency list.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the rule cannot read a spread list; each store is a dependency
    stores,
  );
  return useSyncExternalStore(
    subscribe,
    () => stores.every((store) => store.persist.hasHydrated()),
    () => false,
  );
}
