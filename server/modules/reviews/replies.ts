import type { ReplyBody, ReviewReply } from '../../../contract/reviews';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { reviewReplied } from './events';
import * as replies from './reply-repository';
import type { ReviewRow } from './repository';
import { detectLanguage } from './language';

/**
 * The host's public reply to a review, as on Airbnb or Booking: one per review, by the account that
 * hosts the unit, editable for the same 14 days as a review. Anyone else is told the review is not
 * there for them (404), as the other id routes of this module do.
 */
async function hostedTarget(db: Database, hostId: string, reviewId: number) {
  const target = await replies.findReplyTarget(db, reviewId);
  if (!target || target.hostId === null || target.hostId !== hostId) {
    throw new AppError('NOT_FOUND', 404, 'reviews.not_found');
  }
  // A host who stayed at their own unit does not answer their own review.
  if (target.authorId === hostId) throw new AppError('FORBIDDEN', 403, 'reviews.own_review_reply');
  return target;
}

export async function replyToReview(db: Database, hostId: string, reviewId: number, body: ReplyBody) {
  const target = await hostedTarget(db, hostId, reviewId);
  const stored = await replies.insertReply(db, {
    reviewId,
    hostId,
    text: body.text,
    language: detectLanguage(body.text),
  });
  if (!stored) throw new AppError('CONFLICT', 409, 'reviews.already_replied');
  // After the reply committed: a failed notice never undoes the reply.
  await reviewReplied(db, { authorId: target.authorId, titleEn: target.titleEn, titleAr: target.titleAr });
}

export async function editReply(db: Database, hostId: string, reviewId: number, body: ReplyBody) {
  const target = await hostedTarget(db, hostId, reviewId);
  if (!target.replied) throw new AppError('NOT_FOUND', 404, 'reviews.reply_not_found');
  const values = { text: body.text, language: detectLanguage(body.text) };
  if (!(await replies.updateReply(db, reviewId, hostId, values))) {
    throw new AppError('FORBIDDEN', 403, 'reviews.reply_edit_closed');
  }
}

/** The reply as the contract shows it; `editable` only for the host who wrote it. */
export function toReply(row: ReviewRow, viewerId: string | null): ReviewReply | null {
  if (row.replyText === null || row.replyCreatedAt === null) return null;
  const theirs = viewerId !== null && row.replyHostId === viewerId;
  return {
    text: row.replyText,
    language: row.replyLanguage ?? 'en',
    created_at: row.replyCreatedAt.toISOString(),
    updated_at: (row.replyUpdatedAt ?? row.replyCreatedAt).toISOString(),
    editable_until: new Date(row.replyEditableUntil ?? row.replyCreatedAt).toISOString(),
    editable: theirs && row.replyOpen,
  };
}

/** Whether the viewer hosts the review's unit and may still post its one reply. */
export const canReply = (row: ReviewRow, viewerId: string | null) =>
  viewerId !== null && row.hostId === viewerId && row.userId !== viewerId && row.replyText === null;
