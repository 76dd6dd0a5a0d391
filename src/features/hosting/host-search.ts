import type { HostStayTab } from '../../../contract/hosting-stays';
import { earningsSearch } from './earnings-search';
import { hostStaysSearch } from './search';

/**
 * The search of every host section but Today, as one lenient check (the sections share one route,
 * hosting/$): only well-formed keys survive and none is required, so a link to a unit needs no search.
 * Each section applies its own defaults (hostStaysSearch, rangeOf) where it reads them.
 */
export interface HostSearch {
  tab?: HostStayTab;
  q?: string;
  page?: number;
  from?: string;
  to?: string;
}

export function hostSearch(raw: Record<string, unknown>): HostSearch {
  const stays = hostStaysSearch(raw);
  return {
    ...earningsSearch(raw),
    ...(raw.tab === stays.tab ? { tab: stays.tab } : {}),
    ...(stays.q ? { q: stays.q } : {}),
    ...(raw.page !== undefined && stays.page > 1 ? { page: stays.page } : {}),
  };
}
