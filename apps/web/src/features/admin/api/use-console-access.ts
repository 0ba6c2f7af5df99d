// Who is asking for the console: nobody signed in, a customer, or an operator (the API's `me.isOperator`, read from
// the verified access token's groups). Only a hint for the screens: every /api/admin/* call is checked on the server.
import { apiPaths } from '@partybox/contracts/wire';
import { useQuery } from '@tanstack/react-query';
import type { SessionAnswer } from '@partybox/contracts/accounts';
import { getJson } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { hasSession, sessionKeys } from '../../../lib/session';

export type ConsoleAccess = { readonly kind: 'anonymous' } | { readonly kind: 'customer' | 'operator'; readonly name: string };

/** Under sessionKeys.all, so signing in or out (which invalidates that key) asks again. */
export const consoleAccessQuery = {
  queryKey: sessionKeys.consoleAccess(),
  queryFn: async (): Promise<ConsoleAccess> => {
    if (!hasSession()) return { kind: 'anonymous' };
    const answer = await getJson<SessionAnswer>(apiPaths.auth.me);
    if (!answer.signedIn) return { kind: 'anonymous' };
    return { kind: answer.isOperator ? 'operator' : 'customer', name: answer.customer.name };
  },
  staleTime: 0,
} as const;

export function useConsoleAccess() {
  return useQuery(consoleAccessQuery, queryClient);
}
