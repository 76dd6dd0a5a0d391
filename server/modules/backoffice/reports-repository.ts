import { sql, type SQL } from 'drizzle-orm';
import type { ReportGroup } from '../../../contract/backoffice-reports';
import type { Locale } from '../../../contract/common';
import type { Database } from '../../db/client';

/** Money moves are counted by the month they happened in, in the platform's own time zone. */
export const REPORT_TIME_ZONE = 'Asia/Riyadh';

export type RawReportRow = {
  key: string;
  label: string;
  nights_available: number;
  nights_sold: number;
  room_minor: number;
  bookings: number;
  cancellations: number;
  revenue_minor: number;
  refunds_minor: number;
  /** Every row the report has, before its page is cut. */
  rows_total: number;
};

/** The grouping key of a row about unit `u` (and, for stay measures, month `m0`; for money, `at`). */
function keyOf(by: ReportGroup | 'total', month: SQL): SQL {
  if (by === 'month') return sql`to_char(${month}, 'YYYY-MM')`;
  if (by === 'city') return sql`u.city_id::text`;
  if (by === 'unit') return sql`u.id::text`;
  return sql`'total'`;
}

function labelOf(by: ReportGroup | 'total', locale: Locale): SQL {
  const ar = locale === 'ar';
  if (by === 'city')
    return sql`(select ${ar ? sql`c.name_ar` : sql`c.name_en`} from cities c where c.id::text = k.key)`;
  if (by === 'unit')
    return ar
      ? sql`(select coalesce(nullif(x.title_ar, ''), x.title_en) from units x where x.id::text = k.key)`
      : sql`(select coalesce(nullif(x.title_en, ''), x.title_ar) from units x where x.id::text = k.key)`;
  return sql`k.key`;
}

/**
 * One row per month, city or unit (or one `total` row) over the months from `from` (its first day)
 * up to, not including, `end`. Units are ranked by room revenue and paged; months and cities come whole.
 */
export async function reportRows(
  db: Database,
  locale: Locale,
  by: ReportGroup | 'total',
  window: { from: string; end: string },
  page?: { limit: number; offset: number },
): Promise<RawReportRow[]> {
  const moved = (column: SQL) => sql`date_trunc('month', ${column} at time zone ${REPORT_TIME_ZONE})::date`;
  const inWindow = (column: SQL) =>
    sql`${column} >= (${window.from}::date::timestamp at time zone ${REPORT_TIME_ZONE})
      and ${column} < (${window.end}::date::timestamp at time zone ${REPORT_TIME_ZONE})`;
  const stayKey = keyOf(by, sql`m.m0`);
  const result = await db.execute<RawReportRow>(sql`
    with months as (
      select m::date as m0, (m + interval '1 month')::date as m1
      from generate_series(${window.from}::date, (${window.end}::date - interval '1 month'), interval '1 month') m
    ),
    supply as (
      select ${stayKey} as key,
        sum(m.m1 - greatest(m.m0, coalesce(u.published_at, u.created_at)::date))::bigint as nights
      from units u join months m on coalesce(u.published_at, u.created_at)::date < m.m1
      where u.status = 'published'
      group by 1
    ),
    sold as (
      select ${stayKey} as key,
        sum(least(r.check_out, m.m1) - greatest(r.check_in, m.m0))::bigint as nights,
        -- Each month takes the nights' price up to its end less the price up to its start: a stay's
        -- months add up to its price exactly, whatever the rounding.
        sum(r.nights_minor::bigint * least(r.nights, greatest(0, m.m1 - r.check_in)) / r.nights
          - r.nights_minor::bigint * least(r.nights, greatest(0, m.m0 - r.check_in)) / r.nights)::bigint as room
      from reservations r
      join months m on r.check_in < m.m1 and r.check_out > m.m0
      join units u on u.id = r.unit_id
      where r.status in ('confirmed', 'completed')
      group by 1
    ),
    booked as (
      select ${keyOf(by, moved(sql`r.confirmed_at`))} as key, count(*)::bigint as bookings,
        sum(coalesce(r.paid_minor, r.total_minor))::bigint as revenue
      from reservations r join units u on u.id = r.unit_id
      where r.confirmed_at is not null and ${inWindow(sql`r.confirmed_at`)}
      group by 1
    ),
    cancelled as (
      select ${keyOf(by, moved(sql`r.cancelled_at`))} as key, count(*)::bigint as cancellations
      from reservations r join units u on u.id = r.unit_id
      where r.status = 'cancelled' and r.cancelled_at is not null and ${inWindow(sql`r.cancelled_at`)}
      group by 1
    ),
    refunded as (
      select ${keyOf(by, moved(sql`f.refunded_at`))} as key, sum(f.amount_minor)::bigint as refunds
      from reservation_refunds f
      join reservations r on r.id = f.reservation_id join units u on u.id = r.unit_id
      where f.status = 'succeeded' and f.refunded_at is not null and ${inWindow(sql`f.refunded_at`)}
      group by 1
    ),
    k as (
      ${by === 'month' ? sql`select to_char(m0, 'YYYY-MM') as key from months union ` : sql``}
      ${by === 'total' ? sql`select 'total' as key union ` : sql``}
      select key from supply union select key from sold union select key from booked
      union select key from cancelled union select key from refunded
    )
    select k.key, coalesce(${labelOf(by, locale)}, k.key) as label,
      coalesce(supply.nights, 0)::int as nights_available, coalesce(sold.nights, 0)::int as nights_sold,
      coalesce(sold.room, 0)::bigint as room_minor, coalesce(booked.bookings, 0)::int as bookings,
      coalesce(cancelled.cancellations, 0)::int as cancellations,
      coalesce(booked.revenue, 0)::bigint as revenue_minor, coalesce(refunded.refunds, 0)::bigint as refunds_minor,
      count(*) over ()::int as rows_total
    from k
    left join supply using (key) left join sold using (key) left join booked using (key)
    left join cancelled using (key) left join refunded using (key)
    order by ${by === 'unit' ? sql`coalesce(sold.room, 0) desc, k.key::int` : by === 'city' ? sql`label` : sql`k.key`}
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  return result.rows.map((row) => ({
    ...row,
    room_minor: Number(row.room_minor),
    revenue_minor: Number(row.revenue_minor),
    refunds_minor: Number(row.refunds_minor),
  }));
}
