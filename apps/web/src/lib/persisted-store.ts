// Zustand stores persisted to localStorage. They hydrate after React has hydrated the prerendered HTML,
// so the first browser render matches the server's and a reload loses nothing.
import { useEffect } from 'react';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StateCreator } from 'zustand';

type Rehydratable = {
  persist: { rehydrate: () => Promise<void> | void; clearStorage: () => void };
  getInitialState: () => unknown;
  setState: (state: never, replace: true) => void;
};
const stores: Rehydratable[] = [];
let mounted = false;

/** Wraps a store creator with localStorage persistence under `name`, hydrated by useRehydrateStores. */
export function persisted<T>(name: string, creator: StateCreator<T, [], []>) {
  return persist<T>(creator, {
    name: `partybox:${name}`,
    version: 1,
    storage: createJSONStorage<T>(() => localStorage),
    skipHydration: true,
  });
}

/**
 * Registers a persisted store. Stores first imported by a lazily loaded page register after the app
 * has mounted; those load from localStorage at once.
 */
export function registerPersistedStore<S extends Rehydratable>(store: S): S {
  stores.push(store);
  if (mounted) void store.persist.rehydrate();
  return store;
}

/** Loads every persisted store from localStorage once the app has mounted. */
export function useRehydrateStores(): void {
  useEffect(() => {
    if (mounted) return;
    mounted = true;
    for (const store of stores) void store.persist.rehydrate();
  }, []);
}

/** The stores registered so far (for signing out, which empties them; see lib/sign-out.ts). */
export const persistedStores = (): readonly Rehydratable[] => stores;
