import { and, avg, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, cities, propertySubmissions, unitImages, units, users } from '../../db/schema/index';

/** The SQL of becoming a host: submissions, the draft unit made from one, and the host role. */

export async function findMySubmissions(db: Database, userId: string) {
  return db
    .select({
      reference: propertySubmissions.reference,
      status: propertySubmissions.status,
      cityEn: cities.nameEn,
      cityAr: cities.nameAr,
      createdAt: propertySubmissions.createdAt,
      decidedAt: propertySubmissions.decidedAt,
      decisionReason: propertySubmissions.decisionReason,
      unitId: propertySubmissions.unitId,
    })
    .from(propertySubmissions)
    .innerJoin(cities, eq(cities.id, propertySubmissions.cityId))
    .where(eq(propertySubmissions.userId, userId))
    .orderBy(desc(propertySubmissions.createdAt), desc(propertySubmissions.id))
    .limit(100);
}

export async function isHost(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ host: sql<boolean>`'host' = any(${users.roles})` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.host ?? false;
}

/** The submission with its row locked until the transaction ends: two accepts cannot both pass. */
export async function lockSubmission(db: Database, reference: string) {
  const [row] = await db
    .select({
      id: propertySubmissions.id,
      reference: propertySubmissions.reference,
      status: propertySubmissions.status,
      userId: propertySubmissions.userId,
      ownerName: propertySubmissions.ownerName,
      ownerEmail: propertySubmissions.ownerEmail,
      cityId: propertySubmissions.cityId,
      categoryId: propertySubmissions.categoryId,
      bedrooms: propertySubmissions.bedrooms,
      guests: propertySubmissions.guests,
      address: propertySubmissions.address,
      description: propertySubmissions.description,
      locale: propertySubmissions.locale,
      photos: propertySubmissions.photos,
    })
    .from(propertySubmissions)
    .where(eq(propertySubmissions.reference, reference))
    .for('update');
  return row;
}
export type LockedSubmission = NonNullable<Awaited<ReturnType<typeof lockSubmission>>>;

export async function decideSubmission(
  db: Database,
  id: number,
  decision: { status: 'approved' | 'rejected'; unitId?: number; reason?: string },
): Promise<void> {
  await db
    .update(propertySubmissions)
    .set({
      status: decision.status,
      unitId: decision.unitId ?? null,
      decisionReason: decision.reason ?? null,
      decidedAt: sql`now()`,
    })
    .where(eq(propertySubmissions.id, id));
}

/** Adds `host` to the account's roles; a second grant changes nothing. */
export async function grantHost(db: Database, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ roles: sql`array_append(${users.roles}, 'host')` })
    .where(and(eq(users.id, userId), sql`not ('host' = any(${users.roles}))`));
}

export async function findPlaceNames(db: Database, cityId: number, categoryId: number) {
  const [row] = await db
    .select({ city: cities.slug, cityEn: cities.nameEn, cityAr: cities.nameAr, category: categories.slug })
    .from(cities)
    .innerJoin(categories, eq(categories.id, categoryId))
    .where(eq(cities.id, cityId));
  if (!row) throw new Error(`city ${cityId} or category ${categoryId} is gone`);
  return row;
}

/** The mean position of a city's units: the centre to fall back on for a city the seed never knew. */
export async function meanPosition(db: Database, cityId: number) {
  const [row] = await db
    .select({ lat: avg(units.lat), lng: avg(units.lng) })
    .from(units)
    .where(eq(units.cityId, cityId));
  return row?.lat && row.lng ? { lat: Number(row.lat), lng: Number(row.lng) } : null;
}

/**
 * A starting price for the host to change: the median nightly price of the published units like it
 * (same city and category), else of the city, else null (the caller's default).
 */
export async function medianPrice(db: Database, cityId: number, categoryId: number | null) {
  const [row] = await db
    .select({
      median: sql<string | null>`percentile_disc(0.5) within group (order by ${units.basePriceMinor})`,
    })
    .from(units)
    .where(
      and(
        eq(units.cityId, cityId),
        eq(units.status, 'published'),
        categoryId === null ? undefined : eq(units.categoryId, categoryId),
      ),
    );
  return row?.median === null || row?.median === undefined ? null : Number(row.median);
}

export type NewUnit = typeof units.$inferInsert;
export async function insertUnit(db: Database, row: NewUnit): Promise<number> {
  const [inserted] = await db.insert(units).values(row).returning({ id: units.id });
  return inserted!.id;
}

export async function insertImages(db: Database, unitId: number, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(unitImages)
    .values(keys.map((key, position) => ({ unitId, key, position, altEn: '', altAr: '' })));
}

/** Moves a unit in review to published; false when it is not in review (or does not exist). */
export async function publishReviewed(db: Database, unitId: number) {
  const [row] = await db
    .update(units)
    .set({ status: 'published', publishedAt: sql`now()`, updatedAt: sql`now()`, reviewNote: null })
    .where(and(eq(units.id, unitId), eq(units.status, 'review')))
    .returning({
      id: units.id,
      slug: units.slug,
      hostId: units.hostId,
      titleEn: units.titleEn,
      titleAr: units.titleAr,
    });
  return row;
}

export async function findUnitStatus(db: Database, unitId: number) {
  const [row] = await db.select({ status: units.status }).from(units).where(eq(units.id, unitId));
  return row?.status;
}

export async function findUserContact(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Moves a unit in review back to draft with the operator's notes; undefined when it is not in review. */
export async function sendBackReviewed(db: Database, unitId: number, notes: string) {
  const [row] = await db
    .update(units)
    .set({ status: 'draft', reviewNote: notes, updatedAt: sql`now()` })
    .where(and(eq(units.id, unitId), eq(units.status, 'review')))
    .returning({ id: units.id, hostId: units.hostId, titleEn: units.titleEn, titleAr: units.titleAr });
  return row;
}
