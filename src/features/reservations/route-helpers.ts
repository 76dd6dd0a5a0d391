import { whenRestored } from '../../lib/query-persist';
import { readSession } from '../../lib/session';
import { isOffline } from '../../lib/use-online';

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
