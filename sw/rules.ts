/**
 * Which requests the worker may answer from where: pure functions with no Workbox import (Workbox's
 * modules expect a worker global at load), so they are unit-tested in Node and shared by the routes.
 */

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

/** Public, user-independent GET endpoints read at startup (contract/content.ts). Exact paths only. */
export const PUBLIC_API_PATHS: ReadonlySet<string> = new Set([
  '/api/v1/settings/social',
  '/api/v1/route-rules',
]);

export const isPublicApi = (url: URL): boolean => PUBLIC_API_PATHS.has(url.pathname);

export const isStaticImage = (url: URL): boolean =>
  url.pathname.startsWith('/images/') || url.pathname.startsWith('/icons/');

/** True when a response may be stored in a cache that every user of this browser shares. */
export function isShareable(request: Request, response: Response): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false;
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\b(?:private|no-store)\b/i.test(cacheControl);
}
