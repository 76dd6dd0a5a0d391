import { and, count, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type { ReactionKind, ReviewSort } from '../../../contract/reviews';
import { EDIT_WINDOW_DAYS } from '../../../contract/reviews';
import type { Database } from '../../db/client';
import { localized } from '../../db/localized';
import * as s from '../../db/schema/index';
import { isPublished } from '../units/published';
import { replyColumns } from './reply-repository';

/** The only SQL of the reviews module. Writers take row locks in one order: unit, then review. */

const r = s.reviews;
const WINDOW = sql.raw(`interval '${EDIT_WINDOW_DAYS} days'`);

export interface ScoreValues {
  score: number;
  cleanliness: number;
  accuracy: number;
  location: number;
  value: number;
  text: string;
  language: Locale;
}

export async function findReservation(db: Database, reservationId: string) {
  const [row] = await db
    .select({ userId: s.reservations.userId, unitId: s.reservations.unitId, status: s.reservations.status })
    .from(s.reservations)
    .where(eq(s.reservations.id, reservationId));
  return row ?? null;
}

/**
 * Locks the unit row for the rest of the transaction. Every store and edit of a review on this unit
 * waits here, so each recomputes the rating from a snapshot that includes the others' rows.
 */
export async function lockUnit(tx: Database, unitId: number): Promise<void> {
  await tx.select({ id: s.units.id }).from(s.units).where(eq(s.units.id, unitId)).for('update');
}

/** Null when the stay already has a review (the unique reservation_id settles racing stores). */
export async function insertReview(
  tx: Database,
  row: ScoreValues & { reservationId: string; unitId: number; userId: string },
): Promise<number | null> {
  const [inserted] = await tx
    .insert(r)
    .values(row)
    .onConflictDoNothing({ target: r.reservationId })
    .returning({ id: r.id });
  return inserted?.id ?? null;
}

/**
 * The unit's average and count, recomputed from its reviews (exact, never incremented). A review staff
 * hid counts for nothing, as if it were not there.
 */
export async function refreshUnitRating(tx: Database, unitId: number): Promise<void> {
  await tx
    .update(s.units)
    .set({
      ratingAverage: sql`coalesce((select round(avg(${r.score}), 2) from ${r} where ${r.unitId} = ${unitId} and ${r.hiddenAt} is null), 0)`,
      ratingCount: sql`(select count(*) from ${r} where ${r.unitId} = ${unitId} and ${r.hiddenAt} is null)`,
    })
    .where(eq(s.units.id, unitId));
}

export async function findOwnership(db: Database, id: number) {
  const [row] = await db
    .select({
      userId: r.userId,
      unitId: r.unitId,
      open: sql<boolean>`${r.createdAt} + ${WINDOW} > now()`,
    })
    .from(r)
    .where(eq(r.id, id));
  return row ?? null;
}

/** Rewrites the author's review while the window is open; false when it closed meanwhile. */
export async function updateReview(tx: Database, id: number, userId: string, values: ScoreValues) {
  const updated = await tx
    .update(r)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(r.id, id), eq(r.userId, userId), sql`${r.createdAt} + ${WINDOW} > now()`))
    .returning({ id: r.id });
  return updated.length > 0;
}

const reviewColumns = (locale: Locale, viewerId: string | null) => ({
  id: r.id,
  unitId: r.unitId,
  unitSlug: s.units.slug,
  unitTitle: localized(locale, s.units.titleEn, s.units.titleAr),
  authorName: s.users.name,
  userId: r.userId,
  score: r.score,
  cleanliness: r.cleanliness,
  accuracy: r.accuracy,
  location: r.location,
  value: r.value,
  text: r.text,
  language: r.language,
  likes: r.likes,
  dislikes: r.dislikes,
  stayedOn: s.reservations.checkIn,
  createdAt: r.createdAt,
  updatedAt: r.updatedAt,
  editableUntil: sql<Date>`${r.createdAt} + ${WINDOW}`.mapWith(s.reviews.createdAt),
  open: sql<boolean>`${r.createdAt} + ${WINDOW} > now()`,
  myReaction: viewerId
    ? sql<ReactionKind | null>`(select ${s.reviewReactions.kind} from ${s.reviewReactions} where ${s.reviewReactions.reviewId} = ${r.id} and ${s.reviewReactions.userId} = ${viewerId})`
    : sql<ReactionKind | null>`null`,
  ...replyColumns,
});
export type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

const ORDER: Record<ReviewSort | 'mine', SQL[]> = {
  newest: [desc(r.createdAt), desc(r.id)],
  helpful: [desc(r.helpful), desc(r.id)],
  mine: [desc(r.createdAt), desc(r.id)],
};

/**
 * `visibleTo`: leave out reviews staff hid, except the viewer's own (null: every hidden one). A unit's
 * list and a single review pass it; the author's own list does not (their words stay theirs).
 */
interface ReviewFilter {
  unitId?: number;
  userId?: string;
  id?: number;
  visibleTo?: string | null;
}

export async function selectReviews(
  db: Database,
  locale: Locale,
  filter: ReviewFilter,
  options: { order: ReviewSort | 'mine'; limit: number; offset: number; viewerId: string | null },
) {
  return db
    .select(reviewColumns(locale, options.viewerId))
    .from(r)
    .innerJoin(s.units, eq(s.units.id, r.unitId))
    .innerJoin(s.users, eq(s.users.id, r.userId))
    .innerJoin(s.reservations, eq(s.reservations.id, r.reservationId))
    .leftJoin(s.reviewReplies, eq(s.reviewReplies.reviewId, r.id))
    .where(whereOf(filter))
    .orderBy(...ORDER[options.order])
    .limit(options.limit)
    .offset(options.offset);
}

function whereOf(filter: ReviewFilter) {
  const viewer = filter.visibleTo;
  return and(
    filter.unitId === undefined ? undefined : eq(r.unitId, filter.unitId),
    filter.userId === undefined ? undefined : eq(r.userId, filter.userId),
    filter.id === undefined ? undefined : eq(r.id, filter.id),
    viewer === undefined
      ? undefined
      : viewer === null
        ? isNull(r.hiddenAt)
        : or(isNull(r.hiddenAt), eq(r.userId, viewer)),
  );
}

export async function countReviews(db: Database, filter: { unitId?: number; userId?: string }) {
  const [row] = await db.select({ n: count() }).from(r).where(whereOf(filter));
  return row?.n ?? 0;
}

/**
 * The unit's stored average and count, and its sub-scores' averages (one indexed scan of its reviews);
 * null unless the unit is published: its reviews are part of its page, which answers 404 otherwise.
 */
export async function unitSummary(db: Database, unitId: number) {
  const [unit] = await db
    .select({ average: s.units.ratingAverage, count: s.units.ratingCount })
    .from(s.units)
    .where(and(eq(s.units.id, unitId), isPublished));
  if (!unit) return null;
  const avg = (column: SQL | typeof r.score) =>
    sql<number>`coalesce(round(avg(${column}), 2), 0)::float8`.mapWith(Number);
  const [subs] = await db
    .select({
      cleanliness: avg(sql`${r.cleanliness}`),
      accuracy: avg(sql`${r.accuracy}`),
      location: avg(sql`${r.location}`),
      value: avg(sql`${r.value}`),
    })
    .from(r)
    .where(and(eq(r.unitId, unitId), isNull(r.hiddenAt)));
  return { ...unit, ...(subs ?? { cleanliness: 0, accuracy: 0, location: 0, value: 0 }) };
}

/** The user's completed stays with no review yet, most recent first. */
export async function awaitingStays(db: Database, locale: Locale, userId: string) {
  const res = s.reservations;
  return db
    .select({
      reservationId: res.id,
      unitId: s.units.id,
      unitSlug: s.units.slug,
      unitTitle: localized(locale, s.units.titleEn, s.units.titleAr),
      checkIn: res.checkIn,
      checkOut: res.checkOut,
    })
    .from(res)
    .innerJoin(s.units, eq(s.units.id, res.unitId))
    .leftJoin(r, eq(r.reservationId, res.id))
    .where(and(eq(res.userId, userId), eq(res.status, 'completed'), isNull(r.id)))
    .orderBy(desc(res.checkOut), desc(res.id))
    .limit(50);
}

/** Locks the review row: every reaction to one review runs one after another, so counts stay exact. */
export async function lockReview(tx: Database, id: number) {
  const [row] = await tx.select({ userId: r.userId }).from(r).where(eq(r.id, id)).for('update');
  return row ?? null;
}

export async function setReaction(tx: Database, reviewId: number, userId: string, kind: ReactionKind) {
  await tx
    .insert(s.reviewReactions)
    .values({ reviewId, userId, kind })
    .onConflictDoUpdate({
      target: [s.reviewReactions.reviewId, s.reviewReactions.userId],
      set: { kind, createdAt: sql`now()` },
    });
}

export async function removeReaction(tx: Database, reviewId: number, userId: string) {
  await tx
    .delete(s.reviewReactions)
    .where(and(eq(s.reviewReactions.reviewId, reviewId), eq(s.reviewReactions.userId, userId)));
}

/** Rewrites the review's counts from its reactions (under the review's lock) and returns them. */
export async function recountReactions(tx: Database, reviewId: number) {
  const rr = s.reviewReactions;
  const [row] = await tx
    .update(r)
    .set({
      likes: sql`(select count(*) from ${rr} where ${rr.reviewId} = ${reviewId} and ${rr.kind} = 'like')`,
      dislikes: sql`(select count(*) from ${rr} where ${rr.reviewId} = ${reviewId} and ${rr.kind} = 'dislike')`,
    })
    .where(eq(r.id, reviewId))
    .returning({ likes: r.likes, dislikes: r.dislikes });
  return row ?? { likes: 0, dislikes: 0 };
}

/** The reviewed unit's title in both languages, for the author's notice. */
export async function findReviewUnit(db: Database, id: number) {
  const [row] = await db
    .select({ titleEn: s.units.titleEn, titleAr: s.units.titleAr })
    .from(r)
    .innerJoin(s.units, eq(s.units.id, r.unitId))
    .where(eq(r.id, id));
  return row ?? null;
}
