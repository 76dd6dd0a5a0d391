import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';

/** The only SQL of the favourites module. */

const f = s.favorites;

/**
 * Saves a unit. `on conflict do nothing` on the (user, unit) key settles a double tap, a replayed
 * outbox write or two tabs racing in the database: one row, and no error. False when the unit does
 * not exist (the foreign key), so the service can answer 404 without a separate read.
 */
export async function insertFavorite(db: Database, userId: string, unitId: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${f} (user_id, unit_id)
    select ${userId}, ${s.units.id} from ${s.units} where ${s.units.id} = ${unitId}
    on conflict do nothing
    returning 1 as inserted`);
  if (result.rows.length > 0) return true;
  const [unit] = await db.select({ id: s.units.id }).from(s.units).where(eq(s.units.id, unitId)).limit(1);
  return unit !== undefined;
}

export async function deleteFavorite(db: Database, userId: string, unitId: number): Promise<void> {
  await db.delete(f).where(and(eq(f.userId, userId), eq(f.unitId, unitId)));
}

export async function countFavorites(db: Database, userId: string): Promise<number> {
  return db.$count(f, eq(f.userId, userId));
}

export async function findFavorites(db: Database, userId: string, page: { limit: number; offset: number }) {
  return db
    .select({ unitId: f.unitId, createdAt: f.createdAt })
    .from(f)
    .where(eq(f.userId, userId))
    .orderBy(desc(f.createdAt), desc(f.unitId))
    .limit(page.limit)
    .offset(page.offset);
}

/** Every saved unit id (a person saves tens, not thousands; the hearts need all of them). */
export async function findFavoriteIds(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ unitId: f.unitId })
    .from(f)
    .where(eq(f.userId, userId))
    .orderBy(desc(f.createdAt), desc(f.unitId));
  return rows.map((row) => row.unitId);
}
