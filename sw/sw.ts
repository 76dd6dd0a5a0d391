/**
 * The Sakan service worker: a composition root only. Each concern lives in its own module so it can
 * be read (and tested) alone; the order below is load-bearing because Workbox answers a request with
 * the first route that matches.
 */
import { registerNavigation } from './navigation';
import { registerOutboxSync } from './outbox-sync';
import { registerPush } from './push';
import { registerSavedPhotos } from './saved-photos';
import { registerPrecache } from './precache';
import { registerRuntimeCaches } from './runtime-caches';
import { registerUpdateFlow } from './update';

// 1. The built app (JS, CSS, index.html, icons, manifests) from the versioned precache.
registerPrecache();

// 2. Page navigations go to the network as they are (the server's status kept) and get the precached
//    shell only offline; /api/, /auth/, the sitemap and real files never do.
registerNavigation();

// 3. Allow-listed public API GETs (keyed by language and currency) and images, in the named, expiring
//    caches of cache-names.ts. Everything else goes to the network.
registerRuntimeCaches();

// 4. A waiting worker takes over only when the app asks (its "new version" prompt).
registerUpdateFlow();

// 5. Personal, opt-in: photos of saved units kept for offline reading (the page names them), Web Push
//    with the app badge, and Background Sync asking an open tab to replay the offline outbox.
registerSavedPhotos();
registerPush();
registerOutboxSync();
