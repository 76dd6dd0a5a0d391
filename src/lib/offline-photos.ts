/**
 * Asks the service worker to keep the photos a saved unit shows (sw/saved-photos.ts), cache first, so
 * the wishlist and a saved unit's page keep their pictures offline. The page knows which file of each
 * srcset the browser chose (`currentSrc`), so exactly those are kept.
 */
export function keepPhotosOffline(root: ParentNode | null): void {
  if (!root || !('serviceWorker' in navigator)) return;
  const urls = [...root.querySelectorAll('img')]
    .map((img) => img.currentSrc || img.src)
    .filter((src) => src && new URL(src, location.href).pathname.startsWith('/media/'));
  if (urls.length === 0) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'KEEP_SAVED_PHOTOS', urls }),
  );
}

/** Sign-out: the user's saved photos go with the rest of their data. */
export async function forgetSavedPhotos(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => name.startsWith('sakan-saved-photos')).map((name) => caches.delete(name)),
  );
}
