import { QueryClient } from '@tanstack/react-query';

/** ApiError carries the HTTP status; read structurally so the first bundle does not load the class. */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** True only in a browser that says so (the server's Node has a navigator without `onLine`). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * gcTime is a day so the persisted copy (restored from IndexedDB) is still there for offline use.
 * 4xx answers are not retried because asking again will not change them, and nothing is retried while
 * the browser says it is offline: a page opened offline would otherwise wait through the retries'
 * back-off (three seconds and more of a blank page) before saying what it keeps. React Query's own
 * online state can't tell: it only learns of `offline` events, and a page opened offline gets none.
 * offlineFirst: a query still runs once when offline, so the service worker's catalogue cache can
 * answer it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: (count, error) => !isClientError(error) && !browserOffline() && count < 2,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}
