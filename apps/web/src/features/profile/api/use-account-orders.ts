// The signed-in customer's orders (GET /api/account/orders): their own and guest orders placed with their verified
// phone number, newest first, the latest few dozen.
import { apiPaths } from '@partybox/contracts/wire';
import { useQuery } from '@tanstack/react-query';
import type { AccountOrders } from '@partybox/contracts/accounts';
import { queryClient } from '../../../lib/query-client';
import { accountKeys, sendAccountJson } from '../../../lib/session';

export function useAccountOrders(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.orders(), queryFn: () => sendAccountJson<AccountOrders>('GET', apiPaths.accountOrders), enabled }, queryClient);
}
