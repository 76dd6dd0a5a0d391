import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../db/client';
import { createTestDatabase, type TestDatabase } from '../test/database';
import { jobsPlugin } from './jobs';

const QUEUES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((name) => `instances-${name}`);

describe('jobs plugin with several processes starting at once', () => {
  let database: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  const pools: { end(): Promise<void> }[] = [];
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await Promise.all(pools.map((pool) => pool.end()));
    await database?.drop();
  });

  it('starts the queue in every one: their queue setups take turns instead of deadlocking', async () => {
    database = await createTestDatabase();
    const errors: string[] = [];
    const received = new Set<number>();
    // Four instances on one fresh database, as WORKERS=4 starts them, each with its own pool.
    for (let index = 0; index < 4; index += 1) {
      const { db, pool } = connectDatabase(database.url);
      pools.push(pool);
      const app = Fastify({
        logger: { level: 'error', stream: { write: (line: string) => void errors.push(line) } },
      });
      await app.register(jobsPlugin, { db });
      for (const queue of QUEUES)
        app.jobs.work<{ from: number }>(queue, async ({ from }) => void received.add(from));
      apps.push(app);
    }
    await Promise.all(apps.map((app) => app.ready()));
    expect(errors).toEqual([]);

    // Each instance's queue works: a job sent through any of them is taken.
    await Promise.all(apps.map((app, index) => app.jobs.send(QUEUES[index]!, { from: index })));
    await expect.poll(() => received.size, { timeout: 15_000, interval: 100 }).toBe(apps.length);
  });
});
