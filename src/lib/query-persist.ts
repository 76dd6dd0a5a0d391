import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, set } from 'idb-keyval';
import { clearDrafts } from './drafts';

/**
 * Persists the query cache to IndexedDB so saved data can be browsed offline. Loaded lazily after the
 * first render (it is not needed to paint the shell). Queries opt out with `meta: { persist: false }`.
 */
const store = createStore('sakan', 'query-cache');
const KEY = 'react-query';
const MAX_AGE = 7 * 24 * 60 * 60 * 1000;

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
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    },
  });
  return unsubscribe;
}

/** Logout clears the user's persisted data (CONVENTIONS §7). */
export async function clearPersistedQueries(): Promise<void> {
  await Promise.all([clear(store), clearDrafts()]);
}
