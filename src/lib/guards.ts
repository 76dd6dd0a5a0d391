import type { RouteRule } from '../../contract/content';
import {
  AUTH_PREFIXES,
  GUEST_ONLY_PAGES,
  isExternal,
  isUnder,
  matchRule,
  ruleTarget,
  splitLocalePrefix,
  trimTrailingSlash,
} from '../../contract/routes';
import type { Session } from './session';

/**
 * The route middleware of the spec (screens, routes and guards), as one pure function so every rule is testable without a browser.
 * The language prefix is stripped before matching and put back on every internal redirect.
 */
export type GuardOutcome = { kind: 'redirect'; to: string } | { kind: 'external'; href: string } | null;

export interface GuardInput {
  pathname: string;
  /** The search string as the visitor typed it, including the leading `?` when present. */
  search: string;
  session: Pick<Session, 'token' | 'user'>;
  rules: readonly RouteRule[];
}

export { matchRule };

export function runGuards({ pathname, search, session, rules }: GuardInput): GuardOutcome {
  const { locale, rest: rawRest } = splitLocalePrefix(pathname);
  const prefix = locale ? `/${locale}` : '';
  const rest = trimTrailingSlash(rawRest);
  const home = prefix || '/';
  const signedIn = Boolean(session.token);

  if (!signedIn && AUTH_PREFIXES.some((p) => isUnder(rest, p))) {
    const redirect = encodeURIComponent(`${pathname}${search}`);
    return { kind: 'redirect', to: `${prefix}/sign-in?redirect=${redirect}` };
  }
  if (signedIn && (GUEST_ONLY_PAGES as readonly string[]).some((p) => rest === `/${p}`)) {
    return { kind: 'redirect', to: home };
  }
  if (isUnder(rest, '/complete-profile') && session.user?.account_ready) {
    return { kind: 'redirect', to: home };
  }
  if (isUnder(rest, '/account/login-security') && session.user?.type === 'social') {
    return { kind: 'redirect', to: `${prefix}/account` };
  }
  const rule = matchRule(rest, rules);
  if (rule) {
    const to = ruleTarget(rule, prefix);
    return isExternal(to) ? { kind: 'external', href: to } : { kind: 'redirect', to };
  }
  return null;
}

/**
 * Where to go after signing in: the `redirect` query, but only a same-site path. Anything that could
 * leave the site (`//evil.com`, `https://…`, `/\evil`) falls back to home.
 */
export function safeRedirect(target: unknown, fallback: string): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.startsWith('/\\') || /[\r\n]/.test(target)) return fallback;
  return target;
}
