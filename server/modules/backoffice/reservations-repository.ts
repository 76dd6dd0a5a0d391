import { sql, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../contract/common';
import type {
  StaffReservation,
  StaffReservationSort,
  StaffReservationsQuery,
  TimelineEntry,
} from '../../../contract/backoffice-reservations';
import type { Database } from '../../db/client';

/** `%` and `_` typed by staff match themselves, not any text. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const titleOf = (locale: Locale) =>
  locale === 'ar'
    ? sql`coalesce(nullif(u.title_ar, ''), u.title_en)`
    : sql`coalesce(nullif(u.title_en, ''), u.title_ar)`;

function filters(query: StaffReservationsQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (query.q) {
    const like = likeOf(query.q);
    where.push(sql`(r.code = upper(${query.q}) or r.guest_email ilike ${like} or r.guest_name ilike ${like}
      or g.email ilike ${like})`);
  }
  if (query.status) where.push(sql`r.status = ${query.status}`);
  if (query.unit) where.push(sql`r.unit_id = ${query.unit}`);
  if (query.from) where.push(sql`r.check_out > ${query.from}::date`);
  if (query.to) where.push(sql`r.check_in < ${query.to}::date`);
  return sql.join(where, sql` and `);
}

/** Each sort's column; the unit's title is the one the caller reads. */
const ORDER = (locale: Locale): Record<StaffReservationSort, SQL> => ({
  created: sql`r.created_at`,
  check_in: sql`r.check_in`,
  total: sql`r.total_minor`,
  code: sql`r.code`,
  guest: sql`r.guest_name`,
  unit: titleOf(locale),
});

export async function countStaffReservations(db: Database, query: StaffReservationsQuery) {
  const result = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from reservations r join users g on g.id = r.user_id
    where ${filters(query)}`);
  return result.rows[0]?.total ?? 0;
}

const ROW = (locale: Locale) => sql`
  r.code, r.status,
  json_build_object('id', g.id, 'name', r.guest_name, 'email', r.guest_email) as guest,
  json_build_object('id', u.id, 'title', ${titleOf(locale)}, 'slug', u.slug) as unit,
  to_char(r.check_in, 'YYYY-MM-DD') as check_in, to_char(r.check_out, 'YYYY-MM-DD') as check_out,
  r.nights, r.guests,
  json_build_object('amount_minor', r.total_minor, 'currency', r.currency) as total,
  to_json(r.created_at) #>> '{}' as created_at`;

/** One page of reservations, newest first unless asked otherwise; ties broken by code. */
export async function listStaffReservations(
  db: Database,
  locale: Locale,
  query: StaffReservationsQuery,
  limit: number,
  offset: number,
): Promise<StaffReservation[]> {
  const order = ORDER(locale)[query.sort ?? 'created'];
  const dir = query.dir === 'asc' ? sql`asc` : sql`desc`;
  const result = await db.execute<StaffReservation>(sql`
    select ${ROW(locale)}
    from reservations r join users g on g.id = r.user_id join units u on u.id = r.unit_id
    where ${filters(query)}
    order by ${order} ${dir}, r.code
    limit ${limit} offset ${offset}`);
  return result.rows;
}

export type StaffReservationRow = StaffReservation & {
  id: string;
  phone: string;
  host: { name: string; email: string } | null;
  promo_code: string | null;
  discount_minor: number;
  coins_spent: number;
  paid_minor: number | null;
  cancelled_by: string | null;
  cancel_reason: string | null;
};

export async function findStaffReservation(
  db: Database,
  locale: Locale,
  code: string,
): Promise<StaffReservationRow | undefined> {
  const result = await db.execute<StaffReservationRow>(sql`
    select ${ROW(locale)}, r.id, r.guest_phone as phone,
      case when h.id is null then null else json_build_object('name', h.name, 'email', h.email) end as host,
      r.promo_code, r.discount_minor, r.coins_spent, r.paid_minor, r.cancelled_by,
      nullif(concat_ws(' — ', r.cancel_reason, r.cancel_note), '') as cancel_reason
    from reservations r join users g on g.id = r.user_id join units u on u.id = r.unit_id
    left join users h on h.id = u.host_id
    where r.code = upper(${code})`);
  return result.rows[0];
}

/**
 * The stay's money and messages in time order: its creation, each payment attempt, the gateway's
 * events about it (matched by the reservation's id or a payment's reference in the event), the
 * confirmation, expiry or cancellation, the refund, and the guest's notifications about it.
 */
export async function timelineOf(db: Database, reservationId: string): Promise<TimelineEntry[]> {
  const result = await db.execute<TimelineEntry>(sql`
    with r as (select * from reservations where id = ${reservationId}),
    p as (select * from payments where reservation_id = ${reservationId})
    select * from (
      select to_json(r.created_at) #>> '{}' as at, 'created' as kind, r.status as status,
        json_build_object('amount_minor', r.total_minor, 'currency', r.currency) as amount, null as detail
      from r
      union all
      select to_json(p.created_at) #>> '{}', 'payment', p.status,
        json_build_object('amount_minor', p.amount_minor, 'currency', p.currency),
        concat_ws(' · ', p.provider, coalesce(p.provider_payment_id, p.provider_ref), p.failure_code)
      from p
      union all
      select to_json(w.received_at) #>> '{}', 'webhook', w.type, null, concat_ws(' · ', w.provider, w.event_id)
      from webhook_events w
      where w.received_at >= (select created_at from r) - interval '1 day'
        and (w.payload::text like '%' || ${reservationId} || '%'
          or exists (select 1 from p where w.payload::text like '%' || p.provider_ref || '%'
            or (p.provider_payment_id is not null and w.payload::text like '%' || p.provider_payment_id || '%')))
      union all
      select to_json(r.confirmed_at) #>> '{}', 'confirmed', null, null, null from r where r.confirmed_at is not null
      union all
      select to_json(r.expired_at) #>> '{}', 'expired', null, null, null from r where r.expired_at is not null
      union all
      select to_json(r.cancelled_at) #>> '{}', 'cancelled', r.cancelled_by, null, r.cancel_reason
      from r where r.cancelled_at is not null
      union all
      select to_json(coalesce(f.refunded_at, f.created_at)) #>> '{}', 'refund', f.status,
        json_build_object('amount_minor', f.amount_minor, 'currency', f.currency),
        concat_ws(' · ', f.provider, f.provider_refund_id, f.last_error)
      from reservation_refunds f where f.reservation_id = ${reservationId}
      union all
      select to_json(n.created_at) #>> '{}', 'notification', n.type, null, null
      from notifications n, r
      where n.user_id = r.user_id and n.link like '%/reservations/' || ${reservationId} || '%'
    ) t order by at, kind`);
  return result.rows.map((row) => ({ ...row, detail: row.detail || null }));
}
