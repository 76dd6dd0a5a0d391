import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, set } from 'idb-keyval';
import { TRIP_PHOTOS_CACHE } from '../../contract/offline';

/**
 * Persists the query cache to IndexedDB so saved data can be browsed offline. Loaded lazily after the
 * first render (it is not needed to paint the shell). Queries opt out with `meta: { persist: false }`.
 */
const store = createStore('sakan', 'query-cache');
const KEY = 'react-query';
const MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/**
 * Personal queries (`meta: { personal: true }`) are kept only under these key roots (CONVENTIONS §12):
 * the trip wallet (reservations and the loyalty summary). Every other personal answer stays in memory.
 */
const PERSISTED_PERSONAL_KEYS: ReadonlySet<string> = new Set(['reservations', 'loyalty']);

let markRestored: () => void = () => undefined;
const restored = new Promise<void>((resolve) => (markRestored = resolve));

/**
 * Resolves once the saved cache is back in memory (or after `timeoutMs`, if it never starts, e.g. no
 * IndexedDB). An offline page waits for it before loading, so it reads the saved copy instead of
 * failing on the network.
 */
export function whenRestored(timeoutMs = 3000): Promise<void> {
  return Promise.race([restored, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}

export function startPersistence(queryClient: QueryClient, buildId: string): () => void {
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key: string) => get<string>(key, store).then((v) => v ?? null),
      setItem: (key: string, value: string) => set(key, value, store),
      removeItem: (key: string) => del(key, store),
    },
    key: KEY,
    throttleTime: 1000,
  });
  const [unsubscribe, restoring] = persistQueryClient({
    queryClient,
    persister,
    maxAge: MAX_AGE,
    buster: buildId,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' &&
        query.meta?.persist !== false &&
        (query.meta?.personal !== true || PERSISTED_PERSONAL_KEYS.has(String(query.queryKey[0]))),
    },
  });
  void restoring.finally(markRestored);
  return unsubscribe;
}

/**
 * Logout clears the user's persisted data (personal data never outlives the session on a shared device): the saved query cache and the photos of
 * their upcoming stays in Cache Storage (contract/offline.ts).
 */
export async function clearPersistedQueries(): Promise<void> {
  await Promise.all([
    clear(store),
    typeof caches === 'undefined' ? undefined : caches.delete(TRIP_PHOTOS_CACHE).catch(() => false),
  ]);
}
