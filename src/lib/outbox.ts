import { clear, createStore, del, entries, set } from 'idb-keyval';

/**
 * Writes made with no network (a favourite toggled, a notification marked read), kept in IndexedDB
 * until they can be sent: when the connection returns, on the next start, and from the service worker
 * where Background Sync exists (sw/outbox-sync.ts reads this same store). Each write carries the
 * Idempotency-Key it was made with, so however often it is replayed the server applies it once.
 *
 * A write with a `slot` replaces an earlier queued one in the same slot: saving then unsaving a unit
 * offline sends only the last intent, never both.
 */
export const OUTBOX_DB = 'sakan-outbox';
export const OUTBOX_STORE = 'writes';
const store = createStore(OUTBOX_DB, OUTBOX_STORE);

export interface OutboxWrite {
  /** The Idempotency-Key, also the record's id. */
  key: string;
  /** e.g. `favorite:12`: at most one queued write per slot. */
  slot: string;
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  /** Milliseconds since the epoch; replay goes oldest first. */
  at: number;
}

export const newIdempotencyKey = (): string =>
  crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export async function enqueue(write: Omit<OutboxWrite, 'at'>): Promise<void> {
  for (const [id, queued] of await entries<string, OutboxWrite>(store)) {
    if (queued.slot === write.slot) await del(id, store);
  }
  await set(write.key, { ...write, at: Date.now() }, store);
  notifyChange();
  requestBackgroundSync();
}

/** Where Background Sync exists, the worker replays even if every tab is closed by then. */
function requestBackgroundSync(): void {
  type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
  void navigator.serviceWorker?.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(OUTBOX_SYNC_TAG))
    .catch(() => undefined);
}
export const OUTBOX_SYNC_TAG = 'sakan-outbox';

export async function pendingWrites(): Promise<OutboxWrite[]> {
  const all = await entries<string, OutboxWrite>(store);
  return all.map(([, write]) => write).sort((a, b) => a.at - b.at);
}

/** Sign-out forgets queued writes with the rest of the user's data. */
export async function clearOutbox(): Promise<void> {
  await clear(store);
  notifyChange();
}

export type Sender = (write: OutboxWrite) => Promise<'sent' | 'retry' | 'dropped'>;

let running: Promise<number> | null = null;

/**
 * Sends every queued write, oldest first; one run at a time (a second caller joins the first). A write
 * the server answered (even with a 4xx: asking again will not change it) leaves the outbox; one that
 * met no network stays, and the run stops there to keep the order. The queue is read again after each
 * write, so one queued while the run goes (a message written as earlier ones are being sent) is sent
 * by it too. Returns how many were sent.
 */
export function replayOutbox(send: Sender): Promise<number> {
  running ??= (async () => {
    let sent = 0;
    const tried = new Set<string>();
    try {
      for (;;) {
        const write = (await pendingWrites()).find((queued) => !tried.has(queued.key));
        if (!write) break;
        tried.add(write.key);
        const outcome = await send(write);
        if (outcome === 'retry') break;
        await del(write.key, store);
        if (outcome === 'sent') sent += 1;
      }
    } finally {
      running = null;
      notifyChange();
    }
    return sent;
  })();
  return running;
}

const replayAsks = new Set<() => void>();
/**
 * Asks whoever replays the outbox (the signed-in page's engagement, features/notifications/live) to
 * send what waits now: a write queued behind others while online must not wait for the next
 * `online` event.
 */
export function requestReplay(): void {
  for (const listener of replayAsks) listener();
}
export function onReplayRequest(listener: () => void): () => void {
  replayAsks.add(listener);
  return () => replayAsks.delete(listener);
}

const listeners = new Set<() => void>();
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function notifyChange(): void {
  for (const listener of listeners) listener();
}
