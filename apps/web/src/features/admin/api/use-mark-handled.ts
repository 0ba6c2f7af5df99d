// Marks an inbox item handled or not handled, and shows the answer in every loaded page of that inbox at once (the
// item stays where it is until the list is next read, so the operator sees what they did).
import { useMutation, type InfiniteData } from '@tanstack/react-query';
import type { InboxItem, InboxPage } from '@partybox/contracts/operations';
import { queryClient } from '../../../lib/query-client';
import { adminKeys, markHandled } from './admin-queries';

export function useMarkHandled(item: InboxItem) {
  return useMutation(
    {
      mutationFn: (handled: boolean) => markHandled(item, handled),
      onSuccess: (updated) => {
        queryClient.setQueryData(adminKeys.inboxItem(item.kind, item.id), updated);
        queryClient.setQueriesData<InfiniteData<InboxPage>>({ queryKey: adminKeys.inbox(item.kind) }, (data) =>
          data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((each) => (each.id === updated.id ? updated : each)) })) } : data,
        );
      },
    },
    queryClient,
  );
}
