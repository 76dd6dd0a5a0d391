import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { WorkQueue } from './work-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('WorkQueue', () => {
  it('runs at most `concurrency` tasks, queues a few more and refuses the rest with a 503', async () => {
    const queue = new WorkQueue({ concurrency: 2, maxQueued: 1 });
    const gate = deferred();
    let active = 0;
    let peak = 0;
    const task = async () => {
      active += 1;
      peak = Math.max(peak, active);
      await gate.promise;
      active -= 1;
      return 'done';
    };
    const admitted = [queue.run(task), queue.run(task), queue.run(task)];
    expect(queue.saturated).toBe(true);
    const refused = await queue.run(task).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, code: 'UNAVAILABLE', messageKey: 'errors.busy' });
    expect((refused as AppError).retryAfterS).toBeGreaterThanOrEqual(1);
    gate.resolve();
    await expect(Promise.all(admitted)).resolves.toEqual(['done', 'done', 'done']);
    expect(peak).toBe(2);
    expect(queue.saturated).toBe(false);
  });

  it('refuses a task whose wait would pass maxWaitMs, though the queue has room', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 100 });
    const gate = deferred();
    const running = queue.run(() => gate.promise);
    // Fresh, the running task is expected to take the default average (250 ms): already too long.
    expect(queue.saturated).toBe(true);
    gate.resolve();
    await running;

    // Quick tasks bring the average down, so one may wait behind another again.
    for (let i = 0; i < 20; i += 1) await queue.run(async () => undefined);
    const slow = deferred();
    const first = queue.run(() => slow.promise);
    const second = queue.run(async () => 'queued').catch((error: unknown) => error);
    expect(queue.saturated).toBe(false);
    // The running task has now taken longer than a wait may be: the next one is refused at once.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const refused = await queue.run(async () => 'late').catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    expect((refused as AppError).retryAfterS).toBeGreaterThanOrEqual(1);
    slow.resolve();
    await first;
    // The one already queued has waited past the bound too, so it is refused when its turn comes.
    expect(await second).toMatchObject({ status: 503 });
  });

  it('refuses a queued task as soon as it has waited maxWaitMs', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 5, maxWaitMs: 60 });
    // Quick tasks set the estimate low, so the next ones are admitted to the queue.
    for (let i = 0; i < 30; i += 1) await queue.run(async () => undefined);
    const slow = deferred();
    const first = queue.run(() => slow.promise);
    const waited = queue.run(async () => 'ran').catch((error: unknown) => error);
    // Refused while the slow task still runs: its client hears back without waiting for a slot.
    expect(await waited).toMatchObject({ status: 503, code: 'UNAVAILABLE' });
    slow.resolve();
    await first;
    // The slot was freed, not lost with the refused task.
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
    expect(queue.saturated).toBe(false);
  });

  it('never bounds the wait of the first minQueued tasks in line', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 5, minQueued: 2, maxWaitMs: 20 });
    const slow = deferred();
    const first = queue.run(() => slow.promise);
    const patient = [queue.run(async () => 'a'), queue.run(async () => 'b')];
    // The third in line expects the default 250 ms: past the bound, so refused.
    expect(queue.saturated).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    slow.resolve();
    await first;
    await expect(Promise.all(patient)).resolves.toEqual(['a', 'b']);
  });

  it('frees its slot when a task fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });
});
