import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { reservations } from './reservations';

/**
 * A refund of a reservation, one at most per reservation (the key): cancelling twice refunds once.
 * Written in the cancelling transaction as `pending`; the provider call happens after commit with the
 * reservation id as its idempotency key, and a periodic job retries refunds still pending.
 */
export const reservationRefunds = pgTable(
  'reservation_refunds',
  {
    reservationId: uuid('reservation_id')
      .primaryKey()
      .references(() => reservations.id),
    refundBp: integer('refund_bp').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    coins: integer('coins').notNull().default(0),
    currency: text('currency').notNull().default('SAR'),
    status: text('status').$type<'pending' | 'succeeded' | 'failed'>().notNull().default('pending'),
    provider: text('provider').$type<'test' | 'stripe'>(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('reservation_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('reservation_refunds_share', sql`${t.refundBp} between 0 and 10000`),
    check('reservation_refunds_amounts', sql`${t.amountMinor} >= 0 and ${t.coins} >= 0`),
    check('reservation_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
