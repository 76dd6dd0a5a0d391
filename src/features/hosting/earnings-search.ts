import type { EarningsQuery } from '../../../contract/hosting';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The earnings page's search: only well-formed months survive, anything else falls back to the
 * default range. A module of its own, since a route's search check rides in every page's first load.
 */
export function earningsSearch(search: Record<string, unknown>): EarningsQuery {
  const out: EarningsQuery = {};
  if (typeof search.from === 'string' && MONTH.test(search.from)) out.from = search.from;
  if (typeof search.to === 'string' && MONTH.test(search.to)) out.to = search.to;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
  return out;
}
