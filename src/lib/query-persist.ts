import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import type { QueryClient } from '@tanstack/react-query';
import { clear, createStore, del, get, keys, set } from 'idb-keyval';
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
 * the notifications with their unread count, the trip wallet (`reservations` and the `loyalty`
 * summary) and a guest's `messages` (threads and each confirmed stay's kit: the door code at the door
 * with no signal; a host's message pages opt out with `persist: false`). Public catalogue answers (the saved units' pages among them) persist as before. Queries
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
  'messages',
  // A host's pages and the operator's console are never kept on the device, even by a query that
  // forgets `persist: false`.
  'hosting',
  'backoffice',
]);
const PERSISTED_PERSONAL = new Set(['favorites', 'notifications', 'reservations', 'loyalty', 'messages']);

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

/**
 * Sign-out must leave nothing of the person behind, whatever save is in flight. A save is a cache
 * snapshot taken at `timestamp`, serialised, then written one await later; the library throttles
 * saves and never runs two at once, so the snapshot last serialised is the one the next write
 * carries. A write whose snapshot was taken at or before the last wipe began is dropped, and so is
 * every write while a wipe runs: a snapshot of the first person's cache can never land after it.
 */
let wipeStartedAt = Number.NEGATIVE_INFINITY;
let wiping = false;
let snapshotAt = 0;
let lastWrite: Promise<unknown> = Promise.resolve();

function writeSnapshot(key: string, value: string): Promise<void> {
  if (wiping || snapshotAt <= wipeStartedAt) return Promise.resolve();
  const write = set(key, value, store);
  lastWrite = write.catch(() => undefined);
  return write;
}

export function startPersistence(queryClient: QueryClient, buildId: string): () => void {
  const persister = createAsyncStoragePersister({
    storage: {
      getItem: (key: string) => get<string>(key, store).then((v) => v ?? null),
      setItem: writeSnapshot,
      removeItem: (key: string) => del(key, store),
    },
    key: KEY,
    throttleTime: 1000,
    serialize: (client) => {
      snapshotAt = client.timestamp;
      return JSON.stringify(client);
    },
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
 * Stops the saves, lets a write already handed to IndexedDB finish, wipes the store and reads it
 * back: it resolves only once the store is seen empty. The caller clears the in-memory cache first,
 * so the next save after this holds the signed-out state alone.
 */
async function wipeSavedCache(): Promise<void> {
  wipeStartedAt = Date.now();
  wiping = true;
  try {
    await lastWrite;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await clear(store);
      if ((await keys(store)).length === 0) return;
    }
    throw new Error('The saved query cache could not be emptied.');
  } finally {
    wiping = false;
  }
}

/**
 * Logout clears the user's persisted data (personal data never outlives the session on a shared
 * device): the saved query cache, the owner's form drafts and the photos of their upcoming stays in
 * Cache Storage (contract/offline.ts).
 */
export async function clearPersistedQueries(): Promise<void> {
  await Promise.all([
    wipeSavedCache(),
    clearDrafts(),
    typeof caches === 'undefined' ? undefined : caches.delete(TRIP_PHOTOS_CACHE).catch(() => false),
  ]);
}
