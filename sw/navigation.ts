import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { networkOrShell } from './navigation-response';
import { NAVIGATION_DENYLIST } from './rules';

declare const self: ServiceWorkerGlobalScope;

/**
 * Page navigations go to the network first and come back untouched (navigation-response.ts), so the
 * server's status reaches the browser: a missing page or unit is a 404, never a soft 200 from the
 * worker. When there is no network, or it has not answered within a few seconds, the precached index.html, the whole app shell, answers, so every
 * /en/... and /ar/... page opens offline and the router then picks the language and loads its saved
 * data. /api/, /auth/, the sitemap and real files are denied (see rules.ts) and are never the shell.
 * Must run after registerPrecache(): the fallback reads index.html from the precache.
 */
export function registerNavigation(): void {
  const shell = createHandlerBoundToURL('/index.html');
  // Navigation preload starts the page's request while the worker boots, so going to the network
  // first costs no more than having no worker at all.
  self.addEventListener('activate', (event) => {
    event.waitUntil(Promise.resolve(self.registration.navigationPreload?.enable()).catch(() => undefined));
  });
  registerRoute(
    new NavigationRoute(
      (options) =>
        networkOrShell({
          network: async () =>
            ((await (options.event as FetchEvent).preloadResponse) as Response | undefined) ??
            fetch(options.request),
          shell: () => shell(options),
        }),
      { denylist: [...NAVIGATION_DENYLIST] },
    ),
  );
}
