import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as s from '../schema/index';
import { seedDatabase } from './index';
import { createTestDatabase } from '../../test/database';

describe('catalogue seed', () => {
  // Not timed: a time limit in a test fails on a busy host (2.96 s against 2 s once in CI here).
  it('writes the demo catalogue once and never again', async () => {
    const database = await createTestDatabase();
    try {
      expect(await seedDatabase(database.db, { today: new Date('2030-01-01T00:00:00Z') })).toBe(true);
      expect(await seedDatabase(database.db)).toBe(false);

      const total = (table: Parameters<typeof database.db.$count>[0]) => database.db.$count(table);
      // Published: the queues' demo (queues-demo.ts) adds units in review beside the catalogue.
      expect(await database.db.$count(s.units, eq(s.units.status, 'published'))).toBe(150);
      expect(await total(s.cities)).toBeGreaterThanOrEqual(8);
      expect(await total(s.categories)).toBeGreaterThanOrEqual(6);
      expect(await total(s.investmentUnits)).toBe(12);
      expect(await total(s.currencies)).toBe(4);

      // Every unit has 4–6 images and both languages filled in.
      const images = await database.db.execute<{ min: number; max: number }>(
        sql`select min(n)::int as min, max(n)::int as max from (select count(*) as n from unit_images group by unit_id) t`,
      );
      expect(images.rows[0]).toEqual({ min: 4, max: 6 });
      const [villa] = await database.db.select().from(s.units).where(eq(s.units.slug, 'riyadh-villa-011'));
      expect(villa?.titleAr).toMatch(/فيلا .* الرياض$/);
      expect(villa?.titleEn).toMatch(/villa .*Riyadh$/i);
    } finally {
      await database.drop();
    }
  });
});
