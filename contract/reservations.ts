import * as z from 'zod/mini';
import { envelope, IsoDate, Money } from './common';
import { PRICE_RULES } from './units-nights';

/**
 * A reservation's life. `pending_payment` holds the nights for HOLD_MINUTES; a failed payment keeps it
 * there (the guest may retry while the hold lasts); it ends `confirmed` (paid) or `expired` (the hold
 * ran out unpaid, the nights are free again). A confirmed stay later becomes `cancelled` or
 * `completed`. Only the moves in RESERVATION_TRANSITIONS exist; the server writes them as conditional
 * updates (`where status = <from>`), so two racing writers cannot both move one row.
 */
export const ReservationStatus = z.enum([
  'pending_payment',
  'confirmed',
  'expired',
  'cancelled',
  'completed',
]);
export type ReservationStatus = z.infer<typeof ReservationStatus>;

export const RESERVATION_TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending_payment: ['confirmed', 'expired'],
  confirmed: ['cancelled', 'completed'],
  expired: [],
  cancelled: [],
  completed: [],
};

/** States whose nights are taken: no other stay may overlap them (the database's exclusion constraint). */
export const HOLDING_STATUSES = ['pending_payment', 'confirmed', 'completed'] as const;

/** How long a checkout holds the nights while the guest pays. */
export const HOLD_MINUTES = 15;

export const PaymentProvider = z.enum(['test', 'stripe']);
export type PaymentProvider = z.infer<typeof PaymentProvider>;

/** One priced night, as charged. */
export const ChargedNight = z.object({
  date: IsoDate,
  amount: Money,
  source: z.enum(['base', 'override']),
  /** The pricing rule that set the night's price (PRICE_RULES, in their order), and its season's name. */
  rule: z.optional(z.enum(PRICE_RULES)),
  season: z.optional(z.nullable(z.string())),
});
export const ChargedExtra = z.object({
  id: z.int(),
  name: z.string(),
  pricing: z.enum(['per_night', 'per_stay']),
  quantity: z.int(),
  amount: Money,
});

/**
 * What the guest is charged, line by line, in the charge currency (SAR). `total` is what the card
 * pays: nights + extras + cleaning_fee − discount + vat − coins. Stored per line on the reservation,
 * so refunds and points are computed from what was charged, never re-priced.
 */
export const ChargedAmounts = z.object({
  nights: z.array(ChargedNight),
  extras: z.array(ChargedExtra),
  nights_total: Money,
  extras_total: Money,
  cleaning_fee: Money,
  discount: Money,
  promo_code: z.nullable(z.string()),
  vat_rate_bp: z.int(),
  vat: Money,
  coins_spent: z.int(),
  coins_amount: Money,
  /** What the card is charged, always in SAR: the gateway, Stripe and the ledger work in halalas. */
  total: Money,
  /**
   * About what `total` comes to in the currency the guest chose, for showing beside the charge and
   * marked approximate; null when that currency is SAR. The quote converts at today's rate; a
   * reservation keeps the figure its quote showed when the nights were held.
   */
  approx_total: z.nullable(Money),
});
export type ChargedAmounts = z.infer<typeof ChargedAmounts>;

export const ReservationUnit = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  city: z.string(),
  area: z.string(),
  image: z.nullable(z.object({ key: z.string(), alt: z.string() })),
  check_in_time: z.string(),
  check_out_time: z.string(),
  lat: z.number(),
  lng: z.number(),
});

export const Reservation = z.object({
  id: z.uuid(),
  /** Human code for the receipt and the front desk, e.g. `SKN-7K3P9Q`. */
  code: z.string(),
  status: ReservationStatus,
  unit: ReservationUnit,
  check_in: IsoDate,
  check_out: IsoDate,
  nights: z.int(),
  guests: z.int(),
  guest: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  /** When the hold ends; meaningful while `pending_payment`. ISO timestamp. */
  hold_expires_at: z.string(),
  amounts: ChargedAmounts,
  /** Set once paid: what the provider took and its payment id. */
  payment: z.nullable(
    z.object({
      provider: PaymentProvider,
      provider_payment_id: z.string(),
      amount: Money,
      paid_at: z.string(),
    }),
  ),
  created_at: z.string(),
});
export type Reservation = z.infer<typeof Reservation>;

/** GET /api/v1/reservations/{id} — the caller's own reservation (404 for anyone else's). */
export const ReservationIdParams = z.strictObject({ id: z.uuid() });
export const ReservationResponse = envelope({ reservation: Reservation });
export type ReservationResponse = z.infer<typeof ReservationResponse>;
