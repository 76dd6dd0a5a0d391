/**
 * The search of the host's pages (they share one route, hosting/$). The route keeps it as given: its
 * check would ride in every guest's first load with the route's definition. Each section checks the
 * keys it reads where it reads them (hostStaysSearch, earningsSearch), inside the host's chunk. None
 * is required, so a link to a unit needs no search.
 */
export interface HostSearch {
  tab?: string;
  q?: string;
  page?: number | string;
  from?: string;
  to?: string;
}
