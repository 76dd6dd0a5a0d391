import type { Workbox } from 'workbox-window';
import { reloadAt } from './reload';

/**
 * Service-worker registration and the update flow that replaces latest.json polling (spec: states and transitions, API calls).
 * A waiting worker raises the prompt; if the visitor ignores it, the new version takes over on the next
 * navigation. Either way the page reloads once, under the spec's 10-second reload guard.
 */
let workbox: Workbox | null = null;
let waiting = false;
let targetHref: string | null = null;

const UPDATE_CHECK_MS = 30 * 60 * 1000;
/**
 * Chromium can park the new worker in "waiting" when a page request reaches the old one during the
 * handover (w3c/ServiceWorker#1295); a full reload un-parks it. If the takeover has not happened by
 * then, the page reloads at its target anyway.
 */
const PARKED_WORKER_RELOAD_MS = 3000;

export async function registerServiceWorker(onUpdateReady: () => void): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  // Loaded after the first render so it never weighs on the shell's first paint.
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  workbox = wb;
  wb.addEventListener('waiting', () => {
    waiting = true;
    onUpdateReady();
  });
  // Only a takeover this page asked for reloads it: the first install also claims the page, and that
  // must not reload anything.
  wb.addEventListener('controlling', () => {
    if (targetHref !== null) reloadAt(targetHref);
  });
  await wb.register();
  const check = () => void wb.update().catch(() => undefined);
  window.setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}

export function isUpdateWaiting(): boolean {
  return waiting;
}

/** Activates the waiting worker; the page reloads at `href` once it controls the page. */
export function applyUpdate(href: string = window.location.href): void {
  if (!workbox || !waiting) return;
  targetHref = href;
  workbox.messageSkipWaiting();
  window.setTimeout(() => reloadAt(href), PARKED_WORKER_RELOAD_MS);
}

/** How long a navigation gets to fetch its chunks before the waiting worker is asked to take over. */
const SETTLE_MS = 600;

/**
 * Called when a navigation starts: an ignored update is applied once the new page has rendered, so the
 * reload lands on the page being opened. Waiting a moment keeps the page's own chunk requests out of
 * the handover, which is what parks a worker (see PARKED_WORKER_RELOAD_MS).
 */
export function applyUpdateOnNavigation(currentHref: () => string): void {
  if (!waiting || targetHref !== null) return;
  window.setTimeout(() => applyUpdate(currentHref()), SETTLE_MS);
}
