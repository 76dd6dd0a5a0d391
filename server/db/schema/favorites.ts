import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { units } from './catalogue';

/**
 * Saved units. The primary key (user, unit) is what makes "save twice = one row" hold under races: the
 * insert is `on conflict do nothing`, never a read followed by a write.
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.unitId] }),
    // The wishlist's order: newest saved first.
    index('favorites_user_newest_idx').on(t.userId, t.createdAt.desc(), t.unitId.desc()),
  ],
);
