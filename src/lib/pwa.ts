import type { Workbox } from 'workbox-window';
import { reloadAt } from './reload';

/**
 * Service-worker registration and the update flow that replaces latest.json polling (§4, §7).
 * A waiting worker raises the prompt; if the visitor ignores it, the new version takes over on the next
 * navigation. Either way the page reloads once, under the 10-second guard of §9.
 */
let workbox: Workbox | null = null;
let waiting = false;
let targetHref: string | null = null;

const UPDATE_CHECK_MS = 30 * 60 * 1000;

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
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) reloadAt(targetHref ?? window.location.href);
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
}

/** Called before each navigation: an ignored update is applied, landing on the page being opened. */
export function applyUpdateOnNavigation(href: string): void {
  if (waiting) applyUpdate(href);
}
