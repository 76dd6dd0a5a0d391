import { sql, type SQL } from 'drizzle-orm';
import { publishedSql } from '../units/published';
import type { Season, UnitRules } from './pricing-rules';

/**
 * SQL pieces that read a unit's pricing rules for the engine (pricing-rules.ts), shared by the quote's
 * one read (quote-inputs.ts) and the unit page's calendar (units/availability.ts), so both price with
 * the same rules. A unit without a unit_pricing row has every rule off; a country without a
 * country_rules row prices Friday and Saturday nights as weekend nights (the column's default).
 */

/**
 * The unit's terms and rules, as one JSON object (UnitTerms), or null when there is no such unit or it
 * is not published (only published units are quoted or shown). With `hostId`, the unit whatever its
 * state but only when that host owns it: the host's own calendar shows a draft or paused unit too.
 */
export function unitTermsSql(unitId: number, hostId?: string): SQL {
  const whose = hostId === undefined ? sql.raw(publishedSql('u')) : sql`u.host_id = ${hostId}::uuid`;
  return sql`(select json_build_object('id', u.id, 'basePriceMinor', u.base_price_minor,
      'cleaningFeeMinor', u.cleaning_fee_minor, 'guests', u.guests, 'minNights', u.min_nights,
      'weekendNights', coalesce(cr.weekend_nights, '{5,6}'), 'weekendPriceMinor', p.weekend_price_minor,
      'weeklyPercent', coalesce(p.weekly_percent, 0), 'monthlyPercent', coalesce(p.monthly_percent, 0),
      'earlyBirdPercent', coalesce(p.early_bird_percent, 0), 'earlyBirdDays', coalesce(p.early_bird_days, 0),
      'lastMinutePercent', coalesce(p.last_minute_percent, 0), 'lastMinuteDays', coalesce(p.last_minute_days, 0),
      'maxNights', p.max_nights, 'advanceNoticeDays', coalesce(p.advance_notice_days, 0),
      'prepNights', coalesce(p.prep_nights, 0))
    from units u join cities c on c.id = u.city_id
    left join country_rules cr on cr.country_code = c.country_code
    left join unit_pricing p on p.unit_id = u.id
    where u.id = ${unitId}::int and ${whose})`;
}

/** The unit's seasons with a night in [from, to), as a JSON array of Season. */
export function seasonsSql(unitId: number, from: string, to: string): SQL {
  return sql`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name,
      'firstNight', to_char(s.first_night, 'YYYY-MM-DD'), 'lastNight', to_char(s.last_night, 'YYYY-MM-DD'),
      'priceMinor', s.price_minor, 'percent', s.percent, 'minNights', s.min_nights,
      'maxNights', s.max_nights) order by s.first_night), '[]')
    from unit_seasons s
    where s.unit_id = ${unitId}::int
      and daterange(s.first_night, s.last_night, '[]') && daterange(${from}::date, ${to}::date))`;
}

/** The minimum stays the host set for stays starting on nights in [from, to), as [day, nights] pairs. */
export function checkInMinimumsSql(unitId: number, from: string, to: string): SQL {
  return sql`(select coalesce(json_agg(json_build_array(to_char(m.day, 'YYYY-MM-DD'), m.min_nights)), '[]')
    from unit_check_in_minimums m
    where m.unit_id = ${unitId}::int and m.day >= ${from}::date and m.day < ${to}::date)`;
}

/**
 * Whether a live stay lies within the unit's prep nights of [from, to) without overlapping it (an
 * overlap is "taken", told apart): a stay ending fewer than prep nights before `from`, or starting
 * fewer than prep nights after `to`.
 */
export function prepConflictSql(unitId: number, from: string, to: string, live: SQL): SQL {
  return sql`exists (select 1 from reservations r join unit_pricing p on p.unit_id = r.unit_id
    where r.unit_id = ${unitId}::int and p.prep_nights > 0
      and daterange(r.check_in - p.prep_nights, r.check_out + p.prep_nights) && daterange(${from}::date, ${to}::date)
      and not (r.stay && daterange(${from}::date, ${to}::date)) and ${live})`;
}

export type UnitTerms = Omit<UnitRules, 'seasons' | 'overrides' | 'checkInMinNights'> & {
  id: number;
  cleaningFeeMinor: number;
  guests: number;
};

export function rulesOf(
  terms: UnitTerms,
  seasons: Season[],
  overrides: ReadonlyMap<string, number>,
  checkInMinNights: ReadonlyMap<string, number>,
): UnitRules & UnitTerms {
  return { ...terms, seasons, overrides, checkInMinNights };
}
