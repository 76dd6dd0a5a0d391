import { QueryClient } from '@tanstack/react-query';

/**
 * gcTime is a day so the persisted copy (restored from IndexedDB) is still there for offline use;
 * 4xx answers are not retried because asking again will not change them. offlineFirst: a query still
 * runs once when the browser says it is offline, so the service worker's catalogue cache can answer it.
 */
/** ApiError carries the HTTP status; read structurally so the first bundle does not load the class. */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: (count, error) => !isClientError(error) && count < 2,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}
