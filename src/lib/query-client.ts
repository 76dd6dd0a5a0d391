import { onlineManager, QueryClient } from '@tanstack/react-query';

/** ApiError carries the HTTP status; read structurally so the first bundle does not load the class. */
function isClientError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** True only in a browser that says so (the server's Node has a navigator without `onLine`). */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A page opened with no network: the browser says offline but React Query, which only learns of
 * `offline` events, believes it is online and would retry with back-off. A page that went offline
 * while open is known offline to React Query, whose retries then wait for the connection instead of
 * failing: a part of that page that starts loading meanwhile (a section scrolled near) stays in its
 * loading state until the network returns, rather than failing the whole page.
 */
const openedOffline = () => browserOffline() && onlineManager.isOnline();

/**
 * gcTime is a day so the persisted copy (restored from IndexedDB) is still there for offline use.
 * 4xx answers are not retried because asking again will not change them, and a page opened offline
 * retries nothing: it would otherwise wait through the retries' back-off (three seconds and more of a
 * blank page) before saying what it keeps (see `openedOffline`).
 * offlineFirst: a query still runs once when offline, so the service worker's catalogue cache can
 * answer it.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 24 * 60 * 60 * 1000,
        retry: (count, error) => !isClientError(error) && !openedOffline() && count < 2,
        refetchOnWindowFocus: false,
        networkMode: 'offlineFirst',
      },
    },
  });
}
