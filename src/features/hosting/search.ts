import type { HostStayTab } from '../../../contract/hosting-stays';

// Kept apart from the loaders: a route's validateSearch stays in the app's first bundle.
export const HOST_STAY_TABS: readonly HostStayTab[] = ['upcoming', 'in_house', 'past', 'cancelled'];

export interface HostStaysSearch {
  tab: HostStayTab;
  q?: string;
  page: number;
}

/** hosting/reservations' URL: a known tab (upcoming by default), an optional search, a page. */
export function hostStaysSearch(raw: Record<string, unknown>): HostStaysSearch {
  const tab = HOST_STAY_TABS.includes(raw.tab as HostStayTab) ? (raw.tab as HostStayTab) : 'upcoming';
  // Control characters would only be refused by the server; dropped here so the URL stays usable.
  const text = typeof raw.q === 'string' ? [...raw.q].filter((ch) => ch.charCodeAt(0) >= 32).join('') : '';
  const q = text.trim().slice(0, 100);
  const page = Number(raw.page);
  return {
    tab,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...(q ? { q } : {}),
  };
}

/** The query a stays URL asks: a search looks through every tab. */
export const staysQueryOf = (search: HostStaysSearch) =>
  search.q ? { search: search.q, page: search.page } : { tab: search.tab, page: search.page };
