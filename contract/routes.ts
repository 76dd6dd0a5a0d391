/**
 * The site's page paths (spec §2), without the language prefix. Shared by the client's guards and the
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

/** Signed-out-only pages (§2): a visitor with a stored token is sent home. */
export const GUEST_ONLY_PAGES = [
  'sign-in',
  'sign-up',
  'verify-otp',
  'reset-password',
  'forget-password',
] as const;

/** Path prefixes that need sign-in (§2); the visitor is sent to sign-in with a `redirect` query. */
export const AUTH_PREFIXES = ['/account', '/dashboard', '/complete-profile'] as const;
