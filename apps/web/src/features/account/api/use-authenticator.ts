// The signed-in account's authenticator app (TOTP): whether one is enrolled, starting an enrolment, and finishing it
// with the app's first code. Keys under accountKeys.all, so signing in or out forgets them.
import { authenticatorPaths, type AuthenticatorEnrolment, type AuthenticatorStatus } from '@partybox/contracts/accounts';
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { accountKeys, sendAccountJson } from '../../../lib/session';

export const authenticatorKeys = { status: () => [...accountKeys.all, 'authenticator'] as const };

/** sendAccountJson takes paths below /api/. */

export function useAuthenticatorStatus() {
  return useQuery(
    { queryKey: authenticatorKeys.status(), queryFn: () => sendAccountJson<AuthenticatorStatus>('GET', authenticatorPaths.enrolment) },
    queryClient,
  );
}

/** A new shared key and its otpauth:// URI (replacing one not yet verified). */
export const startEnrolment = () => sendAccountJson<AuthenticatorEnrolment>('POST', authenticatorPaths.enrolment);

/** Finishes the enrolment with the app's code; sign-in then asks for the app's code instead of an SMS. */
export async function verifyEnrolment(code: string): Promise<void> {
  await sendAccountJson<AuthenticatorStatus>('POST', authenticatorPaths.verify, { code });
  await queryClient.invalidateQueries({ queryKey: authenticatorKeys.status() });
}
