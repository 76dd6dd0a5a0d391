import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * gcTime is a day so the persisted copy (restored from IndexedDB) is still there for offline use;
 * 4xx answers are not retried because asking again will not change them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: (count, error) => !(isApiError(error) && error.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
}
