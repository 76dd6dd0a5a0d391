import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './rules';

/**
 * Page navigations get the precached index.html, the whole app shell, so every /en/... and /ar/...
 * page opens offline and the router then picks the language and loads data. /api/, /auth/, the
 * sitemap and real files are denied (see rules.ts) and go to the network untouched.
 * Must run after registerPrecache(): the handler reads index.html from the precache.
 */
export function registerNavigation(): void {
  const shell = createHandlerBoundToURL('/index.html');
  registerRoute(new NavigationRoute(shell, { denylist: [...NAVIGATION_DENYLIST] }));
}
