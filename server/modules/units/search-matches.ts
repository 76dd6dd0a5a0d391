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
 * 1. Probe: walk the first `probe` units of the city (or catalogue) newest first, an order unrelated
 *    to the filters, so the share that matches is typical. When the range ends inside the probe, the
 *    probe saw every match; when the search is newest first and the probe holds more than the window,
 *    it is the answer.
 * 2. When at least `sparse` of them matched, walk the search's own order as before: matches are common
 *    enough for the walk to be short.
 * 3. Otherwise collect every match through units.search_terms' inverted (GIN) index, migration 0030,
 *    and sort that handful. Up to `collect` of them; past that, walk after all.
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
    terms.push(`u.search_terms && price_search_terms(${city()}, ${arg(minSar, 'int')}, ${arg(maxSar, 'int')})`);
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
  // Only a probe that found too few counts its range, to know whether the range ended inside it.
  const ended = `(select count(*) from (select from units u where ${scoped} order by ${probe.order('u')} limit ${size}) r) < ${size}`;
  const answered = probe.key === key ? `found > ${window} or ${ended}` : `found <= ${window} and ${ended}`;
  // Without terms there is no index to collect through; the walk is the way.
  const few = terms.length > 0 ? `found < ${sparse}` : 'false';
  return `w as materialized (
  select x.id from (
    select u.id, u.${probe.key}, ${test} as ok from units u where ${scoped} order by ${probe.order('u')} limit ${size}
  ) x where x.ok order by ${probe.order('x')} limit ${take}
), d as materialized (
  select found, ${answered} as answered from (select count(*) as found from w) f
), c as materialized (
  select * from (select u.id, u.${key} from units u
    where (select not answered and ${few} from d) and ${[all, ...terms].join(' and ')} offset 0) z limit ${collect + 1}
), e as materialized (
  select count(*) as collected from c
), m as materialized (
  (select u.id, u.${key} from w join units u on u.id = w.id where (select answered from d)
    order by ${order('u')} limit ${take})
  union all
  (select u.id, u.${key} from units u
    where (select not answered and not (${few} and (select collected <= ${collect} from e)) from d) and ${all}
    order by ${order('u')} limit ${take})
  union all
  (select * from c where (select collected <= ${collect} from e) order by ${order('c')} limit ${take})
)`;
}
