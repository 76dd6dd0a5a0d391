import type { Locale } from '../../../contract/common';
import type { Pagination } from '../../../contract/common';
import type {
  AwaitingStay,
  EditReviewBody,
  ReactionKind,
  Review,
  ReviewSort,
  ReviewSummary,
  StoreReviewBody,
} from '../../../contract/reviews';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { reviewReacted } from './events';
import { detectLanguage } from './language';
import { canReply, toReply } from './replies';
import * as repository from './repository';
import { paginationOf } from '../../lib/pagination';
import { queuesChanged } from '../notifications/staff-live';

export const DEFAULT_PER_PAGE = 10;

const valuesOf = (body: EditReviewBody): repository.ScoreValues => ({
  score: body.score,
  cleanliness: body.cleanliness,
  accuracy: body.accuracy,
  location: body.location,
  value: body.value,
  text: body.text,
  language: detectLanguage(body.text),
});

/** Only the guest of a completed stay may review it, once; the unit's rating moves in the same transaction. */
export async function storeReview(db: Database, userId: string, body: StoreReviewBody): Promise<number> {
  const stay = await repository.findReservation(db, body.reservation_id);
  // Someone else's stay answers like a missing one: ids are not a way to learn who stayed where.
  if (!stay || stay.userId !== userId) throw new AppError('NOT_FOUND', 404, 'reviews.stay_not_found');
  if (stay.status !== 'completed') throw new AppError('FORBIDDEN', 403, 'reviews.stay_not_completed');
  return db.transaction(async (tx) => {
    await repository.lockUnit(tx, stay.unitId);
    const id = await repository.insertReview(tx, {
      ...valuesOf(body),
      reservationId: body.reservation_id,
      unitId: stay.unitId,
      userId,
    });
    if (id === null) throw new AppError('CONFLICT', 409, 'reviews.already_reviewed');
    await repository.refreshUnitRating(tx, stay.unitId);
    // A low score joins the console's reviews queue.
    if (body.score <= 2) await queuesChanged(tx);
    return id;
  });
}

export async function editReview(db: Database, userId: string, id: number, body: EditReviewBody) {
  const owner = await repository.findOwnership(db, id);
  if (!owner || owner.userId !== userId) throw new AppError('NOT_FOUND', 404, 'reviews.not_found');
  if (!owner.open) throw new AppError('FORBIDDEN', 403, 'reviews.edit_closed');
  await db.transaction(async (tx) => {
    await repository.lockUnit(tx, owner.unitId);
    // The window is checked again in the UPDATE itself: it may close between the read and the write.
    if (!(await repository.updateReview(tx, id, userId, valuesOf(body)))) {
      throw new AppError('FORBIDDEN', 403, 'reviews.edit_closed');
    }
    await repository.refreshUnitRating(tx, owner.unitId);
  });
}

export function toReview(row: repository.ReviewRow, viewerId: string | null): Review {
  const mine = viewerId !== null && row.userId === viewerId;
  return {
    id: row.id,
    unit: { id: row.unitId, slug: row.unitSlug, title: row.unitTitle },
    author: (row.authorName ?? '').trim().split(/\s+/)[0] || '—',
    score: row.score,
    cleanliness: row.cleanliness,
    accuracy: row.accuracy,
    location: row.location,
    value: row.value,
    text: row.text,
    language: row.language,
    likes: row.likes,
    dislikes: row.dislikes,
    stayed_on: row.stayedOn,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    editable_until: new Date(row.editableUntil).toISOString(),
    mine,
    editable: mine && row.open,
    my_reaction: viewerId ? row.myReaction : null,
    reply: toReply(row, viewerId),
    can_reply: canReply(row, viewerId),
  };
}

export async function getReview(db: Database, locale: Locale, id: number, viewerId: string | null) {
  const [row] = await repository.selectReviews(
    db,
    locale,
    { id, visibleTo: viewerId },
    {
      order: 'newest',
      limit: 1,
      offset: 0,
      viewerId,
    },
  );
  if (!row) throw new AppError('NOT_FOUND', 404, 'reviews.not_found');
  return toReview(row, viewerId);
}

export async function myReviews(
  db: Database,
  locale: Locale,
  userId: string,
  query: { page?: number | undefined; per_page?: number | undefined },
): Promise<{ items: Review[]; awaiting: AwaitingStay[]; pagination: Pagination }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const [rows, total, stays] = await Promise.all([
    repository.selectReviews(
      db,
      locale,
      { userId },
      {
        order: 'mine',
        limit: perPage,
        offset: (page - 1) * perPage,
        viewerId: userId,
      },
    ),
    repository.countReviews(db, { userId }),
    repository.awaitingStays(db, locale, userId),
  ]);
  return {
    items: rows.map((row) => toReview(row, userId)),
    awaiting: stays.map((stay) => ({
      reservation_id: stay.reservationId,
      unit: { id: stay.unitId, slug: stay.unitSlug, title: stay.unitTitle },
      check_in: stay.checkIn,
      check_out: stay.checkOut,
    })),
    pagination: paginationOf(total, page, perPage),
  };
}

export async function unitReviews(
  db: Database,
  locale: Locale,
  query: {
    unit_id: number;
    sort?: ReviewSort | undefined;
    page?: number | undefined;
    per_page?: number | undefined;
  },
  viewerId: string | null,
): Promise<{ items: Review[]; summary: ReviewSummary; pagination: Pagination }> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  const summary = await repository.unitSummary(db, query.unit_id);
  if (!summary) throw new AppError('NOT_FOUND', 404, 'reviews.unit_not_found');
  const rows = await repository.selectReviews(
    db,
    locale,
    { unitId: query.unit_id, visibleTo: null },
    {
      order: query.sort ?? 'newest',
      limit: perPage,
      offset: (page - 1) * perPage,
      viewerId,
    },
  );
  return {
    items: rows.map((row) => toReview(row, viewerId)),
    summary,
    pagination: paginationOf(summary.count, page, perPage),
  };
}

/** Sets (or with `null` removes) the caller's reaction; one per user per review, counts exact. */
export async function react(db: Database, userId: string, reviewId: number, kind: ReactionKind | null) {
  const result = await db.transaction(async (tx) => {
    const review = await repository.lockReview(tx, reviewId);
    if (!review) throw new AppError('NOT_FOUND', 404, 'reviews.not_found');
    if (review.userId === userId) throw new AppError('FORBIDDEN', 403, 'reviews.own_review');
    if (kind) await repository.setReaction(tx, reviewId, userId, kind);
    else await repository.removeReaction(tx, reviewId, userId);
    const counts = await repository.recountReactions(tx, reviewId);
    return { authorId: review.userId, counts };
  });
  if (kind) await reviewReacted(db, { authorId: result.authorId, reviewId, kind });
  return { review_id: reviewId, ...result.counts, my_reaction: kind };
}
