import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { isPublicApi, isShareable, isStaticImage } from './rules';

/*
 * Why personal data never enters these caches:
 * - The routes match an explicit list of public URLs only (rules.ts). Account, reservation, wishlist and
 *   every other /api/ call goes straight to the network; it is never even offered to a cache.
 * - `shareableOnly` refuses any request that carried an Authorization header and any response the
 *   server marked private or no-store, so a public endpoint that one day starts answering per user
 *   cannot leak one visitor's answer to the next person on the same device.
 * Cache names carry a version: bump it when a cached shape changes and the old cache is simply orphaned.
 */

export const PUBLIC_API_CACHE = 'sakan-public-api-v1';
export const IMAGE_CACHE = 'sakan-images-v1';

const DAY_SECONDS = 24 * 60 * 60;

const shareableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (isShareable(request, response) ? response : null),
};

export function registerRuntimeCaches(): void {
  // Stale-while-revalidate: startup never waits on these small lists, and the next start sees any change.
  registerRoute(
    ({ url, request, sameOrigin }) => sameOrigin && !request.headers.has('authorization') && isPublicApi(url),
    new StaleWhileRevalidate({
      cacheName: PUBLIC_API_CACHE,
      plugins: [shareableOnly, new ExpirationPlugin({ maxEntries: 20, maxAgeSeconds: DAY_SECONDS })],
    }),
  );

  // Images rarely change and a day-old one is harmless, so cache-first. Precached images never reach
  // this route (the precache answers first). The limits keep storage bounded, and purgeOnQuotaError
  // lets the browser drop this cache rather than fail other writes when the disk is full.
  registerRoute(
    ({ url, request, sameOrigin }) =>
      sameOrigin && !request.headers.has('authorization') && isStaticImage(url),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        shareableOnly,
        new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  );
}
