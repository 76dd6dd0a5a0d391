import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to each retryable write, by who sent it (user id, or `ip:` for guests), the
 * client's Idempotency-Key and the route. `status` null is a claim still being processed. Rows older
 * than a day are useless (clients give up long before) and may be deleted.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    status: integer('status'),
    // Text, not jsonb: a replay must be byte for byte the first answer, and jsonb reorders keys.
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key, t.route] })],
);
