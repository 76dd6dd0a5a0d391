import { sql } from 'drizzle-orm';
import type { CalendarConflict } from '../../../contract/backoffice';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';

/** Conflicts still ahead (their last night is today or later), for live stays only. */
const AHEAD = sql`c.last_night >= current_date and r.status in ('pending_payment', 'confirmed')`;

export async function countConflicts(db: Database): Promise<number> {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from unit_feed_conflicts c
    join reservations r on r.id = c.reservation_id where ${AHEAD}`);
  return result.rows[0]?.total ?? 0;
}

/** One page of conflicts, soonest first, with the unit, its host and the stay named. */
export async function listConflicts(
  db: Database,
  locale: Locale,
  limit: number,
  offset: number,
): Promise<CalendarConflict[]> {
  const title =
    locale === 'ar'
      ? sql`coalesce(nullif(u.title_ar, ''), u.title_en)`
      : sql`coalesce(nullif(u.title_en, ''), u.title_ar)`;
  const result = await db.execute<CalendarConflict>(sql`
    select f.id as feed_id, f.name as feed_name,
      json_build_object('id', u.id, 'title', ${title}, 'slug', u.slug) as unit,
      case when h.id is null then null else json_build_object('name', h.name, 'email', h.email) end as host,
      json_build_object('code', r.code, 'guest_name', r.guest_name,
        'check_in', to_char(r.check_in, 'YYYY-MM-DD'), 'check_out', to_char(r.check_out, 'YYYY-MM-DD'),
        'status', r.status) as reservation,
      to_char(c.first_night, 'YYYY-MM-DD') as first_night, to_char(c.last_night, 'YYYY-MM-DD') as last_night,
      to_json(c.detected_at) #>> '{}' as detected_at
    from unit_feed_conflicts c
    join reservations r on r.id = c.reservation_id
    join unit_calendar_feeds f on f.id = c.feed_id
    join units u on u.id = f.unit_id
    left join users h on h.id = u.host_id
    where ${AHEAD}
    order by c.first_night, f.id, r.code
    limit ${limit} offset ${offset}`);
  return result.rows;
}
