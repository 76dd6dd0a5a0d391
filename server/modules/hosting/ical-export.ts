import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import ical from 'ical-generator';
import type { Database } from '../../db/client';
import { liveStay } from '../units/calendar-repository';

/**
 * A unit's export feed: every night not free here, as all-day events (DTEND is the morning after the
 * last night, as RFC 5545 wants). Contiguous nights are one event. Stays held, confirmed or completed
 * are "Booked"; nights the host blocked (and not booked) are "Not available"; no guest is named.
 *
 * Nights imported from other sites are left out on purpose: if two sites import each other's feeds,
 * re-exporting an imported block would send it back to where it came from, where it would come back
 * as a block of its own, and so on, and a night freed there would stay blocked for ever.
 */

type Range = {
  kind: 'booked' | 'blocked';
  start: string;
  end: string;
};

export interface ExportFeed {
  body: string;
  etag: string;
}

/** Stays and blocks from yesterday on, each kind merged into ranges (range_agg joins adjacent ones). */
async function findRanges(db: Database, unitId: number): Promise<Range[]> {
  const result = await db.execute<Range>(sql`
    with booked as (
      select coalesce(range_agg(r.stay), '{}') as m from reservations r
      where r.unit_id = ${unitId} and ${liveStay('r')} and r.check_out >= current_date - 1
    ), blocked as (
      select coalesce(range_agg(daterange(d.day, d.day + 1)), '{}') - (select m from booked) as m
      from unit_blocked_days d where d.unit_id = ${unitId} and d.day >= current_date - 1
    )
    select 'booked' as kind, to_char(lower(x), 'YYYY-MM-DD') as start, to_char(upper(x), 'YYYY-MM-DD') as end
      from booked, unnest(booked.m) x
    union all
    select 'blocked', to_char(lower(x), 'YYYY-MM-DD'), to_char(upper(x), 'YYYY-MM-DD')
      from blocked, unnest(blocked.m) x
    order by 2, 1`);
  return result.rows;
}

/** The unit behind an export token, or undefined (an unknown or rotated token). */
export async function findExportUnit(db: Database, token: string) {
  const result = await db.execute<{ unit_id: number; title: string; rotated_at: string }>(sql`
    select t.unit_id, u.title_en as title, to_json(t.rotated_at) #>> '{}' as rotated_at
    from unit_feed_tokens t join units u on u.id = t.unit_id where t.token = ${token}`);
  return result.rows[0];
}

export async function buildExportFeed(
  db: Database,
  unit: { unit_id: number; title: string; rotated_at: string },
): Promise<ExportFeed> {
  const ranges = await findRanges(db, unit.unit_id);
  const calendar = ical({
    name: `Sakan: ${unit.title}`,
    prodId: { company: 'Sakan', product: 'calendar-sync', language: 'EN' },
  });
  // DTSTAMP is the token's date, not now, so an unchanged calendar is byte-identical (and its ETag
  // stable) between polls.
  const stamp = new Date(unit.rotated_at);
  for (const range of ranges) {
    calendar.createEvent({
      // Stable while the range keeps its first night, so other sites update one event, not a new one.
      id: `${unit.unit_id}-${range.kind}-${range.start}@sakan`,
      start: range.start,
      end: range.end,
      allDay: true,
      stamp,
      summary: range.kind === 'booked' ? 'Booked' : 'Not available',
    });
  }
  const body = calendar.toString();
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}
