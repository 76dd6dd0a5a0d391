import type { Locale } from '../../../contract/common';
import type { UnitSort } from '../../../contract/units';
import { nightsBetween } from '../../../contract/units-nights';
import { today } from '../../lib/days';
import type { Rate } from '../../lib/money';
import { cardFieldsSql, coverSql, rateParams, stayTotalSql } from './card-json';
import { publishedSql } from './published';
import { matchesSql, termsSql, type Tuning } from './search-matches';

/** What a search filters on; money in SAR halalas, already translated from the requested currency. */
export interface UnitFilter {
  cityId?: number;
  categoryId?: number;
  /** Inclusive bounds on base_price_minor. */
  minSar?: number;
  maxSar?: number;
  guests?: number;
  bedrooms?: number;
  amenityIds?: number[];
  /** Free for every night in [from, to). */
  free?: { from: string; to: string };
}

export interface Statement {
  /** A prepared statement's name, one per SQL text; none sends it unnamed, planned for its values. */
  name?: string;
  text: string;
  values: unknown[];
}

/**
 * How far a search counts. Counting every match reads the whole city (or all units) on every search,
 * while a page reads a dozen index entries; so matches are counted up to the smallest window that holds
 * the page asked for, and past it the answer says "at least". The first pages count to 100 ("100+
 * stays"); a visitor who pages to the end of that moves to 200, and so on, up to 1,000: nobody pages
 * past a thousand stays, they narrow the search. The window is a literal in
 * the SQL, so the planner sees a small LIMIT and each window is its own prepared statement.
 */
export const COUNT_WINDOWS = [100, 200, 400, 1_000] as const;
export const MAX_WINDOW = COUNT_WINDOWS[COUNT_WINDOWS.length - 1]!;

/**
 * The smallest window reaching past the page asked for: when the count fills it, at least one match
 * lies beyond this page, so the pager always offers the next one.
 */
export const windowFor = (offset: number, limit: number) =>
  COUNT_WINDOWS.find((size) => offset + limit < size) ?? MAX_WINDOW;

/**
 * Each order is a covering index's order, with and without a city (migrations 0015 and 0019), NULLS LAST
 * included: a plain DESC (NULLS FIRST) would not match them, and PostgreSQL would sort the city.
 * `key` is the column the order reads besides the id, selected so the scan stays index-only.
 */
const ORDERS: Record<UnitSort, { key: string; order: (t: string) => string }> = {
  newest: { key: 'created_at', order: (t) => `${t}.created_at desc nulls last, ${t}.id desc nulls last` },
  price_asc: { key: 'base_price_minor', order: (t) => `${t}.base_price_minor, ${t}.id` },
  price_desc: { key: 'base_price_minor', order: (t) => `${t}.base_price_minor desc, ${t}.id desc` },
  rating: {
    key: 'rating_average',
    order: (t) => `${t}.rating_average desc nulls last, ${t}.id desc nulls last`,
  },
};

/**
 * Conditions on `u`, each tested in the covering index's entry (no table visit for a candidate):
 * `scope` is what the index's range narrows to (published, the city), `rest` what each entry is tested
 * for, `terms` the same filters for the inverted index (search-matches.ts).
 */
function conditions(filter: UnitFilter, param: (value: unknown) => string) {
  // Published only, first: the covering indexes are partial on this very predicate (published.ts).
  const scope: string[] = [publishedSql('u')];
  if (filter.cityId !== undefined) scope.push(`u.city_id = ${param(filter.cityId)}::int`);
  const rest: string[] = [];
  if (filter.categoryId !== undefined) rest.push(`u.category_id = ${param(filter.categoryId)}::int`);
  if (filter.guests !== undefined) rest.push(`u.guests >= ${param(filter.guests)}::int`);
  if (filter.bedrooms !== undefined) rest.push(`u.bedrooms >= ${param(filter.bedrooms)}::int`);
  if (filter.minSar !== undefined) rest.push(`u.base_price_minor >= ${param(filter.minSar)}::int`);
  if (filter.maxSar !== undefined) rest.push(`u.base_price_minor <= ${param(filter.maxSar)}::int`);
  // "Has all of these", from the row's own copy of its amenities (units.amenity_ids, kept by triggers).
  if (filter.amenityIds?.length) rest.push(`u.amenity_ids @> ${param(filter.amenityIds)}::int[]`);
  // units.unavailable holds every blocked night and every held or booked stay as one multirange
  // (triggers, migrations 0012 and 0016), so availability is one test in the index entry.
  if (filter.free) {
    rest.push(
      `not (u.unavailable && daterange(${param(filter.free.from)}::date, ${param(filter.free.to)}::date))`,
    );
  }
  return { scope, rest, terms: termsSql(filter, param) };
}

/**
 * One search as one statement: find up to the window's matches in order (the count; search-matches.ts
 * says how, whether matches are common or rare) and build the page's cards as one JSON array. It goes
 * unnamed, so PostgreSQL plans it for its own values every time (about 1 ms): a named statement
 * settles after five runs on one plan for all values, and for some shapes that plan took a price or
 * amenity index and sorted every match, 10–30 ms where walking the sort's index reads a few dozen
 * entries (measured with the bench's search mix at 100,000 units).
 */
export function searchStatement(
  filter: UnitFilter,
  locale: Locale,
  page: { sort: UnitSort; limit: number; offset: number },
  rate: Rate,
  tuning?: Tuning,
): Statement {
  const values: unknown[] = [];
  const param = (value: unknown) => `$${values.push(value)}`;
  const { key, order } = ORDERS[page.sort];
  const { scope, rest, terms } = conditions(filter, param);
  const window = windowFor(page.offset, page.limit);
  const money = rateParams(rate);
  const rateRefs = { p: param(money.p), q: param(money.q), code: param(money.code) };
  // Only a dated search prices the stay, and only for the cards on the page, never per match.
  const stay = filter.free
    ? `, 'stay', ${stayTotalSql(
        {
          from: param(filter.free.from),
          to: param(filter.free.to),
          nights: param(nightsBetween(filter.free.from, filter.free.to)),
          today: param(today()),
        },
        rateRefs,
      )}`
    : '';
  const offset = param(page.offset);
  // The window's extra row only tells "more"; a page never shows it.
  const limit = param(Math.max(0, Math.min(page.limit, window - page.offset)));
  const text = `with ${matchesSql({ scope, rest, terms, key, order, probe: ORDERS.newest, window, tuning })}, p as (
  select * from m order by ${order('m')} offset ${offset}::int limit ${limit}::int
)
select (select count(*) from m)::int as total,
  coalesce((select json_agg(json_build_object(${cardFieldsSql(locale, rateRefs)}, 'cover', ${coverSql(locale)}${stay}) order by ${order('p')})
    from p join units u on u.id = p.id join cities c on c.id = u.city_id join categories g on g.id = u.category_id), '[]')::text as items`;
  return { text, values };
}
