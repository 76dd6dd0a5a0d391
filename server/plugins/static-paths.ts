/**
 * Which URLs belong to the single-page app, and how long each built file may be cached. Kept apart from
 * the plugin so the rules read in one place and can be unit-tested.
 */

/** Server-owned prefixes: never answered with the app shell (the service worker mirrors this rule). */
const SERVER_PREFIXES = ['/api', '/auth'] as const;
/** Built files only; a miss here is a real 404, never the shell. */
const FILE_PREFIXES = ['/assets', '/media'] as const;

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function isServerPath(path: string): boolean {
  return SERVER_PREFIXES.some((prefix) => under(path, prefix));
}

/**
 * A page the client router renders: /, /en, /ar/units/x, and unprefixed paths like /account (the client
 * redirects those to a language). A last segment with a dot looks like a file, so a missing /foo.png
 * gets a plain 404 instead of a 200 HTML page that would confuse caches and image decoders.
 */
export function isAppNavigation(path: string): boolean {
  if (isServerPath(path) || FILE_PREFIXES.some((prefix) => under(path, prefix))) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
export const CACHE_DAY = 'public, max-age=86400';

// Files whose name stays the same across deploys but whose content changes with each one.
const ALWAYS_REVALIDATE = /(^|\/)(sw\.js|registerSW\.js|workbox-[\w-]+\.js)$|\.(html|webmanifest|json)$/;

/**
 * Cache policy by path relative to the build folder. Hashed /assets files never change, so browsers keep
 * them a year; the shell, service worker and manifests must be rechecked on every load or an update
 * would never reach users; other public files (icons, images) may be a day old.
 */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.replace(/\\/g, '/').replace(/\.(br|gz)$/, '');
  if (path.startsWith('assets/')) return CACHE_IMMUTABLE;
  if (ALWAYS_REVALIDATE.test(path)) return CACHE_REVALIDATE;
  return CACHE_DAY;
}

/** The path part of a request URL, without query or fragment. */
export function pathnameOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** The precompressed encodings a request accepts, best first (brotli, then gzip). */
export function acceptedEncodings(acceptEncoding: string | string[] | undefined): ('br' | 'gzip')[] {
  const accepts = String(acceptEncoding ?? '');
  return [
    ...(/\bbr\b/.test(accepts) ? ['br' as const] : []),
    ...(/\bgzip\b/.test(accepts) ? ['gzip' as const] : []),
  ];
}
