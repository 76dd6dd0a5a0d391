import type { ReservationTab } from '../../../contract/reservations-account';
import { whenRestored } from '../../lib/query-persist';
import { readSession } from '../../lib/session';
import { isOffline } from '../../lib/use-online';

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

/**
 * Offline, a page opened straight from the address bar must wait for the saved cache to be read back
 * from IndexedDB before asking for its data, or it would fail on the network instead of showing it.
 */
export async function whenOfflineRestored(): Promise<void> {
  if (isOffline()) await whenRestored();
}

/** The signed-in user (the account guard already sent everyone else to sign in). */
export function userIdOrThrow(): string {
  const id = readSession().user?.id;
  if (!id) throw new Error('Not signed in');
  return id;
}
