import { createStore, del, entries } from 'idb-keyval';

declare const self: ServiceWorkerGlobalScope;

/** Same names and record shape as src/lib/outbox.ts (the worker cannot import page code). */
const OUTBOX_SYNC_TAG = 'sakan-outbox';
const outbox = () => createStore('sakan-outbox', 'writes');
interface QueuedWrite {
  key: string;
  method: string;
  path: string;
  body?: unknown;
  at: number;
}

type SyncEvent = ExtendableEvent & { tag: string };
type CookieStoreScope = { cookieStore?: { get(name: string): Promise<{ value: string } | null> } };

/**
 * Sends the queued writes from the worker itself when no tab is open. The access token is the page's
 * `token` cookie (readable here through the Cookie Store API in Chromium, the browsers that have
 * Background Sync). A 401 (token expired) or a network failure stops the run: the page renews the
 * token and replays at its next start. A throw makes the browser retry the sync later.
 */
async function replayHere(): Promise<void> {
  const token = await (self as unknown as CookieStoreScope).cookieStore?.get('token').catch(() => null);
  if (!token?.value) return;
  const store = outbox();
  const writes = (await entries<string, QueuedWrite>(store)).map(([, w]) => w).sort((a, b) => a.at - b.at);
  for (const write of writes) {
    const res = await fetch(write.path, {
      method: write.method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${decodeURIComponent(token.value)}`,
        'Idempotency-Key': write.key,
        ...(write.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: write.body === undefined ? undefined : JSON.stringify(write.body),
    });
    if (res.status === 401) return;
    // 429: a message sent too soon after others; the browser's retry sends it later, never drops it.
    if (res.status >= 500 || res.status === 409 || res.status === 429)
      throw new Error(`outbox replay: ${res.status}`);
    await del(write.key, store);
  }
}

/**
 * Background Sync, where it exists (Chromium): when the connection returns, an open tab is asked to
 * replay the outbox (it holds the token and can renew it, and refreshes what it shows once the writes
 * land), a tab opened before this worker took control too; with no tab open the worker sends the
 * writes itself. The page also replays on `online` and at every start, so Safari and Firefox, which have
 * no Background Sync, lose nothing.
 */
export function registerOutboxSync(): void {
  self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => {
    const sync = event as unknown as SyncEvent;
    if (sync.tag !== OUTBOX_SYNC_TAG) return;
    sync.waitUntil(
      self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
        if (clients.length === 0) return replayHere();
        for (const client of clients) client.postMessage({ type: 'REPLAY_OUTBOX' });
      }),
    );
  });
}
