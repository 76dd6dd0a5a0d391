import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { matchRule } from '../../../lib/guards';
import { splitLocalePrefix } from '../../../lib/locale';
import { cachedRouteRules } from './cached-route-rules';

/**
 * Refreshes the rules in the background (respecting their staleTime). When fresh rules arrive and one
 * of them matches the page on screen, the router re-runs its guards so the redirect still happens.
 */
export async function syncRouteRules(queryClient: QueryClient, router: AnyRouter): Promise<void> {
  const before = cachedRouteRules(queryClient);
  const { routeRulesQueryOptions } = await import('./get-route-rules');
  const rules = await queryClient.fetchQuery(routeRulesQueryOptions());
  if (rules === before) return;
  const { rest } = splitLocalePrefix(router.state.location.pathname);
  if (matchRule(rest, rules)) await router.invalidate();
}
