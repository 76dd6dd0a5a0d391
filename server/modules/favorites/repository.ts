import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { isPublished, publishedSql } from '../units/published';

/**
 * The only SQL of the favourites module. A saved unit that is not published (a draft again, in
 * review, paused) drops out of every read here, and comes back when its host publishes it again:
 * the row is kept. Shown as a card it would lead to a page that answers 404 and offer nights nobody
 * can book, and a paused unit is most often back within days (a licence renewed).
 */

const f = s.favorites;
// Written qualified by hand: drizzle may print a column inside `sql` without its table.
const savedAndPublished = (userId: string) =>
  and(
    eq(f.userId, userId),
    sql.raw(`exists (select 1 from units u where u.id = "favorites"."unit_id" and ${publishedSql('u')})`),
  );

/**
 * Saves a unit. `on conflict do nothing` on the (user, unit) key settles a double tap, a replayed
 * outbox write or two tabs racing in the database: one row, and no error. False when the unit does
 * exist or is not published, so the service can answer 404 without a separate read.
 */
export async function insertFavorite(db: Database, userId: string, unitId: number): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${f} (user_id, unit_id)
    select ${userId}, ${s.units.id} from ${s.units} where ${s.units.id} = ${unitId} and ${isPublished}
    on conflict do nothing
    returning 1 as inserted`);
  if (result.rows.length > 0) return true;
  const [unit] = await db
    .select({ id: s.units.id })
    .from(s.units)
    .where(and(eq(s.units.id, unitId), isPublished))
    .limit(1);
  return unit !== undefined;
}

export async function deleteFavorite(db: Database, userId: string, unitId: number): Promise<void> {
  await db.delete(f).where(and(eq(f.userId, userId), eq(f.unitId, unitId)));
}

export async function countFavorites(db: Database, userId: string): Promise<number> {
  return db.$count(f, savedAndPublished(userId));
}

export async function findFavorites(db: Database, userId: string, page: { limit: number; offset: number }) {
  return db
    .select({ unitId: f.unitId, createdAt: f.createdAt })
    .from(f)
    .where(savedAndPublished(userId))
    .orderBy(desc(f.createdAt), desc(f.unitId))
    .limit(page.limit)
    .offset(page.offset);
}

/** Every saved unit id that is published (a person saves tens, not thousands; the hearts need all of them). */
export async function findFavoriteIds(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ unitId: f.unitId })
    .from(f)
    .where(savedAndPublished(userId))
    .orderBy(desc(f.createdAt), desc(f.unitId));
  return rows.map((row) => row.unitId);
}
