import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, Money, queryInt, text } from './common';
import { ReservationStatus } from './reservations';

/**
 * Reservations in the operator's console (/api/v1/backoffice/reservations…): support and finance read
 * them (admin always). Cancelling on the guest's behalf with the policy's refund: support up to
 * SUPPORT_REFUND_LIMIT_MINOR, finance and admin any amount; a refund other than the policy's (an
 * override) only finance and admin, with a reason. Amounts are SAR halalas as charged.
 */
export const SUPPORT_REFUND_LIMIT_MINOR = 200_000;
export const STAFF_RESERVATIONS_PER_PAGE = 25;

/** A code as the guest reads it (SKN-…), any case. */
export const ReservationCodeParams = z.strictObject({
  code: z.string().check(z.regex(/^[A-Za-z0-9-]{3,40}$/)),
});

// eslint-disable-next-line no-control-regex -- control characters never reach SQL
const Search = text(z.trim(), z.minLength(1), z.maxLength(120), z.regex(/^[^\u0001-\u001f]*$/));

/**
 * The list's orders: when it was booked (the default, newest first), its first night, its total, its
 * code, the guest's name and the unit's title (in the caller's language). Ties go by code.
 */
export const STAFF_RESERVATION_SORTS = ['created', 'check_in', 'total', 'code', 'guest', 'unit'] as const;
export type StaffReservationSort = (typeof STAFF_RESERVATION_SORTS)[number];

export const StaffReservationsQuery = z.strictObject({
  /** A code, or part of the guest's email or name. */
  q: z.optional(Search),
  status: z.optional(ReservationStatus),
  unit: z.optional(queryInt(1)),
  /** Stays that overlap from..to (check-out after `from`, check-in before `to`). */
  from: z.optional(IsoDate),
  to: z.optional(IsoDate),
  sort: z.optional(z.enum(STAFF_RESERVATION_SORTS)),
  dir: z.optional(z.enum(['asc', 'desc'])),
  page: z.optional(queryInt(1, 100_000)),
});
export type StaffReservationsQuery = z.infer<typeof StaffReservationsQuery>;

export const StaffReservation = z.object({
  code: z.string(),
  status: ReservationStatus,
  guest: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  unit: z.object({ id: z.int(), title: z.string(), slug: z.string() }),
  check_in: IsoDate,
  check_out: IsoDate,
  nights: z.int(),
  guests: z.int(),
  total: Money,
  created_at: z.string(),
});
export type StaffReservation = z.infer<typeof StaffReservation>;
export const StaffReservationsResponse = listEnvelope(StaffReservation);
export type StaffReservationsResponse = z.infer<typeof StaffReservationsResponse>;

/** One step of a stay's money and messages, oldest first. `detail` is a code or id, never prose. */
export const TimelineKind = z.enum([
  'created',
  'payment',
  'webhook',
  'confirmed',
  'expired',
  'cancelled',
  'refund',
  'notification',
]);
export type TimelineKind = z.infer<typeof TimelineKind>;
export const TimelineEntry = z.object({
  at: z.string(),
  kind: TimelineKind,
  /** A payment's or refund's status, a webhook event's type, a notification's type, who cancelled. */
  status: z.nullable(z.string()),
  amount: z.nullable(Money),
  /** The provider, the event id, the failure code: for support to quote to the gateway. */
  detail: z.nullable(z.string()),
});
export type TimelineEntry = z.infer<typeof TimelineEntry>;

/** What cancelling now would give back under the unit's policy, and what an override may give. */
export const StaffCancelPreview = z.object({
  can_cancel: z.boolean(),
  policy: z.string(),
  policy_refund: Money,
  policy_coins: z.int(),
  /** The most an override may refund: what was paid by card. */
  paid: Money,
  coins_spent: z.int(),
});
export type StaffCancelPreview = z.infer<typeof StaffCancelPreview>;

export const StaffReservationDetail = z.object({
  ...StaffReservation.shape,
  guest: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  host: z.nullable(z.object({ name: z.string(), email: z.string() })),
  promo_code: z.nullable(z.string()),
  discount: Money,
  coins_spent: z.int(),
  paid: z.nullable(Money),
  cancelled_by: z.nullable(z.string()),
  cancel_reason: z.nullable(z.string()),
  timeline: z.array(TimelineEntry),
  cancel: StaffCancelPreview,
});
export type StaffReservationDetail = z.infer<typeof StaffReservationDetail>;
export const StaffReservationResponse = envelope({ reservation: StaffReservationDetail });
export type StaffReservationResponse = z.infer<typeof StaffReservationResponse>;

/**
 * POST …/cancel. `refund: 'policy'` gives the previewed refund and must name it (`expected_refund_minor`,
 * so a preview gone stale is refused with the new one); `'override'` gives `amount_minor` (0 up to what
 * was paid). The reason is kept with the stay and in the audit log.
 */
export const StaffCancelRequest = z.strictObject({
  refund: z.enum(['policy', 'override']),
  expected_refund_minor: z.optional(z.int().check(z.minimum(0), z.maximum(2_147_483_647))),
  amount_minor: z.optional(z.int().check(z.minimum(0), z.maximum(2_147_483_647))),
  reason: text(z.trim(), z.minLength(3), z.maxLength(500)),
});
export type StaffCancelRequest = z.infer<typeof StaffCancelRequest>;
