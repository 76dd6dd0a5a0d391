/**
 * Every runtime cache the worker owns, with its limits, in one place. Pure data and one pure check, so
 * it is unit-tested in Node and imported by runtime-caches.ts (the routes) and its activate cleanup.
 *
 * A name is `sakan-<family>-v<n>`. Bump n when what a cache holds changes shape or key (a worker with the
 * new name starts empty and deletes the old one on activate); add a family that is no longer used to
 * RETIRED_FAMILIES so its last copy is deleted too. The precache is Workbox's own (`workbox-precache-…`).
 */

const DAY_SECONDS = 24 * 60 * 60;

export interface RuntimeCache {
  name: string;
  maxEntries: number;
  maxAgeSeconds: number;
}

export const RUNTIME_CACHES = {
  /*
   * What every page reads: social links, route rules, cities, categories, currencies, counters and page
   * meta. About 20 URLs a language (meta has one per page), each a few kB; 60 holds both languages and a
   * currency switch. A week: these change rarely, and stale-while-revalidate refreshes each one whenever it
   * is read online, so the age only bounds how old an offline copy may be.
   */
  reference: { name: 'sakan-api-reference-v1', maxEntries: 60, maxAgeSeconds: 7 * DAY_SECONDS },
  /*
   * Listings and unit pages (units and investment). A unit page is 3–4 entries (unit, extras, calendar)
   * and each filter/sort/page combination of a listing is one, at 5–30 kB each: 120 is some thirty pages,
   * a few MB. Three days: prices, availability and funding move, and beyond that an offline copy misleads
   * more than it helps; online, each visit refreshes what it showed.
   */
  catalogue: { name: 'sakan-api-catalogue-v1', maxEntries: 120, maxAgeSeconds: 3 * DAY_SECONDS },
  /*
   * Unit and city photos (/media/<version>/…). The URLs are immutable, so the age only drops photos of
   * units nobody looks at any more. The browser picks one width per photo and layout, roughly 50–150 kB
   * each: 150 photos stay within ~15 MB, well inside the storage a mobile browser grants, and the cache is
   * purged on a quota error rather than failing other writes.
   */
  photos: { name: 'sakan-photos-v1', maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS },
  /** The app's own artwork (/images/, /icons/) not already precached. Small and few. */
  images: { name: 'sakan-images-v1', maxEntries: 60, maxAgeSeconds: 30 * DAY_SECONDS },
} as const satisfies Record<string, RuntimeCache>;

/**
 * Families this worker once used and no longer does. `public-api` held the startup GETs keyed by URL
 * alone; they now live in `api-reference`, keyed by language and currency.
 */
export const RETIRED_FAMILIES: readonly string[] = ['public-api'];

const CACHE_NAME = /^sakan-([a-z][a-z-]*)-v\d+$/;

const CURRENT_NAMES: ReadonlySet<string> = new Set(Object.values(RUNTIME_CACHES).map((cache) => cache.name));
const OWNED_FAMILIES: ReadonlySet<string> = new Set([
  ...[...CURRENT_NAMES].map((name) => CACHE_NAME.exec(name)?.[1] ?? ''),
  ...RETIRED_FAMILIES,
]);

/**
 * True for a cache an earlier version of this worker made: one of our families under another version,
 * or a retired family. Caches with other names (Workbox's precache, anything the page may open) are
 * never touched.
 */
export function isObsoleteCache(name: string): boolean {
  const family = CACHE_NAME.exec(name)?.[1];
  return family !== undefined && OWNED_FAMILIES.has(family) && !CURRENT_NAMES.has(name);
}
