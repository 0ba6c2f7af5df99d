// Signing out forgets the person on this device: the account's session ends on the server, and the device keeps
// nothing of them (profile, greeting, prefilled forms, cart, wishlist, last order, cached answers), in case the next
// person to use the browser is someone else.
import { apiPaths } from '@partybox/contracts/wire';
import { persistedStores } from './persisted-store';
import { queryClient } from './query-client';
import { sendAccountJson, sessionKeys } from './session';

/**
 * Empties every persisted store, in memory and in localStorage, including the stores of pages this visit has not
 * loaded yet (every key under `partybox:`). Kept here, not in persisted-store.ts, so pages that never sign out do not
 * carry it.
 */
function forgetPersistedStores(): void {
  for (const store of persistedStores()) {
    (store.setState as (state: unknown, replace: true) => void)(store.getInitialState(), true);
    store.persist.clearStorage();
  }
  for (const key of Object.keys(localStorage)) if (key.startsWith('partybox:')) localStorage.removeItem(key);
}

/** Signs out, then forgets everything this device kept about the customer; throws an ApiError when the API refused. */
export async function signOutAndForget(): Promise<void> {
  await sendAccountJson('POST', apiPaths.auth.signOut, {});
  forgetPersistedStores();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
  await queryClient.invalidateQueries({ queryKey: sessionKeys.all });
}
