import { mediaUrl } from '../../../contract/media';
import { TRIP_PHOTO_WIDTH, TRIP_PHOTOS_CACHE } from '../../../contract/offline';

/**
 * Saves the photos of upcoming stays in the trip cache, which the service worker reads first, so
 * the trip wallet shows them with no network. Best effort: a photo that fails is simply not saved.
 */
export async function cacheTripPhotos(keys: readonly string[]): Promise<void> {
  if (typeof caches === 'undefined' || keys.length === 0) return;
  const cache = await caches.open(TRIP_PHOTOS_CACHE);
  await Promise.all(
    keys.map(async (key) => {
      const url = mediaUrl(key, TRIP_PHOTO_WIDTH);
      if (!(await cache.match(url))) await cache.add(url).catch(() => undefined);
    }),
  );
}
