import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { categories, cities, units } from './catalogue';

/**
 * An owner's request to list a place. It stays `submitted` until someone at Sakan reviews it; the
 * photos are the stored variants' base names under `${DATA_DIR}/uploads/properties/<reference>/`.
 */
export const propertySubmissions = pgTable(
  'property_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reference: text('reference').notNull().unique(),
    status: text('status').notNull().default('submitted'),
    ownerName: text('owner_name').notNull(),
    ownerEmail: text('owner_email').notNull(),
    ownerPhone: text('owner_phone').notNull(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    bedrooms: integer('bedrooms').notNull(),
    guests: integer('guests').notNull(),
    address: text('address').notNull(),
    description: text('description').notNull(),
    locale: text('locale').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull(),
    ip: text('ip').notNull(),
    /** The signed-in account that submitted it: it becomes the host when the submission is accepted. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The draft unit made when it was accepted. */
    unitId: integer('unit_id').references(() => units.id, { onDelete: 'set null' }),
    /** Why it was rejected, in the words mailed to the applicant. */
    decisionReason: text('decision_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('property_submissions_user_idx')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
    check('property_submissions_status', sql`${table.status} in ('submitted', 'approved', 'rejected')`),
    check(
      'property_submissions_rooms',
      sql`${table.bedrooms} between 0 and 50 and ${table.guests} between 1 and 100`,
    ),
  ],
);
