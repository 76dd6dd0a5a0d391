import type { ReservationTab } from '../../../contract/reservations-account';

// Kept apart from the loaders' helpers: a route's validateSearch stays in the app's first bundle,
// so it must import nothing heavy (the saved cache's code only loads with a trips page).
const TABS: readonly ReservationTab[] = ['upcoming', 'past', 'cancelled'];

/** account/reservations' URL: a known tab (upcoming by default), an optional search, a page. */
export function tripsSearch(raw: Record<string, unknown>): { tab: ReservationTab; q?: string; page: number } {
  const tab = TABS.includes(raw.tab as ReservationTab) ? (raw.tab as ReservationTab) : 'upcoming';
  const q = typeof raw.q === 'string' ? raw.q.trim().slice(0, 100) : '';
  const page = Number(raw.page);
  return {
    tab,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    ...(q ? { q } : {}),
  };
}
