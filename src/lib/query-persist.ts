import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, set } from 'idb-keyval';
import { TRIP_PHOTOS_CACHE } from '../../contract/offline';
import { clearDrafts } from './drafts';

/**
 * Persists the query cache to IndexedDB so saved data can be browsed offline. Loaded lazily after the
 * first render (it is not needed to paint the shell). Queries opt out with `meta: { persist: false }`.
 */
const store = createStore('sakan', 'query-cache');
const KEY = 'react-query';
const MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/**
 * Personal data offline is opt-in by query key: of the query families that hold a user's own data,
 * only those the card names are written to IndexedDB: the wishlist and its saved ids (`favorites`),
 * the notifications with their unread count, and the trip wallet (`reservations` and the `loyalty`
 * summary). Public catalogue answers (the saved units' pages among them) persist as before. Queries
 * marked `meta: { personal: true }` follow the same list. Everything here is wiped on sign-out.
 */
const PERSONAL_FAMILIES = new Set([
  'account',
  'auth',
  'favorites',
  'notifications',
  'reservations',
  'loyalty',
  'reviews',
]);
const PERSISTED_PERSONAL = new Set(['favorites', 'notifications', 'reservations', 'loyalty']);

export function shouldPersist(queryKey: readonly unknown[], personal = false): boolean {
  const family = String(queryKey[0]);
  return PERSISTED_PERSONAL.has(family) || (!personal && !PERSONAL_FAMILIES.has(family));
}

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
        shouldPersist(query.queryKey, query.meta?.personal === true),
    },
  });
  void restoring.finally(markRestored);
  return unsubscribe;
}

/**
 * Logout clears the user's persisted data (personal data never outlives the session on a shared
 * device): the saved query cache, the owner's form drafts and the photos of their upcoming stays in
 * Cache Storage (contract/offline.ts).
 */
export async function clearPersistedQueries(): Promise<void> {
  await Promise.all([
    clear(store),
    clearDrafts(),
    typeof caches === 'undefined' ? undefined : caches.delete(TRIP_PHOTOS_CACHE).catch(() => false),
  ]);
}
