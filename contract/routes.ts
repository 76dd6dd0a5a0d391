import { LOCALES, type Locale } from './i18n';

/**
 * The site's page paths (spec: screens, routes and guards), without the language prefix. Shared by the client's guards and the
 * server's sitemap, so the two can never disagree about which pages exist or who may see them.
 */

/** Pages anyone may open and search engines may list. '' is the home page. */
export const PUBLIC_PAGES = [
  '',
  'about-us',
  'contact-us',
  'faq',
  'investment-units',
  'list-property',
  'listing',
  'privacy',
  'rewards',
  'terms-conditions',
] as const;

/** Signed-out-only pages (spec: screens, routes and guards): a visitor with a stored token is sent home. */
export const GUEST_ONLY_PAGES = [
  'sign-in',
  'sign-up',
  'verify-otp',
  'reset-password',
  'forget-password',
] as const;

/**
 * Path prefixes that need sign-in (spec: screens, routes and guards); the visitor is sent to sign-in with a `redirect` query. The
 * confirmation pages reserve and pay, which only a signed-in guest can; the redirect keeps the stay.
 */
export const AUTH_PREFIXES = ['/account', '/dashboard', '/complete-profile', '/confirmation'] as const;

/** The fields of a route rule that matching needs (see RouteRule in content.ts). */
export interface RedirectRule {
  from: string;
  to: string;
  permanent: boolean;
}

/** True when `path` is `prefix` itself or lies below it (so `/accounting` is not `/account`). */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** `/en/account/` and `/en/account` are the same page. */
export function trimTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The first rule matching a path given without its language prefix. `from` matches exactly (a trailing
 * slash on the path is ignored); `from` ending in `/*` matches the path and everything below it. The
 * client's guard and the server's redirect for full page loads both use this, so they always agree.
 */
export function matchRule<R extends RedirectRule>(path: string, rules: readonly R[]): R | null {
  const target = trimTrailingSlash(path);
  for (const rule of rules) {
    if (
      rule.from.endsWith('/*')
        ? isUnder(target, rule.from.slice(0, -2))
        : target === trimTrailingSlash(rule.from)
    ) {
      return rule;
    }
  }
  return null;
}

/** An absolute http(s) target leaves the site; anything else is a path on it. */
export function isExternal(target: string): boolean {
  return /^https?:\/\//i.test(target);
}

/** Where a rule sends a visitor who asked for a path under `prefix` ('' or '/en', '/ar'). */
export function ruleTarget(rule: RedirectRule, prefix: string): string {
  if (isExternal(rule.to)) return rule.to;
  return rule.to === '/' && prefix ? prefix : `${prefix}${rule.to}`;
}

/**
 * Splits `/ar/account/x` into `{ locale: 'ar', rest: '/account/x' }`; a path with no prefix keeps all of
 * it. The client's guards and the server's redirects both strip the prefix this way (spec: screens, routes and guards).
 */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; rest: string } {
  const first = pathname.split('/')[1] ?? '';
  const locale = (LOCALES as readonly string[]).includes(first) ? (first as Locale) : null;
  if (!locale) return { locale: null, rest: pathname || '/' };
  const rest = pathname.slice(locale.length + 1);
  return { locale, rest: rest === '' ? '/' : rest };
}

/** The feature message catalogues besides the shell (lingui.config.ts): one per feature folder. */
export type CatalogueName =
  | 'auth'
  | 'account'
  | 'units'
  | 'investment'
  | 'checkout'
  | 'reservations'
  | 'loyalty'
  | 'reviews'
  | 'favorites'
  | 'notifications'
  | 'properties'
  | 'hosting'
  | 'backoffice'
  | 'messages'
  | 'pages'
  | 'forms'
  | 'errors';

/**
 * Which feature catalogues a page needs, by the first segment of its path. The client loads them with
 * the shell before the page renders (so it never flashes message ids); the server names them in the
 * page's preload hints. A unit test checks the table against what each route file imports.
 */
const PAGE_CATALOGUES: Record<string, readonly CatalogueName[]> = {
  'sign-in': ['auth', 'forms'],
  'sign-up': ['auth', 'forms'],
  'forget-password': ['auth', 'forms'],
  'verify-otp': ['auth', 'forms'],
  'reset-password': ['auth', 'forms'],
  'complete-profile': ['account', 'auth', 'forms'],
  // Trips reuse checkout's add-to-calendar button, whose text is in its catalogue; the wishlist shows unit
  // cards; opening the trips keeps the rewards for offline use (loyalty).
  account: [
    'account',
    'auth',
    'reservations',
    'checkout',
    'reviews',
    'favorites',
    'notifications',
    'units',
    'loyalty',
    'messages',
    // The profile and password forms' field checks and help.
    'forms',
  ],
  // Every unit card and unit page has the favourites heart.
  listing: ['units', 'favorites'],
  units: ['units', 'favorites'],
  'investment-units': ['investment', 'forms'],
  confirmation: ['checkout', 'forms'],
  rewards: ['loyalty'],
  'list-property': ['properties', 'forms'],
  // The content pages' own text (the footer's newsletter form stays in the shell).
  faq: ['pages'],
  'about-us': ['pages'],
  privacy: ['pages'],
  'terms-conditions': ['pages'],
  'contact-us': ['pages', 'forms'],
  newsletter: ['pages'],
  // The host's pages: their own catalogue and the editor's field checks.
  hosting: ['hosting', 'messages', 'forms'],
  // The console: its own words, the hosting pages' month picker and CSV button it reuses, the field
  // checks of its forms, and the FAQ and informative pages' words its content preview renders.
  admin: ['backoffice', 'hosting', 'forms', 'pages'],
};

export function cataloguesFor(pathname: string): readonly CatalogueName[] {
  const { rest } = splitLocalePrefix(pathname);
  return PAGE_CATALOGUES[rest.split('/')[1] ?? ''] ?? [];
}
