// The storefront's one TanStack Query client. Hooks receive it explicitly instead of through a provider,
// so TanStack's code loads only with the pages that talk to the API, not in every page's first script.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * One more try for a read that failed on the way or on the server's side; none for one the API refused (a 4xx): asked
 * again it is refused again, and the page would only say so a second later.
 */
export const retryRead = (failures: number, error: unknown) => failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** Creates a query client with the app's defaults (tests make their own). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: retryRead },
      mutations: { retry: false },
    },
  });
}

/** The client every hook of the app uses. */
export const queryClient = createQueryClient();
