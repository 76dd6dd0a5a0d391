import * as z from 'zod/mini';
import { envelope, IsoDate, QueryId, text } from './common';

/**
 * Two-way iCal sync for one of the caller's units (/api/v1/hosting/units/{id}/feeds…).
 *
 * Export: each unit has a secret feed URL (`/api/v1/hosting/feeds/{token}.ics`, public: the token is
 * the secret) listing every night that is not free here (booked, held, blocked by the host), without
 * guest names. Nights imported from other sites are left out of it, so two sites importing each other
 * never echo a block back and forth. Rotating the token makes a new URL; the old one answers 404.
 *
 * Import: feeds by URL, fetched every 15 minutes and on demand. Their events become taken nights here,
 * so checkout cannot sell them (409 NIGHTS_TAKEN). An event over a stay already booked here is a
 * conflict: both are kept and the feed's health lists it.
 */

/** Why a feed's last fetch failed; the pages translate the code into plain words. */
export const FEED_ERRORS = [
  'unreachable',
  'not_calendar',
  'too_large',
  'timeout',
  'private_address',
] as const;
export const FeedError = z.enum(FEED_ERRORS);
export type FeedError = z.infer<typeof FeedError>;

export const FeedConflict = z.object({
  reservation_code: z.string(),
  /** The first and last night both sides claim (the last is a night, not a check-out day). */
  first_night: IsoDate,
  last_night: IsoDate,
  detected_at: z.string(),
});
export type FeedConflict = z.infer<typeof FeedConflict>;

export const CalendarFeed = z.object({
  id: z.int(),
  name: z.string(),
  url: z.string(),
  created_at: z.string(),
  last_attempt_at: z.nullable(z.string()),
  last_success_at: z.nullable(z.string()),
  last_error: z.nullable(FeedError),
  /** Events read from the feed at the last success (past ones included, though only future nights block). */
  events_imported: z.int(),
  /** Nights from today on that this feed blocks here. */
  nights_blocked: z.int(),
  conflicts: z.array(FeedConflict),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** GET /hosting/units/{id}/feeds: the export URL and the imported feeds, oldest first. */
export const CalendarSyncResponse = envelope({ export_url: z.string(), feeds: z.array(CalendarFeed) });
export type CalendarSyncResponse = z.infer<typeof CalendarSyncResponse>;

/** POST /hosting/units/{id}/feeds (Idempotency-Key). At most MAX_FEEDS_PER_UNIT per unit. */
export const MAX_FEEDS_PER_UNIT = 10;
export const AddFeedBody = z.strictObject({
  name: text(z.trim(), z.minLength(1), z.maxLength(80)),
  url: z.url({ protocol: /^https?$/, hostname: z.regexes.hostname }).check(z.maxLength(2000)),
});
export type AddFeedBody = z.infer<typeof AddFeedBody>;

/** POST …/feeds (201), POST …/feeds/{feedId}/sync (200): the feed after its fetch. */
export const CalendarFeedResponse = envelope({ feed: CalendarFeed });
export type CalendarFeedResponse = z.infer<typeof CalendarFeedResponse>;

/** DELETE /hosting/units/{id}/feeds/{feedId} (Idempotency-Key): its nights are free again here. */
export const FeedRemovedResponse = envelope({});
export type FeedRemovedResponse = z.infer<typeof FeedRemovedResponse>;

/** POST /hosting/units/{id}/feed/rotate (Idempotency-Key): the new export URL. */
export const FeedUrlResponse = envelope({ export_url: z.string() });
export type FeedUrlResponse = z.infer<typeof FeedUrlResponse>;

export const FeedParams = z.strictObject({ id: QueryId, feedId: QueryId });
/** The export's path parameter: `{token}.ics`, the token being 32 URL-safe characters. */
export const ExportFeedParams = z.strictObject({ file: text(z.maxLength(64)) });
