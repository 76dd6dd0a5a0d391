import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FeedError } from '../../../contract/hosting-calendar-sync';
import type { Database } from '../../db/client';
import * as s from '../../db/schema/index';
import { HOLD_LOCK_SPACE } from '../checkout/hold-insert';
import { liveStay } from '../units/calendar-repository';

/** The SQL of calendar sync. Every host-facing read or write names the caller in its query. */

const newToken = () => randomBytes(24).toString('base64url');

/** True when the unit exists and the caller hosts it; anything else is the same 404 to the caller. */
export async function ownsUnit(db: Database, unitId: number, hostId: string): Promise<boolean> {
  const rows = await db
    .select({ id: s.units.id })
    .from(s.units)
    .where(and(eq(s.units.id, unitId), eq(s.units.hostId, hostId)))
    .limit(1);
  return rows.length > 0;
}

/** The unit's export token, made on first use. */
export async function exportToken(db: Database, unitId: number): Promise<string> {
  await db.insert(s.unitFeedTokens).values({ unitId, token: newToken() }).onConflictDoNothing();
  const [row] = await db
    .select({ token: s.unitFeedTokens.token })
    .from(s.unitFeedTokens)
    .where(eq(s.unitFeedTokens.unitId, unitId));
  if (!row) throw new Error('exportToken: no row');
  return row.token;
}

/** A new token for the unit; the old one stops answering at once. */
export async function rotateToken(db: Database, unitId: number): Promise<string> {
  const token = newToken();
  await db
    .insert(s.unitFeedTokens)
    .values({ unitId, token })
    .onConflictDoUpdate({ target: s.unitFeedTokens.unitId, set: { token, rotatedAt: sql`now()` } });
  return token;
}

export type FeedRow = {
  id: number;
  name: string;
  url: string;
  created_at: string;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: FeedError | null;
  events_imported: number;
  nights_blocked: number;
  conflicts: { reservation_code: string; first_night: string; last_night: string; detected_at: string }[];
};

/** The unit's feeds with their health, oldest first; `feedId` narrows it to one. */
export async function listFeeds(db: Database, unitId: number, feedId?: number): Promise<FeedRow[]> {
  const result = await db.execute<FeedRow>(sql`
    select f.id, f.name, f.url, to_json(f.created_at) #>> '{}' as created_at,
      to_json(f.last_attempt_at) #>> '{}' as last_attempt_at,
      to_json(f.last_success_at) #>> '{}' as last_success_at, f.last_error, f.events_imported,
      (select count(*)::int from unit_imported_nights n where n.feed_id = f.id and n.day >= current_date)
        as nights_blocked,
      (select coalesce(json_agg(json_build_object('reservation_code', r.code,
         'first_night', c.first_night, 'last_night', c.last_night,
         'detected_at', to_json(c.detected_at) #>> '{}') order by c.first_night), '[]')
       from unit_feed_conflicts c join reservations r on r.id = c.reservation_id
       where c.feed_id = f.id) as conflicts
    from unit_calendar_feeds f
    where f.unit_id = ${unitId} ${feedId === undefined ? sql`` : sql`and f.id = ${feedId}`}
    order by f.id`);
  return result.rows;
}

/**
 * Adds a feed unless the unit has `max` already. The unit's row is locked first, so two adds at once
 * cannot both pass the count.
 */
export async function addFeed(
  db: Database,
  unitId: number,
  feed: { name: string; url: string },
  max: number,
): Promise<number | 'full'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from units where id = ${unitId} for update`);
    const count = await tx.$count(s.unitCalendarFeeds, eq(s.unitCalendarFeeds.unitId, unitId));
    if (count >= max) return 'full';
    const [row] = await tx
      .insert(s.unitCalendarFeeds)
      .values({ unitId, ...feed })
      .returning({ id: s.unitCalendarFeeds.id });
    if (!row) throw new Error('addFeed: no row');
    return row.id;
  });
}

/** Removes a feed and frees its nights; false when the unit has no such feed. */
export async function deleteFeed(db: Database, unitId: number, feedId: number): Promise<boolean> {
  const rows = await db
    .delete(s.unitCalendarFeeds)
    .where(and(eq(s.unitCalendarFeeds.id, feedId), eq(s.unitCalendarFeeds.unitId, unitId)))
    .returning({ id: s.unitCalendarFeeds.id });
  return rows.length > 0;
}

export async function feedTarget(db: Database, feedId: number) {
  const [row] = await db
    .select({ id: s.unitCalendarFeeds.id, unitId: s.unitCalendarFeeds.unitId, url: s.unitCalendarFeeds.url })
    .from(s.unitCalendarFeeds)
    .where(eq(s.unitCalendarFeeds.id, feedId));
  return row;
}

/** Feeds not tried for `minutes`, oldest attempt first: the periodic sync's work. */
export async function dueFeeds(db: Database, minutes: number): Promise<number[]> {
  const rows = await db
    .select({ id: s.unitCalendarFeeds.id })
    .from(s.unitCalendarFeeds)
    .where(
      sql`${s.unitCalendarFeeds.lastAttemptAt} is null
        or ${s.unitCalendarFeeds.lastAttemptAt} < now() - make_interval(mins => ${minutes}::int)`,
    )
    .orderBy(sql`${s.unitCalendarFeeds.lastAttemptAt} nulls first`, asc(s.unitCalendarFeeds.id));
  return rows.map((row) => row.id);
}

export async function storeFailure(db: Database, feedId: number, code: FeedError): Promise<void> {
  await db
    .update(s.unitCalendarFeeds)
    .set({ lastAttemptAt: sql`now()`, lastError: code })
    .where(eq(s.unitCalendarFeeds.id, feedId));
}

/**
 * Replaces the feed's nights with `nights` and its conflicts with the live stays here that overlap
 * them, in one transaction under the unit's hold lock (see the migration's trigger on reservations):
 * a removed event frees its nights, and a stay booked here is never dropped, only reported.
 */
export async function storeSync(
  db: Database,
  feed: { id: number; unitId: number },
  result: { events: number; nights: string[] },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK_SPACE}::int, ${feed.unitId}::int)`);
    const alive = await tx.execute(sql`select 1 from unit_calendar_feeds where id = ${feed.id} for update`);
    if (alive.rows.length === 0) return; // removed while it was being fetched
    await tx.delete(s.unitImportedNights).where(eq(s.unitImportedNights.feedId, feed.id));
    if (result.nights.length > 0) {
      await tx.execute(sql`
        insert into unit_imported_nights (feed_id, unit_id, day)
        select ${feed.id}, ${feed.unitId}, d from unnest(${sql.param(result.nights)}::date[]) d`);
    }
    await tx.execute(sql`
      with now_overlapping as (
        select r.id, min(n.day) as first_night, max(n.day) as last_night
        from reservations r
        join unit_imported_nights n on n.feed_id = ${feed.id} and n.day >= r.check_in and n.day < r.check_out
        where r.unit_id = ${feed.unitId} and ${liveStay('r')}
        group by r.id
      ), gone as (
        delete from unit_feed_conflicts c where c.feed_id = ${feed.id}
          and c.reservation_id not in (select id from now_overlapping)
      )
      insert into unit_feed_conflicts (feed_id, reservation_id, first_night, last_night)
      select ${feed.id}, id, first_night, last_night from now_overlapping
      on conflict (feed_id, reservation_id)
        do update set first_night = excluded.first_night, last_night = excluded.last_night`);
    await tx
      .update(s.unitCalendarFeeds)
      .set({
        lastAttemptAt: sql`now()`,
        lastSuccessAt: sql`now()`,
        lastError: null,
        eventsImported: result.events,
      })
      .where(eq(s.unitCalendarFeeds.id, feed.id));
  });
}
