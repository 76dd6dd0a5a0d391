import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import { EDIT_WINDOW_DAYS } from '../../../contract/reviews';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';

/** The SQL of hosts' replies (kept beside repository.ts, which reads them with each review). */

const rp = s.reviewReplies;
const WINDOW = sql.raw(`interval '${EDIT_WINDOW_DAYS} days'`);

/** The reply's columns in a review row; null when the review has none (a left join). */
export const replyColumns = {
  hostId: s.units.hostId,
  replyText: rp.text,
  replyLanguage: rp.language,
  replyHostId: rp.hostId,
  replyCreatedAt: rp.createdAt,
  replyUpdatedAt: rp.updatedAt,
  replyEditableUntil: sql<Date | null>`${rp.createdAt} + ${WINDOW}`.mapWith(rp.createdAt),
  replyOpen: sql<boolean>`coalesce(${rp.createdAt} + ${WINDOW} > now(), false)`,
};

/** Who hosts the review's unit, who wrote it, and whether a reply exists (null: no such review). */
export async function findReplyTarget(db: Database, reviewId: number) {
  const [row] = await db
    .select({
      authorId: s.reviews.userId,
      hostId: s.units.hostId,
      replied: sql<boolean>`${rp.reviewId} is not null`,
      titleEn: s.units.titleEn,
      titleAr: s.units.titleAr,
    })
    .from(s.reviews)
    .innerJoin(s.units, eq(s.units.id, s.reviews.unitId))
    .leftJoin(rp, eq(rp.reviewId, s.reviews.id))
    .where(eq(s.reviews.id, reviewId));
  return row ?? null;
}

/** False when the review already has a reply: the primary key settles racing first replies. */
export async function insertReply(
  db: Database,
  row: { reviewId: number; hostId: string; text: string; language: Locale },
): Promise<boolean> {
  const inserted = await db
    .insert(rp)
    .values(row)
    .onConflictDoNothing({ target: rp.reviewId })
    .returning({ id: rp.reviewId });
  return inserted.length > 0;
}

/** Rewrites the host's reply while its window is open (checked in the UPDATE itself); false otherwise. */
export async function updateReply(
  db: Database,
  reviewId: number,
  hostId: string,
  values: { text: string; language: Locale },
): Promise<boolean> {
  const updated = await db
    .update(rp)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(rp.reviewId, reviewId), eq(rp.hostId, hostId), sql`${rp.createdAt} + ${WINDOW} > now()`))
    .returning({ id: rp.reviewId });
  return updated.length > 0;
}
