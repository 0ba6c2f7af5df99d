// One TanStack Query client per page load (and per prerendered page), with retries off for writes.
import { QueryClient } from '@tanstack/react-query';

/** Creates the query client the app uses. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1 },
      mutations: { retry: false },
    },
  });
}
