// Signing out forgets the person on this device: the account's session ends on the server, and the device keeps
// nothing of them (profile, greeting, prefilled forms, cart, wishlist, last order, cached answers), in case the next
// person to use the browser is someone else.
import { forgetPersistedStores } from './persisted-store';
import { queryClient } from './query-client';
import { sendAccountJson } from './session';

/** Signs out, then forgets everything this device kept about the customer; throws an ApiError when the API refused. */
export async function signOutAndForget(): Promise<void> {
  await sendAccountJson('POST', 'auth/sign-out', {});
  forgetPersistedStores();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
  await queryClient.invalidateQueries({ queryKey: ['session'] });
}
