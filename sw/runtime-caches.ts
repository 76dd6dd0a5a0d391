import type { RouteMatchCallback, WorkboxPlugin } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { TRIP_PHOTOS_CACHE } from '../contract/offline';
import { isObsoleteCache, RUNTIME_CACHES, type RuntimeCache } from './cache-names';
import { savedPhoto } from './saved-photos';
import {
  apiCacheFor,
  apiCacheKey,
  isPhoto,
  isShareableApiAnswer,
  isShareableImage,
  isStaticImage,
  type ApiCache,
} from './rules';

declare const self: ServiceWorkerGlobalScope;

/*
 * Why personal data never enters these caches (the one exception, the trip photo cache, is the app's
 * own and is deleted on sign-out; see below) (every check is in rules.ts, unit-tested):
 * - The API routes match an allow-list of public catalogue paths. Account, auth, reservations, wishlist,
 *   notifications and every other /api/ call goes straight to the network; it is never offered to a cache.
 * - A request with an Authorization header is neither matched nor stored, so a signed-in visitor's calls
 *   (the app sends the token on all of them) stay out too; the catalogue needs no sign-in to be read.
 * - A response marked `private`, or varying on anything but language and currency, is not stored.
 * So logout has nothing to clear here. Names and limits live in cache-names.ts.
 */

const storeOnly = (check: (request: Request, response: Response) => boolean): WorkboxPlugin => ({
  cacheWillUpdate: async ({ request, response }) => (check(request, response) ? response : null),
});

// Language and currency become part of the key (rules.ts, apiCacheKey): Workbox reads and writes under it.
const keyedByLanguageAndCurrency: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request),
};

const expiry = ({ maxEntries, maxAgeSeconds }: RuntimeCache, purgeOnQuotaError = false) =>
  new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError });

const apiRoute =
  (cache: ApiCache): RouteMatchCallback =>
  ({ request }) =>
    apiCacheFor(request, self.location.origin) === cache;

export function registerRuntimeCaches(): void {
  // Stale-while-revalidate: a page never waits on the network for data it has shown before, works
  // offline, and the copy is refreshed behind it for the next visit. The age limit is also checked on
  // read, against the Date header the server always sends, so no copy older than maxAgeSeconds is shown.
  for (const cache of ['reference', 'catalogue'] as const) {
    registerRoute(
      apiRoute(cache),
      new StaleWhileRevalidate({
        cacheName: RUNTIME_CACHES[cache].name,
        plugins: [storeOnly(isShareableApiAnswer), keyedByLanguageAndCurrency, expiry(RUNTIME_CACHES[cache])],
      }),
    );
  }

  // Photos and artwork rarely change (photo URLs never do), so cache-first. Precached images never reach
  // these routes (the precache answers first). purgeOnQuotaError lets the browser drop an image cache
  // rather than fail other writes when storage is full; the API caches are small and kept.
  // The photos of the signed-in guest's upcoming stays are saved by the app itself in the trip cache
  // (contract/offline.ts), outside the photo cache's expiry, so the trip wallet keeps them offline;
  // they are read first. The app deletes that cache on sign-out.
  // A saved unit's photo (saved-photos.ts) is answered from its own cache first, which is never purged
  // for space like the general one.
  const photos = new CacheFirst({
    cacheName: RUNTIME_CACHES.photos.name,
    plugins: [storeOnly(isShareableImage), expiry(RUNTIME_CACHES.photos, true)],
  });
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && isPhoto(url),
    async (options) =>
      (await caches.match(options.request, { cacheName: TRIP_PHOTOS_CACHE })) ??
      (await savedPhoto(options.request)) ??
      photos.handle(options),
  );
  registerRoute(
    ({ url, sameOrigin }) => sameOrigin && isStaticImage(url),
    new CacheFirst({
      cacheName: RUNTIME_CACHES.images.name,
      plugins: [storeOnly(isShareableImage), expiry(RUNTIME_CACHES.images, true)],
    }),
  );

  // Caches from earlier versions of this worker (another version number, or a retired family) would
  // otherwise sit in storage for ever; their expiry records in IndexedDB go with them.
  self.addEventListener('activate', (event) => {
    event.waitUntil(deleteObsoleteCaches());
  });
}

async function deleteObsoleteCaches(): Promise<void> {
  const names = (await self.caches.keys()).filter(isObsoleteCache);
  await Promise.all(
    names.map(async (name) => {
      await new CacheExpiration(name, { maxEntries: 1 }).delete();
      await self.caches.delete(name);
    }),
  );
}
