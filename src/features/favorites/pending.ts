/**
 * A guest who presses a heart is sent to sign in; the unit they meant to save waits here (this tab
 * only) and is saved as soon as they are back signed in (live/engage.ts in notifications runs it).
 */
const KEY = 'sakan:pending-favorite';

export function rememberPendingFavorite(unitId: number): void {
  try {
    sessionStorage.setItem(KEY, String(unitId));
  } catch {
    // Storage refused (private mode): they sign in and press the heart again.
  }
}

export function takePendingFavorite(): number | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    const id = Number(raw);
    return raw && Number.isInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}
