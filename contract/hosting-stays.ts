import * as z from 'zod/mini';
import { envelope, IsoDate, listEnvelope, Money, queryInt, text } from './common';
import { ReservationStatus } from './reservations';

/**
 * The host's stays across their units (/api/v1/hosting/reservations…). Amounts are what the guest was
 * charged, in SAR halalas, never re-priced. The guest's contact details are shown only for a confirmed
 * stay from 48 hours before check-in; before that the host sees the first name and the party size.
 */

/**
 * `upcoming`: confirmed, check-in ahead; `in_house`: confirmed, checked in and not yet out;
 * `past`: completed (or out); `cancelled`: cancelled by either side. Unpaid holds appear nowhere.
 */
export const HostStayTab = z.enum(['upcoming', 'in_house', 'past', 'cancelled']);
export type HostStayTab = z.infer<typeof HostStayTab>;

export const HostStaysQuery = z.strictObject({
  tab: z.optional(HostStayTab),
  /** A reservation code or the guest's name, either part. */
  search: z.optional(
    z.string().check(
      z.trim(),
      z.minLength(1),
      z.maxLength(100),
      // eslint-disable-next-line no-control-regex -- NUL and other control characters never reach SQL
      z.regex(/^[^\u0000-\u001f]*$/),
    ),
  ),
  unit: z.optional(queryInt(1)),
  page: z.optional(queryInt(1, 100_000)),
  per_page: z.optional(queryInt(1, 50)),
});
export type HostStaysQuery = z.infer<typeof HostStaysQuery>;

/** What the host is owed for one stay: the guest's payment minus the platform's fee and its VAT. */
export const Payout = z.object({
  /** What the guest paid by card and coins, less refunds. */
  paid: Money,
  refunded: Money,
  /** The platform's share of the stay's price before VAT (HOST_FEE_BP of nights, extras and cleaning). */
  platform_fee: Money,
  vat_on_fee: Money,
  /** paid − VAT collected from the guest − platform_fee − vat_on_fee: what reaches the host. */
  payout: Money,
  /** 24 hours after check-in (the industry's norm); null for a cancelled stay with nothing owed. */
  due_at: z.nullable(z.string()),
});
export type Payout = z.infer<typeof Payout>;

export const HostStay = z.object({
  code: z.string(),
  status: ReservationStatus,
  tab: z.nullable(HostStayTab),
  unit: z.object({ id: z.int(), slug: z.string(), title: z.string() }),
  guest_first_name: z.string(),
  guests: z.int(),
  check_in: IsoDate,
  check_out: IsoDate,
  nights: z.int(),
  total: Money,
  payout: Money,
});
export type HostStay = z.infer<typeof HostStay>;

export const HostStaysResponse = listEnvelope(HostStay);
export type HostStaysResponse = z.infer<typeof HostStaysResponse>;

export const HostStayDetail = z.extend(HostStay, {
  check_in_time: z.string(),
  check_out_time: z.string(),
  lines: z.object({
    nights: Money,
    extras: z.array(z.object({ name: z.string(), quantity: z.int(), amount: Money })),
    cleaning_fee: Money,
    discount: Money,
    vat: Money,
    coins: Money,
  }),
  payout_line: Payout,
  /** Null until 48 hours before check-in of a confirmed stay, and for every other status. */
  contact: z.nullable(z.object({ name: z.string(), email: z.string(), phone: z.string() })),
  /** Who cancelled and why, for a cancelled stay. */
  cancellation: z.nullable(
    z.object({ by: z.enum(['guest', 'host', 'staff']), reason: z.nullable(z.string()), at: z.string() }),
  ),
});
export type HostStayDetail = z.infer<typeof HostStayDetail>;

export const HostStayParams = z.strictObject({ code: z.string().check(z.regex(/^[A-Z0-9-]{4,20}$/)) });
export const HostStayResponse = envelope({ stay: HostStayDetail });
export type HostStayResponse = z.infer<typeof HostStayResponse>;

/** A host cancels a confirmed stay only with a reason; the guest is refunded in full. */
export const HOST_CANCEL_REASONS = ['unavailable', 'maintenance', 'guest_request', 'other'] as const;
export const HostCancelBody = z.strictObject({
  reason: z.enum(HOST_CANCEL_REASONS),
  note: text(z.trim(), z.minLength(10), z.maxLength(1000)),
});
export type HostCancelBody = z.infer<typeof HostCancelBody>;

/** One stay on the dashboard's lists. */
export const StayBrief = z.object({
  code: z.string(),
  unit_title: z.string(),
  guest_first_name: z.string(),
  guests: z.int(),
  check_in: IsoDate,
  check_out: IsoDate,
});

/**
 * GET /api/v1/hosting/overview: today (in the units' time zone), the next 30 days and this month.
 * Earnings are the payouts of the month's stays, in SAR and, when the `currency` header asks, also
 * converted (`earnings_approx`).
 */
export const HostOverview = z.object({
  today: IsoDate,
  arrivals: z.array(StayBrief),
  departures: z.array(StayBrief),
  in_house: z.array(StayBrief),
  next_30_days: z.array(StayBrief),
  month: z.object({
    month: z.string(),
    /** Booked nights over the nights the host's published units could be sold, in basis points. */
    occupancy_bp: z.int(),
    nights_booked: z.int(),
    nights_available: z.int(),
    earnings: Money,
    earnings_approx: z.nullable(Money),
  }),
  units: z.object({ total: z.int(), published: z.int(), needs_attention: z.int() }),
  /** Stays the host cancelled in the last 12 months: each one counts against the host. */
  host_cancellations: z.int(),
});
export type HostOverview = z.infer<typeof HostOverview>;
export const HostOverviewResponse = envelope({ overview: HostOverview });
export type HostOverviewResponse = z.infer<typeof HostOverviewResponse>;
