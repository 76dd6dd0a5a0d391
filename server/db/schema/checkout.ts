import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { reservations } from './reservations';

/**
 * Promo codes. Exactly one of `percent_off` (1–100) or `amount_off_minor` (SAR halalas). `uses` counts
 * live redemptions and is only ever moved by a conditional UPDATE (`uses < max_uses`), so 50 parallel
 * checkouts against 10 remaining uses redeem exactly 10.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull().unique(),
    percentOff: integer('percent_off'),
    amountOffMinor: integer('amount_off_minor'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    minNights: integer('min_nights').notNull().default(1),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    /** Live uses one guest may hold (checkout counts them under the code's row lock, see hold.ts). */
    maxUsesPerGuest: integer('max_uses_per_guest').notNull().default(1),
    /** Set while staff have paused the code: checkout refuses it until it is resumed. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code}) and ${t.code} ~ '^[A-Z0-9-]{3,32}$'`),
    check(
      'promo_codes_kind',
      sql`(${t.percentOff} is null) <> (${t.amountOffMinor} is null) and coalesce(${t.percentOff}, 1) between 1 and 100 and coalesce(${t.amountOffMinor}, 1) > 0`,
    ),
    check('promo_codes_window', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'promo_codes_uses',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses}) and ${t.minNights} >= 1`,
    ),
    check('promo_codes_per_guest', sql`${t.maxUsesPerGuest} between 1 and 100`),
  ],
);

/**
 * One per reservation that used a code. A hold that ends unpaid releases its redemption (`released_at`,
 * and the code's `uses` goes back down), so an abandoned checkout does not burn a guest's one use.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reservationId: uuid('reservation_id')
      .notNull()
      .unique()
      .references(() => reservations.id),
    discountMinor: integer('discount_minor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    // A guest's live uses of a code, counted by checkout under the code's row lock (the code's own
    // `max_uses_per_guest`), and listed by the console.
    index('promo_redemptions_live_by_user')
      .on(t.promoCodeId, t.userId)
      .where(sql`${t.releasedAt} is null`),
    index('promo_redemptions_by_code').on(t.promoCodeId, t.createdAt.desc()),
  ],
);

/**
 * The coin ledger: append-only (a trigger in the migration refuses UPDATE and DELETE); the balance is
 * the sum of `delta`. Writers take a per-user advisory lock and store `balance_after`, whose check
 * keeps the balance at zero or above even under races. 1 coin = COIN_VALUE_MINOR halalas.
 */
export const coinEntries = pgTable(
  'coin_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** `spend` at checkout, `refund` when a hold ends unpaid; `earn`, `grant` for loyalty and seeds. */
    reason: text('reason').$type<'spend' | 'refund' | 'earn' | 'grant' | 'adjust'>().notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    /** Why staff granted or removed coins (reason `adjust`, from the console); shown in the ledger. */
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coin_entries_user_idx').on(t.userId, t.id),
    check('coin_entries_delta', sql`${t.delta} <> 0`),
    check('coin_entries_balance', sql`${t.balanceAfter} >= 0`),
    check('coin_entries_reason', sql`${t.reason} in ('spend', 'refund', 'earn', 'grant', 'adjust')`),
    check('coin_entries_note', sql`${t.note} is null or char_length(${t.note}) <= 500`),
    // A reservation spends and is refunded at most once each, whoever retries.
    uniqueIndex('coin_entries_once_per_reservation')
      .on(t.reservationId, t.reason)
      .where(sql`${t.reservationId} is not null`),
  ],
);

/**
 * One payment attempt with a provider (the built-in test gateway or Stripe). `provider_ref` is the
 * gateway's own id for the attempt (test intent / Stripe Checkout Session); `provider_payment_id` the
 * charge's id once it exists (Stripe PaymentIntent).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id),
    provider: text('provider').$type<'test' | 'stripe'>().notNull(),
    providerRef: text('provider_ref').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status')
      .$type<'open' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'refund_due'>()
      .notNull()
      .default('open'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull().default('SAR'),
    redirectUrl: text('redirect_url'),
    failureCode: text('failure_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef),
    index('payments_reservation_idx').on(t.reservationId),
    check(
      'payments_status',
      sql`${t.status} in ('open', 'requires_action', 'processing', 'succeeded', 'failed', 'refund_due')`,
    ),
    check('payments_amount', sql`${t.amountMinor} > 0`),
  ],
);

/** Every webhook event applied, by provider and event id: a copy that arrives again changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Answers of retryable writes, replayed for a request that repeats an `Idempotency-Key`
 * (plugins/idempotency.ts). `scope` is the user id, or `ip:<address>` for guests. A row with no
 * status is a request still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.route, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
