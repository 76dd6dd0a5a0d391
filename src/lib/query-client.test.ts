import { afterEach, describe, expect, it, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

const networkFailure = () => Object.assign(new TypeError('Failed to fetch'), { status: 500 });

afterEach(() => vi.restoreAllMocks());

describe('createQueryClient', () => {
  it('asks once and fails at once while the browser is offline, so the page can say what it keeps', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let calls = 0;
    const started = Date.now();
    const fetching = createQueryClient().fetchQuery({
      queryKey: ['offline-probe'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(networkFailure());
      },
    });
    await expect(fetching).rejects.toThrow('Failed to fetch');
    expect(calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('waits for the connection, not failing the page, when the page went offline while open', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    try {
      let calls = 0;
      const fetching = createQueryClient().fetchQuery({
        queryKey: ['went-offline'],
        queryFn: () => {
          calls += 1;
          return calls === 1 ? Promise.reject(networkFailure()) : Promise.resolve('back');
        },
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(calls).toBe(1);
      onlineManager.setOnline(true);
      await expect(fetching).resolves.toBe('back');
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('retries a server failure online, but never a 4xx', async () => {
    vi.useFakeTimers();
    try {
      const client = createQueryClient();
      let calls = 0;
      const failing = client.fetchQuery({
        queryKey: ['server-failure'],
        queryFn: () => ((calls += 1), Promise.reject(networkFailure())),
      });
      const settled = expect(failing).rejects.toThrow();
      await vi.runAllTimersAsync();
      await settled;
      expect(calls).toBe(3);

      let clientErrors = 0;
      const refused = client.fetchQuery({
        queryKey: ['client-error'],
        queryFn: () => (
          (clientErrors += 1),
          Promise.reject(Object.assign(new Error('nope'), { status: 404 }))
        ),
      });
      await expect(refused).rejects.toThrow('nope');
      expect(clientErrors).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
