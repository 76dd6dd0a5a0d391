import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, Locale, Money, queryInt, text } from './common';

/**
 * The console's queues (/api/v1/backoffice/…): property submissions, units in review, investment
 * requests, reviews and contact messages. Each list takes the console grid's query (`page`, `sort`,
 * `dir`, `q` and its own filter) and answers one page; each decision is a POST that answers the record
 * as it now is. Who may call what is said on each group; `admin` always may.
 */

export const QUEUE_PER_PAGE = 25;
export const SortDir = z.enum(['asc', 'desc']);
const Search = text(z.trim(), z.maxLength(200));
const Moment = z.string();

/** The grid's query: its sortable columns and filters, plus page, direction and search text. */
function gridQuery<const S extends readonly [string, ...string[]], F extends z.core.$ZodLooseShape>(
  sorts: S,
  filters: F,
) {
  return z.strictObject({
    page: z.optional(queryInt(1, 100_000)),
    sort: z.optional(z.enum(sorts)),
    dir: z.optional(SortDir),
    q: z.optional(Search),
    ...filters,
  });
}

/** A reason or a note staff write for the person it concerns (mailed to them as it is). */
export const Reason = text(z.trim(), z.minLength(3), z.maxLength(2000));
export const ReasonBody = z.strictObject({ reason: Reason });
export type ReasonBody = z.infer<typeof ReasonBody>;
export const EmptyBody = z.optional(z.strictObject({}));

/** A "List your property" reference in a path: `P-7K3M9QXA`. */
export const SubmissionReference = z.string().check(z.regex(/^P-[A-Z0-9]{8}$/));
export const SubmissionParams = z.strictObject({ reference: SubmissionReference });
export const IdParams = z.strictObject({ id: queryInt(1) });

// ── Property submissions: support (and admin) ─────────────────────────────────────────────────────
export const SubmissionStatus = z.enum(['submitted', 'approved', 'rejected']);
export const SubmissionsQuery = gridQuery(['created_at', 'owner_name'], {
  status: z.optional(z.enum(['all', 'submitted', 'approved', 'rejected'])),
});
export type SubmissionsQuery = z.infer<typeof SubmissionsQuery>;

export const SubmissionItem = z.object({
  reference: z.string(),
  status: SubmissionStatus,
  owner_name: z.string(),
  owner_email: z.string(),
  city: z.string(),
  category: z.string(),
  bedrooms: z.int(),
  guests: z.int(),
  photos: z.int(),
  /** Whether a signed-in account sent it: only then can it be accepted (that account becomes the host). */
  has_account: z.boolean(),
  created_at: Moment,
  decided_at: z.nullable(Moment),
});
export type SubmissionItem = z.infer<typeof SubmissionItem>;
export const SubmissionsResponse = listEnvelope(SubmissionItem);

export const SubmissionDetail = z.extend(SubmissionItem, {
  owner_phone: z.string(),
  address: z.string(),
  description: z.string(),
  locale: Locale,
  /** The stored photos' names; each is read at …/photos/<name>-640.webp (staff only). */
  photo_names: z.array(z.string()),
  decision_reason: z.nullable(z.string()),
  unit_id: z.nullable(z.int()),
});
export type SubmissionDetail = z.infer<typeof SubmissionDetail>;
export const SubmissionResponse = envelope({ submission: SubmissionDetail });
export const SubmissionPhotoParams = z.strictObject({
  reference: SubmissionReference,
  file: z.string().check(z.regex(/^[a-z0-9-]{1,80}-640\.webp$/)),
});

// ── Units in review: support (and admin) ──────────────────────────────────────────────────────────
export const ReviewUnitsQuery = gridQuery(['submitted_at', 'licence_expires_on', 'title'], {});
export type ReviewUnitsQuery = z.infer<typeof ReviewUnitsQuery>;
export const ReviewUnitItem = z.object({
  id: z.int(),
  slug: z.string(),
  /** In the caller's language, else the other one; '' when the host wrote none yet. */
  title: z.string(),
  city: z.string(),
  host: z.nullable(z.object({ name: z.string(), email: z.string() })),
  licence_number: z.nullable(z.string()),
  licence_expires_on: z.nullable(IsoDate),
  /** The unit's country asks for a tourism licence. */
  licence_required: z.boolean(),
  photos: z.int(),
  submitted_at: z.nullable(Moment),
});
export type ReviewUnitItem = z.infer<typeof ReviewUnitItem>;
export const ReviewUnitsResponse = listEnvelope(ReviewUnitItem);
export const ReviewUnitDetail = z.extend(ReviewUnitItem, {
  title_en: z.string(),
  title_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  address: z.string(),
  guests: z.int(),
  bedrooms: z.int(),
  price: Money,
  /** The photos' keys, in order (served under /media like every unit photo). */
  photo_keys: z.array(z.string()),
  status: z.string(),
  review_note: z.nullable(z.string()),
});
export type ReviewUnitDetail = z.infer<typeof ReviewUnitDetail>;
export const ReviewUnitResponse = envelope({ unit: ReviewUnitDetail });
export const SendBackBody = z.strictObject({ notes: Reason });
export type SendBackBody = z.infer<typeof SendBackBody>;

// ── Investment requests: finance (and admin) ──────────────────────────────────────────────────────
export const InvestmentRequestStatus = z.enum(['new', 'contacted', 'approved', 'declined', 'closed']);
export const InvestmentRequestsQuery = gridQuery(['created_at', 'shares', 'name'], {
  status: z.optional(z.enum(['waiting', 'all', 'approved', 'declined'])),
});
export type InvestmentRequestsQuery = z.infer<typeof InvestmentRequestsQuery>;
export const InvestmentRequestItem = z.object({
  id: z.int(),
  reference: z.string(),
  status: InvestmentRequestStatus,
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  shares: z.int(),
  amount: Money,
  message: z.nullable(z.string()),
  locale: Locale,
  unit: z.object({
    id: z.int(),
    slug: z.string(),
    title: z.string(),
    total_shares: z.int(),
    shares_left: z.int(),
  }),
  decision_reason: z.nullable(z.string()),
  created_at: Moment,
  decided_at: z.nullable(Moment),
});
export type InvestmentRequestItem = z.infer<typeof InvestmentRequestItem>;
export const InvestmentRequestsResponse = listEnvelope(InvestmentRequestItem);
export const InvestmentRequestResponse = envelope({ request: InvestmentRequestItem });

// ── Reviews: support and content (and admin) ──────────────────────────────────────────────────────
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

// ── Contact messages: support (and admin) ─────────────────────────────────────────────────────────
export const ContactStatus = z.enum(['open', 'closed']);
export const ContactMessagesQuery = gridQuery(['created_at', 'name'], {
  status: z.optional(z.enum(['open', 'closed', 'all'])),
});
export type ContactMessagesQuery = z.infer<typeof ContactMessagesQuery>;
export const ContactMessageItem = z.object({
  id: z.int(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  topic: z.string(),
  message: z.string(),
  locale: Locale,
  status: ContactStatus,
  replies: z.int(),
  created_at: Moment,
  closed_at: z.nullable(Moment),
});
export type ContactMessageItem = z.infer<typeof ContactMessageItem>;
export const ContactMessagesResponse = listEnvelope(ContactMessageItem);
export const ContactReply = z.object({
  id: z.int(),
  staff_name: z.string(),
  body: z.string(),
  created_at: Moment,
});
export type ContactReply = z.infer<typeof ContactReply>;
export const ContactThread = z.extend(ContactMessageItem, { thread: z.array(ContactReply) });
export type ContactThread = z.infer<typeof ContactThread>;
/** `contact`, not `message`: the envelope's `data.message` is the answer's own text. */
export const ContactThreadResponse = envelope({ contact: ContactThread });
export const ContactReplyBody = z.strictObject({ body: text(z.trim(), z.minLength(2), z.maxLength(5000)) });
export type ContactReplyBody = z.infer<typeof ContactReplyBody>;

/** POST …/accept of a submission: the applicant's new draft unit. */
const Accepted = z.object({ reference: z.string(), unit_id: z.int(), slug: z.string() });
export const AcceptedResponse = envelope({ accepted: Accepted });
/** A decision with nothing more to say than that it was made (reject, approve a unit, send back…). */
export const DecidedResponse = envelope({});
/**
 * What the console reads of any decision's answer: its message, and the new draft unit of an accepted
 * submission (every other answer's record is read again from its own query).
 */
export const QueueDecisionResponse = envelope({ accepted: z.optional(Accepted) });
export type QueueDecisionResponse = z.infer<typeof QueueDecisionResponse>;
