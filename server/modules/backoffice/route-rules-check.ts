import { isHttpsUrl, isOwnPath } from '../../../contract/backoffice';
import {
  isExternal,
  isUnder,
  matchRule,
  trimTrailingSlash,
  type RedirectRule,
} from '../../../contract/routes';
import type { AppError } from '../../lib/app-error';
import { fieldError } from './content-shared';

/**
 * What makes a redirect safe to publish: it starts from an ordinary page path, sends visitors to one
 * of our own paths or an https address (never `javascript:`, `data:`, `//host` or plain http), and no
 * chain of rules brings a visitor back where they started.
 */

/** Paths no rule may take: the home page (and so everything), the console, the API and its auth. */
const RESERVED = ['/admin', '/api', '/auth', '/en', '/ar'];

/** `/help/` and `/help` are one rule; `/*` keeps its star. */
export function normaliseFrom(from: string): string {
  return from.endsWith('/*') ? `${trimTrailingSlash(from.slice(0, -2)) || ''}/*` : trimTrailingSlash(from);
}

/** The path a target lands on, without its query or anchor. */
const landing = (to: string) => trimTrailingSlash(to.split(/[?#]/, 1)[0] ?? '/') || '/';

/**
 * A loop through the rules, as the paths it visits, or null. Every rule matching a path is followed
 * (not only the first): which one wins depends on the list's order, and a loop any order could take
 * is refused. Paths already shown loop-free are not walked twice.
 */
function findLoop(start: string, rules: readonly RedirectRule[]): string[] | null {
  const safe = new Set<string>();
  const visit = (path: string, trail: string[]): string[] | null => {
    if (trail.includes(path)) return [...trail, path];
    if (safe.has(path) || trail.length > rules.length) return null;
    for (const rule of rules) {
      if (!matchRule(path, [rule]) || isExternal(rule.to)) continue;
      const loop = visit(landing(rule.to), [...trail, path]);
      if (loop) return loop;
    }
    safe.add(path);
    return null;
  };
  return visit(start, []);
}

/** The refusal for a rule among `others` (every other rule, the edited one left out), or null. */
export function ruleProblem(rule: RedirectRule, others: readonly RedirectRule[]): AppError | null {
  const base = rule.from.endsWith('/*') ? rule.from.slice(0, -2) || '/' : rule.from;
  if (base === '/' || RESERVED.some((prefix) => isUnder(base, prefix)))
    return fieldError('from', 'backoffice.route_rule_reserved');
  if (!(isOwnPath(rule.to) || isHttpsUrl(rule.to))) return fieldError('to', 'backoffice.route_rule_target');
  if (others.some((other) => normaliseFrom(other.from) === rule.from))
    return fieldError('from', 'backoffice.route_rule_taken');
  const loop = findLoop(base, [...others, rule]);
  if (loop) return fieldError('to', 'backoffice.route_rule_loop', { path: loop.join(' → ') });
  return null;
}
