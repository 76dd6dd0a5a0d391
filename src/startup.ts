import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { preloadSelect } from './components/ui/LazySelect';
import { toast } from './components/ui/toast-queue';
import { socialLinksQueryOptions } from './features/content/api/get-social-links';
import { syncRouteRules } from './features/content/api/sync-route-rules';
import { currentLocale } from './lib/i18n';
import { linkManifest } from './lib/manifest-link';
import { applyUpdate, registerServiceWorker } from './lib/pwa';
import { revealScrollIndicatorOnScroll } from './lib/scroll-indicator';
import { startPersistence, whenRestored } from './lib/query-persist';
import { whenSettled } from './lib/settled';

/**
 * Everything the app does at startup that the first paint does not need: restoring the offline
 * cache, the startup calls of the spec (API calls) and, once the page has settled, the manifest and the service
 * worker. Loaded as its own chunk after first render.
 */
export function startAfterFirstPaint(queryClient: QueryClient, router: AnyRouter): void {
  startPersistence(queryClient, __BUILD_ID__);
  // A server-rendered page (and now every page a guest opens online, the worker passing navigations
  // through) puts its data in the cache before the persister subscribes, so nothing would save it
  // until the next change and it would not open offline. One change once restored writes it: it goes
  // through the persister's own subscription, so whatever stops the persister (sign-out) stops it too.
  void whenRestored().then(() => queryClient.setQueryData(['offline', 'saved-at'], Date.now()));
  const sync = () => void syncRouteRules(queryClient, router).catch(() => undefined);
  router.subscribe('onResolved', sync);
  // A page rendered here has no server markup to show while a list's code loads (LazySelect): the
  // code starts loading with the first navigation, beside the next page's own code and data.
  router.subscribe('onBeforeNavigate', preloadSelect);
  // The worker's first install downloads every file of the app. Waiting until the page has
  // settled keeps that out of the way of the page's own code, data and photos, and of a phone's
  // two or four cores while the page is still starting.
  // The manifest and a phone's scroll indicator wait for the same moment (manifest-link.ts,
  // scroll-indicator.ts), and so do the spec's startup calls: the social settings (the footer shows them
  // when they arrive) and the route rules. Both go through the response schemas, whose code
  // (zod: much code to compile and evaluate on a phone) no first screen needs.
  const revealScrollIndicator = revealScrollIndicatorOnScroll();
  whenSettled(() => {
    void queryClient.prefetchQuery(socialLinksQueryOptions());
    sync();
    revealScrollIndicator();
    linkManifest(currentLocale());
    void registerServiceWorker(() =>
      toast.action({
        title: t`A new version of Sakan is available.`,
        description: t`Reload to get the latest improvements.`,
        action: { label: t`Reload`, onAction: () => applyUpdate() },
      }),
    );
  });
}
