import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { reservations } from './reservations';

/**
 * The points ledger: append-only (a trigger in the migration refuses UPDATE and DELETE); the balance
 * is the sum of `delta`. Writers take the per-user advisory lock (loyalty repository) and store
 * `balance_after`. A stay earns once and is reversed at most once (the unique index), whoever retries;
 * a conversion is keyed by the client's Idempotency-Key, so a double press converts once.
 */
export const pointEntries = pgTable(
  'point_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    delta: integer('delta').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    reason: text('reason').$type<'stay_completed' | 'stay_refunded' | 'converted_to_coins'>().notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id),
    /** Coins a conversion added (reason `converted_to_coins`). */
    coins: integer('coins'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('point_entries_user_idx').on(t.userId, t.id),
    check('point_entries_delta', sql`${t.delta} <> 0`),
    check(
      'point_entries_reason',
      sql`${t.reason} in ('stay_completed', 'stay_refunded', 'converted_to_coins')`,
    ),
    // Spending can never overdraw; only a reversal may leave a debt (points already converted).
    check('point_entries_balance', sql`${t.balanceAfter} >= 0 or ${t.reason} = 'stay_refunded'`),
    uniqueIndex('point_entries_once_per_reservation')
      .on(t.reservationId, t.reason)
      .where(sql`${t.reservationId} is not null`),
    uniqueIndex('point_entries_idempotency')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);
