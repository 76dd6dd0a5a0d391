import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, get } from 'idb-keyval';
import { clearPersistedQueries, startPersistence, whenRestored } from './query-persist';
import { createQueryClient } from './query-client';

/** What the offline cache holds right now, as another tab or the next person would read it. */
const saved = () => get<string>('react-query', createStore('sakan', 'query-cache')).then((v) => v ?? '');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('query-persist sign-out', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('keeps the signed-in person’s trips for offline use', async () => {
    const queryClient = createQueryClient();
    stop = startPersistence(queryClient, 'build-1');
    await whenRestored();
    queryClient.setQueryData(['reservations', 'list'], { code: 'TRIP-KEPT' });
    await expect.poll(saved, { timeout: 3000 }).toContain('TRIP-KEPT');
  });

  it('leaves nothing of the first person when a save is in flight as they sign out', async () => {
    const queryClient = createQueryClient();
    stop = startPersistence(queryClient, 'build-2');
    // Saving has begun once a public answer reaches the store; then the throttle is let go idle, so
    // the next change is saved at once.
    queryClient.setQueryData(['reservations', 'list'], { code: 'NONE-YET' });
    let probes = 0;
    const probe = () => {
      queryClient.setQueryData(['units', 'featured'], `PUBLIC-PROBE-${(probes += 1)}`);
      return saved();
    };
    await expect.poll(probe, { timeout: 3000 }).toContain('PUBLIC-PROBE');
    await sleep(1100);

    // The first change (to a query already in the cache) starts a save at once: its write is still on its way to IndexedDB when
    // sign-out clears the memory and the store in the same task, as the sign-out button does.
    queryClient.setQueryData(['reservations', 'list'], { code: 'TRIP-FIRST' });
    // A second change while that save runs leaves one more save scheduled, with a later snapshot.
    queryClient.setQueryData(['loyalty', 'summary'], { coins: 'COINS-FIRST' });
    queryClient.clear();
    await clearPersistedQueries();
    expect(await saved()).not.toMatch(/TRIP-FIRST|COINS-FIRST/);

    // The throttled save that was waiting runs a second later; it must carry the cleared cache only.
    await sleep(1300);
    expect(await saved()).not.toMatch(/TRIP-FIRST|COINS-FIRST/);

    // Saving carries on for whoever signs in next.
    queryClient.setQueryData(['reservations', 'list'], { code: 'TRIP-NEXT' });
    await expect.poll(saved, { timeout: 3000 }).toContain('TRIP-NEXT');
  });
});
