import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The first answer to a retryable write, by who asked (user id or IP), the route and the
 * Idempotency-Key header, so a retry gets the same answer instead of a second write. A row with no
 * status is a request still running: a retry meanwhile is told so rather than run twice.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** sha256 of the JSON body, so the same key with another body is refused, not replayed. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.route, table.key] })],
);
