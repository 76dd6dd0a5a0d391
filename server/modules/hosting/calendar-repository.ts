import { sql } from 'drizzle-orm';
import type { NightState } from '../../../contract/hosting-calendar';
import type { Database } from '../../db/client';
import { addDays } from '../../lib/days';
import type { Season } from '../checkout/pricing-rules';
import { checkInMinimumsSql, seasonsSql, unitTermsSql, type UnitTerms } from '../checkout/rules-sql';
import { liveStay } from '../units/repository';

/**
 * The SQL of a host's calendar. Reads name the caller (`units.host_id`), so another host's unit reads
 * as absent (404). Each read takes one statement however many nights it spans.
 */

/** A live stay near the window: booked (confirmed or completed) or held (a hold not yet run out). */
export interface CalendarStay {
  code: string;
  guestName: string;
  held: boolean;
  checkIn: string;
  checkOut: string;
}

export interface CalendarRows {
  unit: UnitTerms;
  seasons: Season[];
  overrides: [string, number][];
  minimums: [string, number][];
  blocked: string[];
  stays: CalendarStay[];
  /** [night, feed name] for every imported night, by night then name. */
  imported: [string, string][];
}

/** The most preparation nights a unit may keep (unit_pricing_days): stays this far out still matter. */
const MAX_PREP_NIGHTS = 30;

/** Everything the calendar of [from, to) is made of; null when the unit is not the host's. */
export async function findCalendar(
  db: Database,
  hostId: string,
  unitId: number,
  from: string,
  to: string,
): Promise<CalendarRows | null> {
  const near = sql`daterange(${addDays(from, -MAX_PREP_NIGHTS)}::date, ${addDays(to, MAX_PREP_NIGHTS)}::date)`;
  const result = await db.execute<Omit<CalendarRows, 'unit'> & { unit: UnitTerms | null }>(sql`
    select ${unitTermsSql(unitId, hostId)} as unit,
      ${seasonsSql(unitId, from, to)} as seasons,
      ${checkInMinimumsSql(unitId, from, to)} as minimums,
      (select coalesce(json_agg(json_build_array(to_char(o.day, 'YYYY-MM-DD'), o.price_minor)), '[]')
       from unit_price_overrides o
       where o.unit_id = ${unitId}::int and o.day >= ${from}::date and o.day < ${to}::date) as overrides,
      (select coalesce(json_agg(to_char(b.day, 'YYYY-MM-DD')), '[]')
       from unit_blocked_days b
       where b.unit_id = ${unitId}::int and b.day >= ${from}::date and b.day < ${to}::date) as blocked,
      (select coalesce(json_agg(json_build_object('code', r.code, 'guestName', r.guest_name,
         'held', r.status = 'pending_payment', 'checkIn', to_char(r.check_in, 'YYYY-MM-DD'),
         'checkOut', to_char(r.check_out, 'YYYY-MM-DD')) order by r.check_in), '[]')
       from reservations r
       where r.unit_id = ${unitId}::int and r.stay && ${near} and ${liveStay('r')}) as stays,
      (select coalesce(json_agg(json_build_array(to_char(n.day, 'YYYY-MM-DD'), f.name) order by n.day, f.name), '[]')
       from unit_imported_nights n join unit_calendar_feeds f on f.id = n.feed_id
       where n.unit_id = ${unitId}::int and n.day >= ${from}::date and n.day < ${to}::date) as imported`);
  const row = result.rows[0];
  return row?.unit ? { ...row, unit: row.unit } : null;
}

/**
 * Whether the unit is the host's. No row lock: the edit holds the unit's hold lock, taken before this,
 * and a hold's insert locks the unit's row after that lock (its trigger), so locking the row here
 * first could deadlock against it.
 */
export async function ownUnit(tx: Database, hostId: string, unitId: number): Promise<boolean> {
  const result = await tx.execute(
    sql`select 1 from units where id = ${unitId}::int and host_id = ${hostId}::uuid`,
  );
  return result.rows.length > 0;
}

export type CurrentNight = NightState & {
  /** A live reservation (booked, or held and not run out) has the night: a block leaves it alone. */
  taken: boolean;
};

/** What the host owns of each night asked for, and whether a live stay has it, in the order asked. */
export async function readStates(tx: Database, unitId: number, days: string[]): Promise<CurrentNight[]> {
  const result = await tx.execute<CurrentNight>(sql`
    select to_char(d.day, 'YYYY-MM-DD') as date, b.day is not null as blocked,
      o.price_minor, m.min_nights,
      exists (select 1 from reservations r
        where r.unit_id = ${unitId}::int and r.stay @> d.day and ${liveStay('r')}) as taken
    from unnest(${sql.param(days)}::date[]) with ordinality as d(day, n)
    left join unit_blocked_days b on b.unit_id = ${unitId}::int and b.day = d.day
    left join unit_price_overrides o on o.unit_id = ${unitId}::int and o.day = d.day
    left join unit_check_in_minimums m on m.unit_id = ${unitId}::int and m.day = d.day
    order by d.n`);
  return result.rows;
}

export interface NightWrites {
  block: string[];
  unblock: string[];
  price: [string, number][];
  clearPrice: string[];
  min: [string, number][];
  clearMin: string[];
}

/** Writes the changes, one statement per kind that has any (the blocked days' triggers refresh search). */
export async function writeNights(tx: Database, unitId: number, w: NightWrites) {
  const days = (list: string[]) => sql`${sql.param(list)}::date[]`;
  const unit = sql`${unitId}::int`;
  if (w.block.length > 0) {
    await tx.execute(sql`insert into unit_blocked_days (unit_id, day)
      select ${unit}, d from unnest(${days(w.block)}) d on conflict do nothing`);
  }
  if (w.unblock.length > 0) {
    await tx.execute(
      sql`delete from unit_blocked_days where unit_id = ${unit} and day = any(${days(w.unblock)})`,
    );
  }
  if (w.price.length > 0) {
    await tx.execute(sql`insert into unit_price_overrides (unit_id, day, price_minor)
      select ${unit}, d, p from unnest(${days(w.price.map(([d]) => d))}, ${sql.param(w.price.map(([, p]) => p))}::int[]) t(d, p)
      on conflict (unit_id, day) do update set price_minor = excluded.price_minor`);
  }
  if (w.clearPrice.length > 0) {
    await tx.execute(
      sql`delete from unit_price_overrides where unit_id = ${unit} and day = any(${days(w.clearPrice)})`,
    );
  }
  if (w.min.length > 0) {
    await tx.execute(sql`insert into unit_check_in_minimums (unit_id, day, min_nights)
      select ${unit}, d, m from unnest(${days(w.min.map(([d]) => d))}, ${sql.param(w.min.map(([, m]) => m))}::int[]) t(d, m)
      on conflict (unit_id, day) do update set min_nights = excluded.min_nights`);
  }
  if (w.clearMin.length > 0) {
    await tx.execute(
      sql`delete from unit_check_in_minimums where unit_id = ${unit} and day = any(${days(w.clearMin)})`,
    );
  }
}
