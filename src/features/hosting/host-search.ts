/**
 * The search of every host section but Today (they share one route, hosting/$). This check rides in
 * every guest's first load with the route's definition, so it only keeps the keys the sections read,
 * as given; each section checks its own where it reads them (hostStaysSearch, earningsSearch), inside
 * the host's chunk. None is required, so a link to a unit needs no search.
 */
export interface HostSearch {
  tab?: string;
  q?: string;
  page?: number | string;
  from?: string;
  to?: string;
}

const KEYS = ['tab', 'q', 'page', 'from', 'to'] as const;

export function hostSearch(raw: Record<string, unknown>): HostSearch {
  const out: Record<string, unknown> = {};
  for (const key of KEYS)
    if (typeof raw[key] === 'string' || typeof raw[key] === 'number') out[key] = raw[key];
  return out as HostSearch;
}
