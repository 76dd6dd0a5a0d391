import { beforeAll, describe, expect, it } from 'vitest';
import { UnitListResponse } from '../../../contract/units';
import { insertBulkUnits } from '../../db/seed/bulk';
import { addDays, today } from '../../lib/days';
import { useTestApp } from '../../test/test-app';
import { captureFilter, captureUnit, explain, searchShapes } from './plan-check';

/**
 * Every search shape has an index path: with sequential scans priced out (enable_seqscan off), no plan
 * may still scan a catalogue table from end to end, which is what PostgreSQL does only when no index
 * can answer. At 2,150 units a sequential scan is often the cheaper plan, so the check works on plan
 * shapes, not timings; `npm run bench:api` explains the same shapes at 100,000 units with buffer counts.
 */
describe('search plans', () => {
  const t = useTestApp({ catalogue: true });
  beforeAll(async () => {
    await insertBulkUnits(t.database.pool, 2_000);
  }, 60_000);

  it('answers every search shape without a sequential scan of a catalogue table', async () => {
    const shapes = searchShapes('riyadh', addDays(today(), 10), addDays(today(), 14));
    const client = await t.database.pool.connect();
    const failures: string[] = [];
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      for (const shape of shapes) {
        for (const statement of await captureFilter(t.database.pool, shape)) {
          const plan = await explain(client, statement);
          if (plan.seqOnBig.length > 0) failures.push(`${shape}: ${plan.seqOnBig.join(', ')}`);
        }
      }
    } finally {
      await client.query('rollback');
      client.release();
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('reads a unit page in one statement, by its slug index', async () => {
    const statements = captureUnit('bulk-77');
    expect(statements).toHaveLength(1);
    const plan = await explain(t.database.pool, statements[0]!);
    expect(plan.seqOnBig).toEqual([]);
    expect(plan.scans).toContain('Index Scan using units_slug_unique on units');
  });

  it('counts up to a window past the page asked for and says when there are more', async () => {
    const page = async (query: string) => {
      const res = await t.app.inject({ url: `/api/v1/units/filter?${query}` });
      return UnitListResponse.parse(res.json());
    };
    expect((await page('per_page=12')).pagination).toEqual({
      page: 1,
      per_page: 12,
      total: 100,
      last_page: 9,
      total_capped: true,
    });
    // The last page the first window offers counts further, so there is always a next page to offer.
    const ninth = await page('per_page=12&page=9');
    expect(ninth.data.items).toHaveLength(12);
    expect(ninth.pagination).toMatchObject({ total: 200, last_page: 17, total_capped: true });
    // The deepest window is 1,000: pages past it are empty at once, however deep the page asked for.
    const last = await page('per_page=12&page=83');
    expect(last.pagination).toMatchObject({ total: 1_000, last_page: 84, total_capped: true });
    expect((await page('per_page=12&page=84')).data.items).toHaveLength(4);
    expect((await page('per_page=12&page=100000')).data.items).toEqual([]);
    const narrow = await page('city=riyadh&guests=8');
    expect(narrow.pagination.total_capped).toBe(false);
    expect(narrow.pagination.total).toBeLessThan(100);
  });

  it('keeps each unit’s copy of its amenities in step with unit_amenities', async () => {
    const pool = t.database.pool;
    const ids = async () =>
      (await pool.query<{ a: number[] }>(`select amenity_ids as a from units where slug = 'bulk-5'`)).rows[0]!
        .a;
    const truth = async () =>
      (
        await pool.query<{ a: number }>(
          `select amenity_id as a from unit_amenities where unit_id = (select id from units where slug = 'bulk-5') order by 1`,
        )
      ).rows.map((row) => row.a);
    expect(await ids()).toEqual(await truth());
    const [first] = await truth();
    await pool.query(
      `delete from unit_amenities where amenity_id = $1 and unit_id = (select id from units where slug = 'bulk-5')`,
      [first],
    );
    expect(await ids()).not.toContain(first);
    expect(await ids()).toEqual(await truth());
    await pool.query(
      `insert into unit_amenities (unit_id, amenity_id) select id, $1 from units where slug = 'bulk-5'`,
      [first],
    );
    expect(await ids()).toEqual(await truth());
  });

  it('keeps each unit’s unavailable nights in step with unit_blocked_days', async () => {
    const pool = t.database.pool;
    const unavailable = async () =>
      (await pool.query<{ r: string }>(`select unavailable::text as r from units where slug = 'bulk-7'`))
        .rows[0]!.r;
    const unit = `(select id from units where slug = 'bulk-7')`;
    await pool.query(`delete from unit_blocked_days where unit_id = ${unit}`);
    expect(await unavailable()).toBe('{}');
    await pool.query(
      `insert into unit_blocked_days (unit_id, day) select ${unit}, d::date from generate_series('2030-01-01'::date, '2030-01-03', '1 day') d`,
    );
    await pool.query(`insert into unit_blocked_days (unit_id, day) values (${unit}, '2030-01-10')`);
    // Adjacent nights merge into one range; the end is exclusive (the morning of check-out).
    expect(await unavailable()).toBe('{[2030-01-01,2030-01-04),[2030-01-10,2030-01-11)}');
    await pool.query(`delete from unit_blocked_days where unit_id = ${unit} and day = '2030-01-02'`);
    expect(await unavailable()).toBe(
      '{[2030-01-01,2030-01-02),[2030-01-03,2030-01-04),[2030-01-10,2030-01-11)}',
    );
    const free = async (from: string, to: string) => {
      const res = await t.app.inject({
        url: `/api/v1/units/filter?check_in=${from}&check_out=${to}&per_page=50&sort=newest`,
      });
      return UnitListResponse.parse(res.json()).data.items.some((item) => item.slug === 'bulk-7');
    };
    t.app.publicCache.invalidate();
    expect(await free('2030-01-02', '2030-01-03')).toBe(true);
    expect(await free('2030-01-02', '2030-01-04')).toBe(false);
    expect(await free('2030-01-04', '2030-01-10')).toBe(true);
  });
});
