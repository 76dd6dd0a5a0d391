/**
 * Full-page reloads (a new app version, a chunk that failed to load) are guarded by the spec's 10-second
 * window, so a broken deploy cannot trap the visitor in a reload loop.
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'sakan:last-reload';

export function canReload(
  now: number = Date.now(),
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): boolean {
  const last = Number(storage.getItem(KEY) ?? 0);
  return !(last > 0 && now - last < RELOAD_GUARD_MS);
}

/** Loads `href` from the network as a full page. Returns false when the guard window forbids it. */
export function reloadAt(href: string): boolean {
  if (!canReload()) return false;
  sessionStorage.setItem(KEY, String(Date.now()));
  window.location.assign(href);
  return true;
}

/** Vite and the browser word a failed dynamic import differently; these cover Chromium, Firefox and Safari. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}
