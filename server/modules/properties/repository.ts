import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queuesChanged } from '../notifications/staff-live';
import { categories, cities, propertySubmissions } from '../../db/schema/index';

export async function findPlace(
  db: Database,
  citySlug: string,
  categorySlug: string,
): Promise<{ cityId: number | null; categoryId: number | null }> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, citySlug));
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, categorySlug));
  return { cityId: city?.id ?? null, categoryId: category?.id ?? null };
}

export type NewSubmission = typeof propertySubmissions.$inferInsert;

export async function insertSubmission(db: Database, row: NewSubmission): Promise<void> {
  await db.insert(propertySubmissions).values(row);
  // The console's count of submissions waiting moves for staff who have it open.
  await queuesChanged(db);
}
