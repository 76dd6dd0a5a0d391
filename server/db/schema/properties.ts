import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { categories, cities } from './catalogue';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('property_submissions_status', sql`${table.status} in ('submitted', 'approved', 'rejected')`),
    check(
      'property_submissions_rooms',
      sql`${table.bedrooms} between 0 and 50 and ${table.guests} between 1 and 100`,
    ),
  ],
);
