import type { UnitFilter } from './search-statement';

/**
 * How a search finds its matches in sort order, up to the count window (search-statement.ts), at any
 * catalogue size.
 *
 * Walking the sort's covering index and testing each entry is cheap when matches are common: a page
 * of 12 with a window of 100 reads a few hundred entries. When they are rare it reads the whole city,
 * or every unit without a city, before it can say there are only three: at 1,000,000 units, 100,000
 * or 1,000,000 entries (50–450 ms). PostgreSQL cannot tell the two apart from statistics (it takes
 * filters as independent, and "seven guests, a washer and a gym" is far rarer than the product of
 * each), so the statement finds out, in one round trip:
 * 1. Walk the search's order for at most `probe` units of the city (or catalogue). When they hold more
 *    than the window, or the range ends inside them, that is the answer: the common case, at the
 *    cost it always had.
 * 2. Otherwise look at the first `probe` units newest first, an order unrelated to the filters, so
 *    the share that matches is typical (a search by price may start among units none of which
 *    match, though many further on do). When at least `sparse` of them match, walk on in the search's
 *    order: matches are common enough for that to be short.
 * 3. Otherwise collect every match through units.search_terms' inverted (GIN) index, migration 0030,
 *    and sort that handful. Up to `collect` of them; past that, walk on after all.
 * Each branch runs only when chosen (a one-time filter on the probe's counts), and all give the same
 * rows in the same order (search-matches.test.ts), so the choice changes cost, never the answer.
 * The sizes were chosen with `npm run bench:api -- --million` (tests/bench/NOTES.md).
 */
export interface Tuning {
  probe: number;
  sparse: number;
  collect: number;
}
export const TUNING: Tuning = { probe: 2_000, sparse: 16, collect: 1_000 };

type Order = (alias: string) => string;

export interface MatchQuery {
  /** What narrows the index's range: published, the city. */
  scope: string[];
  /** What each entry is tested for. */
  rest: string[];
  /** The same filters as terms of units.search_terms (termsSql), for its inverted index. */
  terms: string[];
  /** The column the order reads besides the id. */
  key: string;
  order: Order;
  /** The order the probe walks (newest first). */
  probe: { key: string; order: Order };
  window: number;
  tuning?: Tuning;
}

/**
 * The filters as conditions on units.search_terms (migration 0030): the terms a match must have, and
 * one of the price bands covering the price range, in the city's own terms when there is one.
 * Necessary conditions only, for the GIN index; the exact ones stay beside them. None when no filter
 * has a term (a city alone, or dates alone).
 */
export function termsSql(filter: UnitFilter, param: (value: unknown) => string): string[] {
  const terms: string[] = [];
  const { cityId, categoryId, guests, bedrooms, amenityIds, minSar, maxSar } = filter;
  const arg = (value: unknown, type: string) => `${param(value ?? null)}::${type}`;
  const city = () => arg(cityId, 'int');
  if ([categoryId, guests, bedrooms].some((value) => value !== undefined) || amenityIds?.length) {
    terms.push(
      `u.search_terms @> wanted_search_terms(${city()}, ${arg(categoryId, 'int')}, ${arg(guests, 'int')}, ${arg(bedrooms, 'int')}, ${arg(amenityIds, 'int[]')})`,
    );
  }
  if (minSar !== undefined || maxSar !== undefined)
    terms.push(
      `u.search_terms && price_search_terms(${city()}, ${arg(minSar, 'int')}, ${arg(maxSar, 'int')})`,
    );
  return terms;
}

/** CTEs ending in `m`: up to window + 1 matching (id, key) rows, in the search's order. */
export function matchesSql(query: MatchQuery): string {
  const { scope, rest, terms, key, order, probe, window } = query;
  const { probe: size, sparse, collect } = query.tuning ?? TUNING;
  const test = rest.length > 0 ? rest.join(' and ') : 'true';
  const all = [...scope, ...rest].join(' and ');
  const scoped = scope.join(' and ');
  const take = window + 1;
  const first = (columns: string, orderBy: string) =>
    `select ${columns} from units u where ${scoped} order by ${orderBy} limit ${size}`;
  // How many of the first units newest first match, up to `sparse`: only asked when the walk did
  // not answer, and the walk's own count when it is newest first already.
  const typical =
    probe.key === key
      ? 'found'
      : `(select count(*) from (select from (${first(`${test} as ok`, probe.order('u'))}) x where x.ok limit ${sparse}) y)`;
  // Without terms there is no index to collect through; the walk is the way.
  const few = terms.length > 0 ? `${typical} < ${sparse}` : 'false';
  return `w as materialized (
  select x.id, x.${key} from (${first(`u.id, u.${key}, ${test} as ok`, order('u'))}) x
  where x.ok order by ${order('x')} limit ${take}
), d as materialized (
  select found, found > ${window} or (select count(*) from (${first('', order('u'))}) r) < ${size} as answered
  from (select count(*) as found from w) f
), r as materialized (
  select answered, not answered and ${few} as rare from d
), c as materialized (
  select * from (select u.id, u.${key} from units u
    where (select rare from r) and ${[all, ...terms].join(' and ')} offset 0) z limit ${collect + 1}
), e as materialized (
  select count(*) <= ${collect} as collected from c
), m as materialized (
  select * from w where (select answered from r)
  union all
  (select u.id, u.${key} from units u
    where (select not answered and not (rare and (select collected from e)) from r) and ${all}
    order by ${order('u')} limit ${take})
  union all
  (select * from c where (select rare from r) and (select collected from e) order by ${order('c')} limit ${take})
)`;
}
