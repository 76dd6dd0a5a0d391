import { useSyncExternalStore } from 'react';
import { pageCookies } from '#page-environment';
import { onSessionChange, readSession, type Session } from './session';

let snapshot: Session | null = null;
let snapshotCookie = '';

/** Re-reads the cookies only when they changed, so the snapshot stays referentially stable. */
function getSnapshot(): Session {
  const cookies = pageCookies();
  if (!snapshot || snapshotCookie !== cookies) {
    snapshotCookie = cookies;
    snapshot = readSession(snapshotCookie);
  }
  return snapshot;
}

export function useSession(): Session {
  return useSyncExternalStore(onSessionChange, getSnapshot, getSnapshot);
}
