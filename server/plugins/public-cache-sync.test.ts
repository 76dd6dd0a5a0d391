import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnitResponse } from '../../contract/units';
import { buildApp } from '../app';
import { connectDatabase, type DatabaseHandle } from '../db/client';
import { useTestApp } from '../test/test-app';

const SLUG = 'riyadh-villa-011';

/**
 * Two instances of the app, each with its own pool, cache and LISTEN connection, on one database: what
 * two servers behind a load balancer are. A write through one must reach the other's cache.
 */
describe('the public cache across instances', () => {
  const a = useTestApp({ catalogue: true });
  let other: DatabaseHandle;
  let b: FastifyInstance;
  beforeAll(async () => {
    other = connectDatabase(a.database.url);
    b = buildApp({ db: other.db });
    await b.ready();
  });
  afterAll(async () => {
    await b.close();
    await other.pool.end();
  });

  const title = async (app: FastifyInstance) => {
    const res = await app.inject({ url: `/api/v1/units/show-by-slug/${SLUG}` });
    return UnitResponse.parse(res.json()).data.unit.title;
  };

  it('shows an update made through one instance on the other within a second', async () => {
    const before = await title(b);
    expect(await title(b)).toBe(before); // Now cached in b.
    expect(b.publicCache.stats.entries).toBeGreaterThan(0);

    // What a writer in instance a does: change the row, then invalidate its cache.
    await a.database.pool.query(`update units set title_en = title_en || ' (renamed)' where slug = $1`, [
      SLUG,
    ]);
    const started = Date.now();
    a.app.publicCache.invalidate('units');
    await expect.poll(() => title(b), { timeout: 1_000, interval: 20 }).toBe(`${before} (renamed)`);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await title(a.app)).toBe(`${before} (renamed)`);
  });

  it('keeps other scopes of the other instance cached', async () => {
    await b.inject({ url: '/api/v1/units/featured' });
    const entries = b.publicCache.stats.entries;
    a.app.publicCache.invalidate('some-other-scope');
    await new Promise((done) => setTimeout(done, 200));
    expect(b.publicCache.stats.entries).toBe(entries);
  });
});
