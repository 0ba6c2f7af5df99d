// The phone number a sign-up just confirmed, carried to /sign-in in the navigation's state (kept with that history
// entry), so the sign-in form starts with it filled in and no phone number ever appears in an address.
import { isPhone } from '@partybox/contracts/wire';

/** The navigation state the sign-up page sends to /sign-in. */
export function confirmedState(phone: string): { readonly confirmedPhone: string } {
  return { confirmedPhone: phone };
}

/** The confirmed phone in a location's state, or '' (no state, or not one of ours). */
export function confirmedPhoneOf(state: unknown): string {
  const phone = (state as { confirmedPhone?: unknown } | null)?.confirmedPhone;
  return typeof phone === 'string' && isPhone(phone) ? phone : '';
}
