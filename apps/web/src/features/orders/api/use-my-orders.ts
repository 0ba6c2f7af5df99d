// The signed-in customer's orders (GET /api/account/orders): their own and guest orders placed with their verified
// phone number, newest first, the latest few dozen. Not retried on 401: a signed-out visitor is sent to sign in.
import { apiPaths } from '@partybox/contracts/wire';
import { useQuery } from '@tanstack/react-query';
import type { AccountOrders } from '@partybox/contracts/accounts';
import { ApiError } from '../../../lib/api-client';
import { queryClient } from '../../../lib/query-client';
import { accountKeys, sendAccountJson } from '../../../lib/session';

export function useMyOrders(enabled: boolean) {
  return useQuery(
    {
      queryKey: accountKeys.orders(),
      queryFn: () => sendAccountJson<AccountOrders>('GET', apiPaths.accountOrders),
      enabled,
      staleTime: 0,
      retry: (failures, error) => failures < 1 && !(error instanceof ApiError && error.status === 401),
    },
    queryClient,
  );
}
