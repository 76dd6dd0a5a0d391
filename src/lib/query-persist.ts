import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, set } from 'idb-keyval';

/**
 * Persists the query cache to IndexedDB so saved data can be browsed offline. Loaded lazily after the
 * first render (it is not needed to paint the shell). Queries opt out with `meta: { persist: false }`.
 */
const store = createStore('sakan', 'query-cache');
const KEY = 'react-query';
const MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/**
 * Personal data offline is opt-in by query key (CONVENTIONS §12): of the query families that hold a
 * user's own data, only those the card names are written to IndexedDB: the wishlist and its saved-ids
 * (`favorites`) and the notifications with their unread count. Public catalogue answers (the saved
 * units' pages among them) persist as before. Everything here is wiped on sign-out.
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
const PERSISTED_PERSONAL = new Set(['favorites', 'notifications']);

export function shouldPersist(queryKey: readonly unknown[]): boolean {
  const family = String(queryKey[0]);
  return !PERSONAL_FAMILIES.has(family) || PERSISTED_PERSONAL.has(family);
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
  const [unsubscribe] = persistQueryClient({
    queryClient,
    persister,
    maxAge: MAX_AGE,
    buster: buildId,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.meta?.persist !== false && shouldPersist(query.queryKey),
    },
  });
  return unsubscribe;
}

/** Logout clears the user's persisted data (CONVENTIONS §7). */
export async function clearPersistedQueries(): Promise<void> {
  await clear(store);
}
