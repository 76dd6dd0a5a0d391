import * as z from 'zod/mini';
import { envelope, listEnvelope, Locale, queryInt } from './common';
import { gridQuery, Moment } from './backoffice-queue-grid';

/** Reviews: support and content (and admin) hide one with a reason, restore it, or keep it. */

export const ModerationQuery = gridQuery(['created_at', 'score'], {
  status: z.optional(z.enum(['all', 'waiting', 'hidden'])),
  rating: z.optional(queryInt(1, 5)),
});
export type ModerationQuery = z.infer<typeof ModerationQuery>;
export const ModerationReview = z.object({
  id: z.int(),
  unit: z.object({ id: z.int(), slug: z.string(), title: z.string() }),
  author: z.string(),
  score: z.int(),
  text: z.string(),
  language: Locale,
  hidden: z.boolean(),
  hidden_reason: z.nullable(z.string()),
  /** A low score (1 or 2) no staff member has looked at yet. */
  waiting: z.boolean(),
  created_at: Moment,
  hidden_at: z.nullable(Moment),
});
export type ModerationReview = z.infer<typeof ModerationReview>;
export const ModerationReviewsResponse = listEnvelope(ModerationReview);
export const ModerationReviewResponse = envelope({ review: ModerationReview });
