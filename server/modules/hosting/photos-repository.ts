import { sql } from 'drizzle-orm';
import type { UnitStatus } from '../../../contract/hosting-units';
import type { Database } from '../../db/client';

/**
 * The SQL of a unit's photos (unit_images). Every write runs inside a transaction that first locks
 * the unit row through `lockOwnedUnit`, so two uploads or reorders of one unit queue behind each
 * other instead of racing for the same positions, and a unit that is not the caller's stops it there.
 */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

export type PhotoRow = {
  id: number;
  key: string;
};

/** The caller's unit, locked for the rest of the transaction; null when missing or someone else's. */
export async function lockOwnedUnit(
  tx: Tx,
  hostId: string,
  unitId: number,
): Promise<{ status: UnitStatus } | null> {
  const result = await tx.execute<{ status: UnitStatus }>(
    sql`select status from units where id = ${unitId} and host_id = ${hostId} for update`,
  );
  return result.rows[0] ?? null;
}

/** The caller's unit's status and photo count (null when not theirs): the cheap checks before encoding. */
export async function ownedUnitState(
  db: Executor,
  hostId: string,
  unitId: number,
): Promise<{ status: UnitStatus; photos: number } | null> {
  const result = await db.execute<{ status: UnitStatus; photos: number }>(sql`
    select u.status, (select count(*) from unit_images i where i.unit_id = u.id)::int as photos
    from units u where u.id = ${unitId} and u.host_id = ${hostId}`);
  return result.rows[0] ?? null;
}

/** The unit's photos in their order. */
export async function photosOf(tx: Executor, unitId: number): Promise<PhotoRow[]> {
  const result = await tx.execute<PhotoRow>(
    sql`select id, key from unit_images where unit_id = ${unitId} order by position`,
  );
  return result.rows;
}

/** New photos after the last one, alt texts empty (the host writes them in the editor). */
export async function appendPhotos(tx: Tx, unitId: number, keys: string[]): Promise<void> {
  await tx.execute(sql`
    insert into unit_images (unit_id, key, position, alt_en, alt_ar)
    select ${unitId}, k.key,
      (select coalesce(max(position), -1) from unit_images where unit_id = ${unitId}) + k.n, '', ''
    from unnest(${sql.param(keys)}::text[]) with ordinality as k(key, n)`);
}

/**
 * Puts the photos in the order of `ids` (positions 0…n-1). The unique (unit_id, position) key is
 * checked row by row, so the rows first move to negative positions nobody holds, then to their own.
 */
export async function renumber(tx: Tx, unitId: number, ids: number[]): Promise<void> {
  await tx.execute(sql`update unit_images set position = -1 - position where unit_id = ${unitId}`);
  await tx.execute(sql`
    update unit_images i set position = o.n - 1
    from unnest(${sql.param(ids)}::int[]) with ordinality as o(id, n)
    where i.unit_id = ${unitId} and i.id = o.id`);
}

export async function setAlt(
  tx: Tx,
  unitId: number,
  photoId: number,
  alt: { alt_en: string; alt_ar: string },
): Promise<boolean> {
  const result = await tx.execute(sql`
    update unit_images set alt_en = ${alt.alt_en}, alt_ar = ${alt.alt_ar}
    where id = ${photoId} and unit_id = ${unitId}`);
  return (result.rowCount ?? 0) > 0;
}

export async function deletePhoto(tx: Tx, unitId: number, photoId: number): Promise<string | null> {
  const result = await tx.execute<{ key: string }>(
    sql`delete from unit_images where id = ${photoId} and unit_id = ${unitId} returning key`,
  );
  return result.rows[0]?.key ?? null;
}

/** Whether another unit_images row still names the key (the seed shares keys between units). */
export async function keyInUse(db: Executor, key: string): Promise<boolean> {
  const result = await db.execute(sql`select 1 from unit_images where key = ${key} limit 1`);
  return result.rows.length > 0;
}

export async function touchUnit(tx: Tx, unitId: number): Promise<void> {
  await tx.execute(sql`update units set updated_at = now() where id = ${unitId}`);
}
