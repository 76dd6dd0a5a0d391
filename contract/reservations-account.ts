import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, Money, queryInt } from './common';
import { CANCELLATION_POLICIES } from './cancellation';
import { Reservation, ReservationStatus } from './reservations';

/**
 * The guest's own trips (account/reservations): the list by tab, the search, the detail with what was
 * paid and refunded, and cancellation. Amounts are what was charged, in the charge currency (SAR), never
 * re-priced or converted: a receipt shows what the card saw. Another user's reservation is a 404 on
 * every route, never a 403, so ids cannot be probed.
 */

/**
 * `upcoming`: confirmed (or still being paid) and check-out not yet passed; `past`: completed, or
 * confirmed with check-out passed before the completion job ran; `cancelled`: cancelled by the guest.
 * Holds that expired unpaid were never a trip and appear nowhere.
 */
export const ReservationTab = z.enum(['upcoming', 'past', 'cancelled']);
export type ReservationTab = z.infer<typeof ReservationTab>;

export const MAX_RESERVATIONS_PER_PAGE = 50;
const PageShape = {
  page: z.optional(queryInt(1, 100_000)),
  per_page: z.optional(queryInt(1, MAX_RESERVATIONS_PER_PAGE)),
};

/** GET /api/v1/reservations?tab=&page=&per_page= — newest stay first. */
export const ReservationListQuery = z.strictObject({ tab: z.optional(ReservationTab), ...PageShape });
export type ReservationListQuery = z.infer<typeof ReservationListQuery>;

/** GET /api/v1/reservations/filter?search= — a code, a unit title in either language, or a city. */
export const ReservationFilterQuery = z.strictObject({
  search: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(100),
    // Control characters (NUL above all) never reach PostgreSQL, which refuses NUL in text.
    // eslint-disable-next-line no-control-regex -- refusing them is the point
    z.regex(/^[^\u0000-\u001f]*$/),
  ),
  ...PageShape,
});
export type ReservationFilterQuery = z.infer<typeof ReservationFilterQuery>;

export const ReservationCard = z.object({
  id: z.uuid(),
  code: z.string(),
  status: ReservationStatus,
  tab: z.nullable(ReservationTab),
  unit: z.object({
    id: z.int(),
    slug: z.string(),
    title: z.string(),
    city: z.string(),
    area: z.string(),
    image: z.nullable(z.object({ key: z.string(), alt: z.string() })),
  }),
  check_in: IsoDate,
  check_out: IsoDate,
  nights: z.int(),
  guests: z.int(),
  total: Money,
  created_at: z.string(),
});
export type ReservationCard = z.infer<typeof ReservationCard>;
export const ReservationListResponse = listEnvelope(ReservationCard);
export type ReservationListResponse = z.infer<typeof ReservationListResponse>;

/** Where the money stands: what the card paid and what came back. */
export const PaymentState = z.enum([
  'awaiting_payment',
  'paid',
  'refund_pending',
  'refunded',
  'partially_refunded',
  'not_refunded',
]);
export type PaymentState = z.infer<typeof PaymentState>;

export const RefundSummary = z.object({
  refund_bp: z.int(),
  amount: Money,
  coins: z.int(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  created_at: z.string(),
  refunded_at: z.nullable(z.string()),
});
export type RefundSummary = z.infer<typeof RefundSummary>;

export const CancellationPolicyName = z.enum(CANCELLATION_POLICIES);

/** GET /api/v1/reservations/{id} — everything the guest needs at the door, and the receipt. */
export const ReservationDetail = z.extend(Reservation, {
  tab: z.nullable(ReservationTab),
  address: z.string(),
  house_rules: z.string(),
  /** The catalogue keeps no host contact yet; null tells the page to offer Sakan's support instead. */
  host: z.nullable(
    z.object({ name: z.string(), phone: z.nullable(z.string()), email: z.nullable(z.string()) }),
  ),
  cancellation_policy: CancellationPolicyName,
  payment_state: PaymentState,
  refund: z.nullable(RefundSummary),
  points_earned: z.nullable(z.int()),
  cancelled_at: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
});
export type ReservationDetail = z.infer<typeof ReservationDetail>;
export const ReservationDetailResponse = envelope({ reservation: ReservationDetail });
export type ReservationDetailResponse = z.infer<typeof ReservationDetailResponse>;

/**
 * GET /api/v1/reservations/{id}/cancellation — the refund the guest would get if they cancelled now,
 * shown before they confirm. `reason` says why a stay cannot be cancelled.
 */
export const CancellationQuote = z.object({
  can_cancel: z.boolean(),
  reason: z.nullable(z.enum(['not_confirmed', 'started'])),
  policy: CancellationPolicyName,
  refund_bp: z.int(),
  refund: Money,
  coins_refunded: z.int(),
  paid: Money,
  coins_spent: z.int(),
  /** The moment check-in begins (ISO, UTC); the steps count back from it. */
  check_in_at: z.string(),
});
export type CancellationQuote = z.infer<typeof CancellationQuote>;
export const CancellationQuoteResponse = envelope({ quote: CancellationQuote });
export type CancellationQuoteResponse = z.infer<typeof CancellationQuoteResponse>;

/**
 * POST /api/v1/reservations/{id}/cancel — `expected_refund_minor` is the refund the guest was shown; if
 * it changed meanwhile (a step passed) the answer is a 409 `REFUND_CHANGED` with the new quote in
 * `data.quote`, and nothing is cancelled. Pressing twice is safe: a cancelled stay answers 200 with the
 * refund already made, and nothing is refunded again.
 */
export const CancelReservationRequest = z.strictObject({
  expected_refund_minor: z.int().check(z.minimum(0), z.maximum(2_147_483_647)),
});
export type CancelReservationRequest = z.infer<typeof CancelReservationRequest>;
export const CancelReservationResponse = envelope({ reservation: ReservationDetail });
export type CancelReservationResponse = z.infer<typeof CancelReservationResponse>;
export const RefundChangedData = z.object({ quote: CancellationQuote });
