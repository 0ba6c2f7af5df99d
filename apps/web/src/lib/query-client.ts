// The storefront's one TanStack Query client. Hooks receive it explicitly instead of through a provider,
// so TanStack's code loads only with the pages that talk to the API, not in every page's first script.
import { QueryClient } from '@tanstack/react-query';

/** Creates a query client with the app's defaults (tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1 },
      mutations: { retry: false },
    },
  });
}

/** The client every hook of the app uses. */
export const queryClient = createQueryClient();
