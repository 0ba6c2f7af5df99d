// Zustand stores persisted to localStorage. They hydrate after React has hydrated the prerendered HTML,
// so the first browser render matches the server's and a reload loses nothing.
import { useEffect } from 'react';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StateCreator } from 'zustand';

type Rehydratable = { persist: { rehydrate: () => Promise<void> | void } };
const stores: Rehydratable[] = [];

/** Wraps a store creator with localStorage persistence under `name`, hydrated by useRehydrateStores. */
export function persisted<T>(name: string, creator: StateCreator<T, [], []>) {
  return persist<T>(creator, {
    name: `partybox:${name}`,
    version: 1,
    storage: createJSONStorage<T>(() => localStorage),
    skipHydration: true,
  });
}

/** Registers a persisted store so that useRehydrateStores loads it. */
export function registerPersistedStore<S extends Rehydratable>(store: S): S {
  stores.push(store);
  return store;
}

/** Loads every persisted store from localStorage once, after the first render. */
export function useRehydrateStores(): void {
  useEffect(() => {
    for (const store of stores) void store.persist.rehydrate();
  }, []);
}
