import { isPhoto } from './rules';

declare const self: ServiceWorkerGlobalScope;

/**
 * Photos of the units a user saved, kept apart from the general photo cache: that one is bounded and
 * purged first when storage runs short, while these are what the wishlist promises offline. The page
 * names the exact files it showed (src/lib/offline-photos.ts); sign-out deletes this cache. Photo URLs
 * are immutable, so a kept copy never goes stale.
 */
export const SAVED_PHOTOS_CACHE = 'sakan-saved-photos-v1';
/** A few dozen saved units with a handful of photos each; older ones go first beyond this. */
const MAX_SAVED_PHOTOS = 300;

export async function savedPhoto(request: Request): Promise<Response | undefined> {
  const cache = await self.caches.open(SAVED_PHOTOS_CACHE);
  return cache.match(request);
}

async function keep(urls: string[]): Promise<void> {
  const cache = await self.caches.open(SAVED_PHOTOS_CACHE);
  for (const href of urls) {
    const url = new URL(href, self.location.origin);
    if (url.origin !== self.location.origin || !isPhoto(url)) continue;
    if (await cache.match(url.href)) continue;
    // The general photo cache very likely has it already: no second download.
    const response = (await self.caches.match(url.href)) ?? (await fetch(url.href).catch(() => undefined));
    if (response?.ok) await cache.put(url.href, response.clone());
  }
  const keys = await cache.keys();
  for (const stale of keys.slice(0, Math.max(0, keys.length - MAX_SAVED_PHOTOS))) await cache.delete(stale);
}

export function registerSavedPhotos(): void {
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; urls?: unknown } | null;
    if (data?.type !== 'KEEP_SAVED_PHOTOS' || !Array.isArray(data.urls)) return;
    const urls = data.urls.filter((url): url is string => typeof url === 'string').slice(0, 100);
    event.waitUntil(keep(urls));
  });
}
