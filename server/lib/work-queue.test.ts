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

  it('frees its slot when a task fails', async () => {
    const queue = new WorkQueue({ concurrency: 1, maxQueued: 0 });
    await expect(queue.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 1)).resolves.toBe(1);
  });
});
