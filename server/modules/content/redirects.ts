import { AUTH_PREFIXES, isUnder, matchRule, ruleTarget, splitLocalePrefix } from '../../../contract/routes';
import type { Database } from '../../db/client';
import { getRouteRules } from './service';

export interface Redirect {
  location: string;
  permanent: boolean;
}

/** How long the rule list is reused between page loads; edits show up within this window. */
const TTL_MS = 30_000;

/**
 * The route rules applied to full page loads, so a visitor (or a crawler) opening a redirected path gets
 * a real 301/302 before any script runs. The client's guard applies the same rules on in-app
 * navigation. Rules are cached briefly per database: page loads must not each cost a query. A console
 * edit moves the public cache's `generation` in every process (plugins/public-cache.ts), which drops
 * this copy at once; the TTL only bounds a lost notice.
 */
export function createRedirectResolver(
  db: Database,
  generation: () => number = () => 0,
): (pathname: string) => Promise<Redirect | null> {
  let cached: { at: number; generation: number; rules: Awaited<ReturnType<typeof getRouteRules>> } | null =
    null;
  return async (pathname) => {
    if (!cached || Date.now() - cached.at > TTL_MS || cached.generation !== generation()) {
      const seen = generation();
      cached = { at: Date.now(), generation: seen, rules: await getRouteRules(db) };
    }
    const { locale, rest } = splitLocalePrefix(pathname);
    const prefix = locale ? `/${locale}` : '';
    // Behind sign-in the client's guard goes first (spec: screens, routes and guards): a guest must land on sign-in with the path
    // exactly as asked, so those paths are left to the client, which applies the rules after it.
    if (AUTH_PREFIXES.some((p) => isUnder(rest, p))) return null;
    const rule = matchRule(rest, cached.rules);
    return rule ? { location: ruleTarget(rule, prefix), permanent: rule.permanent } : null;
  };
}
