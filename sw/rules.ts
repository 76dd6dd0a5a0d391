/**
 * Which requests the worker may answer from where: pure functions with no Workbox import (Workbox's
 * modules expect a worker global at load), so they are unit-tested in Node and shared by the routes.
 */

/** The parts of a Request and Response the checks read; real ones fit, and tests can describe an opaque one. */
export type RequestLike = Pick<Request, 'url' | 'method' | 'headers'>;
export type ResponseLike = Pick<Response, 'status' | 'headers'>;

/* ---- Navigations ---- */

/**
 * Navigations the app shell must never answer. The server owns these: an API or auth call shown
 * as index.html would look like a success to the caller, and the sitemap and static files must come
 * from the network as themselves. Patterns are tested against pathname + search, exactly as
 * Workbox's NavigationRoute does, so `isAppNavigation` and the live route cannot disagree.
 */
export const NAVIGATION_DENYLIST: readonly RegExp[] = [
  /^\/(?:api|auth)(?:[/?]|$)/,
  /^\/sitemap\.xml(?:\?|$)/,
  // A last path segment with a file extension (/sw.js, /robots.txt, /icons/logo.svg). The extension
  // must start with a letter, so a slug such as /en/units/suite-2.5 still counts as a page.
  /^[^?]*\/[^/?]*\.[a-z][a-z0-9]{0,15}(?:\?.*)?$/i,
];

/** True when a navigation to `url` is a page of the single-page app (served from the precached shell). */
export function isAppNavigation(url: URL): boolean {
  const pathAndSearch = url.pathname + url.search;
  return !NAVIGATION_DENYLIST.some((pattern) => pattern.test(pathAndSearch));
}

/* ---- Public API GETs ---- */

export type ApiCache = 'reference' | 'catalogue';

/**
 * The only /api/v1 paths that may be cached, written as the server's routes are (contract/content.ts,
 * units.ts, units-availability.ts, investment.ts). An allow-list: profile, auth, reservations, wishlist,
 * notifications and any route added later go to the network and are never offered to a cache.
 */
export const PUBLIC_API_ROUTES: Readonly<Record<ApiCache, readonly string[]>> = {
  reference: [
    '/settings/social',
    '/route-rules',
    '/cities',
    '/categories',
    '/currencies',
    '/counters',
    '/meta',
    '/meta/units',
    '/meta/investment',
  ],
  catalogue: [
    '/units/filter',
    '/units/featured',
    '/units/available-days',
    '/units/show-by-slug/:slug',
    '/units/:id',
    '/units/:id/extras',
    '/investment/units',
    '/investment/units/:slug',
    '/investment/filter',
  ],
};

// The shapes UnitIdParams and UnitSlugParams accept, so `/units/check-availability` is never an id.
const PARAMS: Readonly<Record<string, string>> = { ':id': '[1-9][0-9]{0,9}', ':slug': '[a-z0-9-]{1,120}' };
const API_PATTERNS = (Object.keys(PUBLIC_API_ROUTES) as ApiCache[]).flatMap((cache) =>
  PUBLIC_API_ROUTES[cache].map((route) => ({
    cache,
    pattern: new RegExp(`^/api/v1${route.replace(/:id|:slug/g, (param) => PARAMS[param] ?? param)}$`),
  })),
);

/**
 * Which cache, if any, may hold the answer to `request`. Only a same-origin GET of an allow-listed path,
 * sent without an Authorization header and naming its language. The language must be explicit because
 * it is part of the cache key: when a page leaves it out, the browser adds its own after the worker has
 * seen the request, and the answer's language could not be told from the key.
 */
export function apiCacheFor(request: RequestLike, origin: string): ApiCache | null {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null;
  if (!request.headers.get('accept-language')?.trim()) return null;
  const url = new URL(request.url);
  if (url.origin !== origin) return null;
  return API_PATTERNS.find(({ pattern }) => pattern.test(url.pathname))?.cache ?? null;
}

export const KEY_LANGUAGE = 'sw-lang';
export const KEY_CURRENCY = 'sw-currency';

/**
 * The cache key of an API GET: its URL (query sorted, so the same filter in another order is one entry)
 * plus the request's Accept-Language and `currency` headers as query parameters. Answers are in that
 * language and priced in that currency, so an Arabic page never gets an English copy and SAR never shows
 * as USD. The key is a bare URL with no headers, so the Cache API's Vary matching has nothing to compare
 * and expiry can delete entries by URL.
 */
export function apiCacheKey(request: RequestLike): string {
  const url = new URL(request.url);
  url.searchParams.sort();
  const language = (request.headers.get('accept-language') ?? '').replace(/\s+/g, '').toLowerCase();
  url.searchParams.set(KEY_LANGUAGE, language);
  url.searchParams.set(KEY_CURRENCY, (request.headers.get('currency') ?? '').trim().toUpperCase());
  return url.href;
}

/* ---- Images ---- */

/**
 * Generated photos at /media/<version>/<key>-<width>.<webp|avif>. The versioned URL never changes its
 * bytes; the bare /media/<file> alias does (with each version), so it is left to the HTTP cache.
 */
export const isPhoto = (url: URL): boolean =>
  /^\/media\/[a-z0-9]+\/[a-z0-9][a-z0-9-]*-\d+\.(?:webp|avif)$/.test(url.pathname);

export const isStaticImage = (url: URL): boolean =>
  url.pathname.startsWith('/images/') || url.pathname.startsWith('/icons/');

/* ---- What may be stored ---- */

// Headers a response may vary on and still be shared: the two in the key, and the transfer encoding
// (the worker sees the decoded body). Varying on anything else (Authorization, Cookie, *) means the
// answer depends on who asked.
const SHAREABLE_VARY: ReadonlySet<string> = new Set(['accept-language', 'currency', 'accept-encoding']);

function isPublic200(request: RequestLike, response: ResponseLike, contentType: RegExp): boolean {
  // An opaque response has status 0, an error or redirect another code: only a plain 200 is kept.
  if (request.method !== 'GET' || request.headers.has('authorization') || response.status !== 200) {
    return false;
  }
  // A captive portal's HTML page also comes back as 200; stored as a photo it would stay for a month.
  if (!contentType.test(response.headers.get('content-type') ?? '')) return false;
  if (/\bprivate\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  const vary = (response.headers.get('vary') ?? '').split(',').map((field) => field.trim().toLowerCase());
  return vary.every((field) => field === '' || SHAREABLE_VARY.has(field));
}

/**
 * True when an allow-listed API answer may be stored. The catalogue answers `no-store` on purpose
 * (server/modules/units/routes.ts): a cache keyed by URL alone would mix languages and currencies. These
 * caches key on both (apiCacheKey), so that reason does not apply and `no-store` is not a refusal here;
 * `private`, a Vary on anything outside the key, and any request with an Authorization header still are.
 */
export function isShareableApiAnswer(request: RequestLike, response: ResponseLike): boolean {
  return isPublic200(request, response, /^application\/(?:[\w.+-]+\+)?json\b/i);
}

/** True when an image may be stored for everyone on this device: a public 200 that really is an image. */
export function isShareableImage(request: RequestLike, response: ResponseLike): boolean {
  if (/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')) return false;
  return isPublic200(request, response, /^image\//i);
}
