// The signed-in customer for the account screens, through the app's query client (key ['session']).
import { useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/query-client';
import { fetchSession } from '../../../lib/session';

export const sessionQuery = { queryKey: ['session'], queryFn: fetchSession, staleTime: 0 } as const;

export function useSession() {
  return useQuery(sessionQuery, queryClient);
}
