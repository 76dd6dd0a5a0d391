// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isObsoleteCache, RUNTIME_CACHES } from './cache-names';

describe('RUNTIME_CACHES', () => {
  const caches = Object.values(RUNTIME_CACHES);

  it('gives every cache its own versioned name and both limits', () => {
    expect(new Set(caches.map((cache) => cache.name)).size).toBe(caches.length);
    for (const cache of caches) {
      expect(cache.name).toMatch(/^sakan-[a-z][a-z-]*-v\d+$/);
      expect(cache.maxEntries).toBeGreaterThan(0);
      expect(cache.maxAgeSeconds).toBeGreaterThan(0);
    }
  });
});

describe('isObsoleteCache', () => {
  it('keeps the current caches', () => {
    for (const { name } of Object.values(RUNTIME_CACHES)) expect(isObsoleteCache(name)).toBe(false);
  });

  it('drops another version of a current cache and every version of a retired one', () => {
    expect(isObsoleteCache('sakan-api-catalogue-v0')).toBe(true);
    expect(isObsoleteCache('sakan-photos-v2')).toBe(true);
    expect(isObsoleteCache('sakan-public-api-v1')).toBe(true);
  });

  it("never touches Workbox's precache or caches it does not own", () => {
    expect(isObsoleteCache('workbox-precache-v2-https://sakan.example/')).toBe(false);
    expect(isObsoleteCache('sakan-offline-pages-v1')).toBe(false);
    expect(isObsoleteCache('sakan-photos')).toBe(false);
    expect(isObsoleteCache('other-app-v1')).toBe(false);
  });
});
