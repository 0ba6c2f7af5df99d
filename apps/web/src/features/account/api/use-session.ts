// The signed-in customer for the account screens, through the app's query client (sessionKeys.all).
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { fetchSession, sessionKeys } from '../../../lib/session';

export const sessionQuery = { queryKey: sessionKeys.all, queryFn: fetchSession, staleTime: 0 } as const;

export function useSession() {
  return useQuery(sessionQuery, queryClient);
}
