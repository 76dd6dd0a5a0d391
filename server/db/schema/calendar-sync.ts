import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FeedError } from '../../../contract/hosting-calendar-sync';
import { units } from './catalogue';
import { reservations } from './reservations';

/**
 * Two-way iCal sync (modules/hosting/ical-*.ts). A unit's export feed is answered at
 * /api/v1/hosting/feeds/{token}.ics; the token is the only secret, so rotating it is a new row value
 * and the old URL answers 404 at once.
 */
export const unitFeedTokens = pgTable('unit_feed_tokens', {
  unitId: integer('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A calendar on another site the host imports (Airbnb, Booking.com…), with its sync health. */
export const unitCalendarFeeds = pgTable(
  'unit_calendar_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** Why the last attempt failed, as a code the pages translate; null after a success. */
    lastError: text('last_error').$type<FeedError>(),
    eventsImported: integer('events_imported').notNull().default(0),
  },
  (t) => [
    index('unit_calendar_feeds_unit_idx').on(t.unitId),
    check('unit_calendar_feeds_name', sql`length(${t.name}) between 1 and 80`),
    check('unit_calendar_feeds_url', sql`length(${t.url}) between 1 and 2000`),
  ],
);

/**
 * Nights an imported feed says are taken elsewhere. They join units.unavailable (search) through the
 * same trigger as blocked days, count as taken for checkout's quote, and a trigger on reservations
 * refuses a stay over them (the migration's hand-written part). A sync replaces a feed's rows in one
 * transaction, so a removed event frees its nights.
 */
export const unitImportedNights = pgTable(
  'unit_imported_nights',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => unitCalendarFeeds.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.feedId, t.day] }),
    index('unit_imported_nights_unit_day_idx').on(t.unitId, t.day),
  ],
);

/**
 * A feed's event over a stay already booked here. Neither side is dropped: the stay stays booked, the
 * nights stay imported, and the host (and the operator) see this row until the event moves away.
 */
export const unitFeedConflicts = pgTable(
  'unit_feed_conflicts',
  {
    feedId: integer('feed_id')
      .notNull()
      .references(() => unitCalendarFeeds.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    firstNight: date('first_night').notNull(),
    lastNight: date('last_night').notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.feedId, t.reservationId] })],
);
