import { DEFAULT_LOCALE, LOCALES, RTL_LOCALES, type Locale } from '../../contract/i18n';
import { splitLocalePrefix } from '../../contract/routes';
import { readCookie, writeCookie } from './cookies';

export const LANG_COOKIE = 'lang';
/** Spec, entities, business constants: the language cookie lasts 365 days and covers the whole site. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/** The `/en` or `/ar` prefix of a path, if it has one. */
export function localeFromPath(pathname: string): Locale | null {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : null;
}

// Shared with the server's redirects, so both strip the prefix the same way.
export { splitLocalePrefix } from '../../contract/routes';

/**
 * Spec, screens, routes and guards: the saved cookie wins, then the browser's languages in order of preference, then English.
 * Pure so it can be tested without a browser.
 */
export function detectLocale(cookieValue: string | null, browserLanguages: readonly string[]): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

export function detectBrowserLocale(): Locale {
  return detectLocale(readCookie(LANG_COOKIE), navigator.languages ?? [navigator.language]);
}

/** Remembers the language of the page the visitor last saw, so the bare root opens in it next time. */
export function rememberLocale(locale: Locale): void {
  if (readCookie(LANG_COOKIE) !== locale) writeCookie(LANG_COOKIE, locale, LANG_COOKIE_MAX_AGE);
}

/** The same page in another language: swaps or adds the prefix and keeps search and hash. */
export function switchLocalePath(href: string, to: Locale): string {
  const url = new URL(href, 'http://x');
  const { rest } = splitLocalePrefix(url.pathname);
  const path = rest === '/' ? `/${to}` : `/${to}${rest}`;
  return `${path}${url.search}${url.hash}`;
}
