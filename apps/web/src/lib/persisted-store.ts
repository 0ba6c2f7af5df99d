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

/**
 * Empties every persisted store, in memory and in localStorage, including the stores of pages this visit has not
 * loaded yet (every key under `partybox:`): what signing out forgets.
 */
export function forgetPersistedStores(): void {
  for (const store of stores) {
    (store.setState as (state: unknown, replace: true) => void)(store.getInitialState(), true);
    store.persist.clearStorage();
  }
  for (const key of Object.keys(localStorage)) if (key.startsWith('partybox:')) localStorage.removeItem(key);
}
