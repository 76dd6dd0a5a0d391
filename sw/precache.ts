import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

// vite-plugin-pwa replaces the literal `self.__WB_MANIFEST` at build time with the list of built
// files (globPatterns in vite.config.ts), each with a revision, so a new deploy re-fetches only what changed.
declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

export function registerPrecache(): void {
  precacheAndRoute(self.__WB_MANIFEST);
  // Caches left by older Workbox precache formats would otherwise sit in storage for ever.
  cleanupOutdatedCaches();
}
