import type { CalendarFeed } from '../../../contract/hosting-calendar-sync';
import { BOOKING_WINDOW_DAYS } from '../../../contract/units-nights';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDays, today } from '../../lib/days';
import { FeedFetchError, fetchFeed, type FetchPolicy } from './ical-fetch';
import { parseFeed } from './ical-parse';
import * as repo from './ical-repository';

/** Calendar sync's rules: ownership, the fetch-parse-store of one feed, and what the host reads. */

/** Refuses a unit the caller does not host with the same 404 as a unit that does not exist. */
export async function assertOwnUnit(db: Database, unitId: number, hostId: string): Promise<void> {
  if (!(await repo.ownsUnit(db, unitId, hostId))) {
    throw new AppError('NOT_FOUND', 404, 'calendar_sync.unit_not_found');
  }
}

export const exportPath = (token: string) => `/api/v1/hosting/feeds/${token}.ics`;

export async function listFeeds(db: Database, unitId: number): Promise<CalendarFeed[]> {
  return repo.listFeeds(db, unitId);
}

export async function getFeed(db: Database, unitId: number, feedId: number): Promise<CalendarFeed> {
  const [feed] = await repo.listFeeds(db, unitId, feedId);
  if (!feed) throw new AppError('NOT_FOUND', 404, 'calendar_sync.feed_not_found');
  return feed;
}

/**
 * Fetches one feed and stores what it says, or why it failed. Never throws for the feed's own faults
 * (they are its health, shown to the host); a database failure does throw, so the job retries.
 * Nights are kept from today to the end of the booking window: earlier ones cannot be sold anyway.
 */
export async function syncFeed(db: Database, feedId: number, policy: FetchPolicy): Promise<void> {
  const feed = await repo.feedTarget(db, feedId);
  if (!feed) return;
  const from = today();
  let parsed;
  try {
    const text = await fetchFeed(feed.url, policy);
    parsed = parseFeed(text, from, addDays(from, BOOKING_WINDOW_DAYS + 31));
  } catch (err) {
    if (!(err instanceof FeedFetchError)) throw err;
    await repo.storeFailure(db, feed.id, err.code);
    return;
  }
  await repo.storeSync(db, feed, parsed);
}

/** Whether private feed addresses may be fetched: only when a test asks, and never in production. */
export function privateFeedsAllowed(option: boolean | undefined, env = process.env.NODE_ENV): boolean {
  return option === true && env !== 'production';
}
