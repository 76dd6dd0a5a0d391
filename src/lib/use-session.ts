import { useSyncExternalStore } from 'react';
import { onSessionChange, readSession, type Session } from './session';

let snapshot: Session | null = null;
let snapshotCookie = '';

/** Re-reads the cookies only when they changed, so the snapshot stays referentially stable. */
function getSnapshot(): Session {
  if (!snapshot || snapshotCookie !== document.cookie) {
    snapshotCookie = document.cookie;
    snapshot = readSession(snapshotCookie);
  }
  return snapshot;
}

export function useSession(): Session {
  return useSyncExternalStore(onSessionChange, getSnapshot, getSnapshot);
}
