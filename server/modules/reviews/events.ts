import type { ReactionKind } from '../../../contract/reviews';
import type { Database } from '../../db/client';
import { notify } from '../notifications/service';
import { findReviewUnit } from './repository';

/**
 * Someone liked or disliked a review: its author hears of it in the app. Called after the reaction
 * committed; notify() runs its own transaction, so a failed notice never undoes a reaction.
 */
export async function reviewReacted(
  db: Database,
  event: { authorId: string; reviewId: number; kind: ReactionKind },
): Promise<void> {
  const unit = await findReviewUnit(db, event.reviewId);
  if (!unit) return;
  await notify(db, {
    userId: event.authorId,
    type: 'review_reaction',
    params: { unit_en: unit.titleEn, unit_ar: unit.titleAr, kind: event.kind },
    link: '/account/reviews',
  });
}

/** The host answered a review: its author hears of it in the app, in their language at read time. */
export async function reviewReplied(
  db: Database,
  event: { authorId: string; titleEn: string; titleAr: string },
): Promise<void> {
  await notify(db, {
    userId: event.authorId,
    type: 'review_reply',
    params: { unit_en: event.titleEn, unit_ar: event.titleAr },
    link: '/account/reviews',
  });
}
