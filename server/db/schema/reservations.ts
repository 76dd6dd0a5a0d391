import type { PriceRule } from '../../../contract/units-nights';
import { sql } from 'drizzle-orm';
import type { Money } from '../../../contract/common';
import {
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { units } from './catalogue';

/** PostgreSQL's daterange; only ever written by the generated column below, read as text. */
const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });

/** The nights and extras a reservation was priced with, as charged: each line in SAR halalas. */
export interface ReservationLines {
  /** `rule` and `season`: the pricing rule that set the night (absent on rows held before rules). */
  nights: {
    date: string;
    amountMinor: number;
    source: 'base' | 'override';
    rule?: PriceRule;
    season?: string | null;
  }[];
  extras: {
    id: number;
    nameEn: string;
    nameAr: string;
    pricing: 'per_night' | 'per_stay';
    quantity: number;
    amountMinor: number;
  }[];
  /**
   * The total in the guest's chosen currency as the checkout showed it beside the SAR charge (absent
   * on rows held before it was kept, and null for SAR), so the receipt repeats that figure.
   */
  approxTotal?: Money | null;
}

/**
 * A stay on a unit. `pending_payment` holds the nights until `hold_expires_at`; `confirmed` once paid.
 * The states and their moves are in contract/reservations.ts. Every amount is SAR halalas and stored
 * per line, so refunds and points can be computed from what was charged, never re-priced.
 *
 * Double booking is impossible by construction: `stay` is a generated `[check_in, check_out)` range
 * and the exclusion constraint `reservations_no_overlap` (hand-written in the migration, btree_gist)
 * refuses two held, confirmed or completed rows whose ranges overlap on one unit.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human code shown on the receipt and at check-in, e.g. `SKN-7K3P9Q`. */
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    checkIn: date('check_in').notNull(),
    checkOut: date('check_out').notNull(),
    stay: daterange('stay')
      .notNull()
      .generatedAlwaysAs(sql`daterange(check_in, check_out, '[)')`),
    nights: integer('nights').notNull(),
    guests: integer('guests').notNull(),
    status: text('status')
      .$type<'pending_payment' | 'confirmed' | 'expired' | 'cancelled' | 'completed'>()
      .notNull()
      .default('pending_payment'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    guestName: text('guest_name').notNull(),
    guestEmail: text('guest_email').notNull(),
    guestPhone: text('guest_phone').notNull(),
    /** The language of the receipt and later mails about this stay. */
    locale: text('locale').$type<'en' | 'ar'>().notNull().default('en'),
    currency: text('currency').notNull().default('SAR'),
    lines: jsonb('lines').$type<ReservationLines>().notNull(),
    nightsMinor: integer('nights_minor').notNull(),
    extrasMinor: integer('extras_minor').notNull().default(0),
    cleaningFeeMinor: integer('cleaning_fee_minor').notNull().default(0),
    /** References promo_codes (the foreign key is in the migration: the two schema files import each other). */
    promoCodeId: integer('promo_code_id'),
    promoCode: text('promo_code'),
    discountMinor: integer('discount_minor').notNull().default(0),
    vatRateBp: integer('vat_rate_bp').notNull(),
    vatMinor: integer('vat_minor').notNull(),
    coinsSpent: integer('coins_spent').notNull().default(0),
    coinsMinor: integer('coins_minor').notNull().default(0),
    /** What the guest pays by card: nights + extras + fee − discount + VAT − coins. */
    totalMinor: integer('total_minor').notNull(),
    /** The quote's fingerprint the guest agreed to (contract/checkout.ts). */
    quoteFingerprint: text('quote_fingerprint').notNull(),
    /**
     * The platform's fee on the host's side, in basis points of the stay's price, fixed when the stay is
     * held (HOST_FEE_BP then), so a later change of the rate never rewrites a host's past statement.
     */
    hostFeeBp: integer('host_fee_bp').notNull().default(1000),
    /** Set when the payment succeeds: what the provider says it took, and its ids. */
    paidMinor: integer('paid_minor'),
    paymentProvider: text('payment_provider').$type<'test' | 'stripe'>(),
    providerPaymentId: text('provider_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /**
     * Who cancelled: the guest (by policy), the host (a full refund, counted against the host) or
     * staff. Null on every other status.
     */
    cancelledBy: text('cancelled_by').$type<'guest' | 'host' | 'staff'>(),
    /** The host's or staff's reason key (contract/hosting-stays.ts HOST_CANCEL_REASONS) and note. */
    cancelReason: text('cancel_reason'),
    cancelNote: text('cancel_note'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('reservations_user_idx').on(t.userId, t.createdAt.desc()),
    // The expiry sweep reads only live holds.
    index('reservations_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check(
      'reservations_status',
      sql`${t.status} in ('pending_payment', 'confirmed', 'expired', 'cancelled', 'completed')`,
    ),
    check(
      'reservations_dates',
      sql`${t.checkOut} > ${t.checkIn} and ${t.nights} = ${t.checkOut} - ${t.checkIn}`,
    ),
    check('reservations_guests', sql`${t.guests} > 0`),
    check(
      'reservations_money',
      sql`${t.nightsMinor} > 0 and ${t.extrasMinor} >= 0 and ${t.cleaningFeeMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.vatMinor} >= 0 and ${t.coinsSpent} >= 0 and ${t.coinsMinor} >= 0 and ${t.totalMinor} >= 0`,
    ),
    check('reservations_host_fee', sql`${t.hostFeeBp} between 0 and 5000`),
    check(
      'reservations_cancelled_by',
      sql`${t.cancelledBy} is null or ${t.cancelledBy} in ('guest', 'host', 'staff')`,
    ),
    // The host's record of cancellations (the overview's count) reads only the host's own.
    index('reservations_host_cancelled_idx')
      .on(t.unitId, t.cancelledAt)
      .where(sql`${t.cancelledBy} = 'host'`),
    check('reservations_locale', sql`${t.locale} in ('en', 'ar')`),
  ],
);
