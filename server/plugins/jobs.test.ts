import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

const received: { n: number }[] = [];

describe('jobs plugin', () => {
  const t = useTestApp({
    seed: false,
    // A module registers its workers from its own plugin, as routes do.
    configure: (app) =>
      void app.register(async (module) =>
        module.jobs.work<{ n: number }>('test-echo', async (data) => void received.push(data)),
      ),
  });

  it('runs a queued job on the PostgreSQL queue, in this process', async () => {
    await t.app.jobs.send('test-echo', { n: 7 });
    await expect.poll(() => received, { timeout: 10_000, interval: 100 }).toEqual([{ n: 7 }]);
    const { rows } = await t.database.pool.query(
      "select count(*)::int as n from pgboss.job where name = 'test-echo'",
    );
    expect(rows[0].n).toBe(1);
  });
});
