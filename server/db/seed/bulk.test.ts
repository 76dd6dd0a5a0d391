import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { insertBulkUnits } from './bulk';
import { seedDatabase } from './index';

describe('insertBulkUnits', () => {
  it('clones the catalogue into more units with their amenities and images, continuing slugs', async () => {
    const database = await createTestDatabase();
    try {
      await seedDatabase(database.db);
      await insertBulkUnits(database.pool, 300);
      await insertBulkUnits(database.pool, 200);
      const { rows } = await database.pool.query<{ units: number; bare: number; last: string }>(`
        select count(*) filter (where status = 'published')::int as units,
          count(*) filter (where status = 'published'
            and not exists (select 1 from unit_images i where i.unit_id = u.id))::int as bare,
          max(slug) filter (where slug = 'bulk-500') as last
        from units u`);
      expect(rows[0]).toEqual({ units: 650, bare: 0, last: 'bulk-500' });
    } finally {
      await database.drop();
    }
  });
});
