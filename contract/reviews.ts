import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, queryInt } from './common';

/**
 * Reviews of units by their guests. A guest reviews a completed stay once; the text keeps the language it was
 * written in (detected by the server from its script) and is only ever shown as plain text. A review
 * may be edited for EDIT_WINDOW_DAYS after it was first stored. Reactions are one per user per review.
 */
export const EDIT_WINDOW_DAYS = 14;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
/** The host's reply: one per review, plain text, editable for the same EDIT_WINDOW_DAYS. */
export const REPLY_TEXT_MAX = 1000;
export const SUB_SCORES = ['cleanliness', 'accuracy', 'location', 'value'] as const;
export type SubScore = (typeof SUB_SCORES)[number];

export const ReviewLanguage = z.enum(['en', 'ar']);
export type ReviewLanguage = z.infer<typeof ReviewLanguage>;
export const ReactionKind = z.enum(['like', 'dislike']);
export type ReactionKind = z.infer<typeof ReactionKind>;
export const ReviewSort = z.enum(['newest', 'helpful']);
export type ReviewSort = z.infer<typeof ReviewSort>;

const Score = z.int().check(z.minimum(1), z.maximum(5));
/** Ids are positive 32-bit integers; anything else (huge, negative, text) is a 4xx, never a query. */
const Id = z.int().check(z.minimum(1), z.maximum(2_147_483_647));
// PostgreSQL text cannot hold NUL, and no other control character belongs in a review or a reply.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NO_CONTROLS = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
const ReviewText = z
  .string()
  .check(z.trim(), z.minLength(REVIEW_TEXT_MIN), z.maxLength(REVIEW_TEXT_MAX), z.regex(NO_CONTROLS));
const ReplyText = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(REPLY_TEXT_MAX), z.regex(NO_CONTROLS));

const Scores = {
  score: Score,
  cleanliness: Score,
  accuracy: Score,
  location: Score,
  value: Score,
};

/** POST /api/v1/reviews — review one of the caller's completed stays. */
export const StoreReviewBody = z.strictObject({ reservation_id: z.uuid(), ...Scores, text: ReviewText });
export type StoreReviewBody = z.infer<typeof StoreReviewBody>;

/** PUT /api/v1/reviews/{id} — the whole review again, while the edit window is open. */
export const EditReviewBody = z.strictObject({ ...Scores, text: ReviewText });
export type EditReviewBody = z.infer<typeof EditReviewBody>;

/** POST /api/v1/reviews/{id}/reply (the first reply) and PUT (an edit within the window). */
export const ReplyBody = z.strictObject({ text: ReplyText });
export type ReplyBody = z.infer<typeof ReplyBody>;

export const ReviewIdParams = z.strictObject({ id: z.pipe(z.coerce.number(), Id) });

/** The host's public answer, shown under the review as "Response from the host". */
export const ReviewReply = z.object({
  text: z.string(),
  language: ReviewLanguage,
  created_at: z.string(),
  updated_at: z.string(),
  editable_until: z.string(),
  /** True only for the host who wrote it, while the window is open. */
  editable: z.boolean(),
});
export type ReviewReply = z.infer<typeof ReviewReply>;

export const Review = z.object({
  id: z.int(),
  unit: z.object({ id: z.int(), slug: z.string(), title: z.string() }),
  /** The guest's first name only: enough to read as a person, not enough to find them. */
  author: z.string(),
  score: z.int(),
  cleanliness: z.int(),
  accuracy: z.int(),
  location: z.int(),
  value: z.int(),
  text: z.string(),
  language: ReviewLanguage,
  likes: z.int(),
  dislikes: z.int(),
  /** The stay's first night, for "stayed in March 2026". */
  stayed_on: IsoDate,
  created_at: z.string(),
  updated_at: z.string(),
  /** Until when the author may edit it (ISO timestamp); past it, `editable` is false. */
  editable_until: z.string(),
  /** Whether the caller wrote it (they cannot react to it). */
  mine: z.boolean(),
  /** Set only for the author, and only while the window is open. */
  editable: z.boolean(),
  /** The caller's own reaction; null for guests and for reviews they did not react to. */
  my_reaction: z.nullable(ReactionKind),
  reply: z.nullable(ReviewReply),
  /** Whether the caller hosts the unit and may still post the one reply. */
  can_reply: z.boolean(),
});
export type Review = z.infer<typeof Review>;

/** A completed stay of the caller that has no review yet. */
export const AwaitingStay = z.object({
  reservation_id: z.uuid(),
  unit: z.object({ id: z.int(), slug: z.string(), title: z.string() }),
  check_in: IsoDate,
  check_out: IsoDate,
});
export type AwaitingStay = z.infer<typeof AwaitingStay>;

export const ReviewResponse = envelope({ review: Review });
export type ReviewResponse = z.infer<typeof ReviewResponse>;

/** GET /api/v1/reviews — the caller's reviews (paginated) and the stays waiting for one. */
export const MyReviewsQuery = z.strictObject({
  page: z.optional(queryInt(1, 10_000)),
  per_page: z.optional(queryInt(1, 50)),
});
const ReviewList = listEnvelope(Review);
export const MyReviewsResponse = z.extend(ReviewList, {
  data: z.extend(ReviewList.shape.data, { awaiting: z.array(AwaitingStay) }),
});
export type MyReviewsResponse = z.infer<typeof MyReviewsResponse>;

/** GET /api/v1/reviews/unit-reviews — a unit's reviews, newest or most helpful first. */
export const UnitReviewsQuery = z.strictObject({
  unit_id: z.pipe(z.coerce.number(), Id),
  sort: z.optional(ReviewSort),
  page: z.optional(queryInt(1, 10_000)),
  per_page: z.optional(queryInt(1, 50)),
});
export type UnitReviewsQuery = z.infer<typeof UnitReviewsQuery>;

/** The unit's scores: `average` and `count` are the unit's own (the cards show the same). */
export const ReviewSummary = z.object({
  average: z.number(),
  count: z.int(),
  cleanliness: z.number(),
  accuracy: z.number(),
  location: z.number(),
  value: z.number(),
});
export type ReviewSummary = z.infer<typeof ReviewSummary>;

export const UnitReviewsResponse = z.extend(ReviewList, {
  data: z.extend(ReviewList.shape.data, { summary: ReviewSummary }),
});
export type UnitReviewsResponse = z.infer<typeof UnitReviewsResponse>;

/** Like, dislike and remove answer the review's new counts and the caller's reaction. */
export const ReactionResponse = envelope({
  review_id: z.int(),
  likes: z.int(),
  dislikes: z.int(),
  my_reaction: z.nullable(ReactionKind),
});
export type ReactionResponse = z.infer<typeof ReactionResponse>;
