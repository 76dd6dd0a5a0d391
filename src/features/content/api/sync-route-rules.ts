import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { RouteRule } from '../../../../contract/content';
import { matchRule } from '../../../lib/guards';
import { splitLocalePrefix } from '../../../lib/locale';
import { contentKeys } from './keys';

/**
 * The rules the guard can use right now, without waiting for the network: the first paint never
 * blocks on this request. The server applies the same rules to full page loads.
 */
export function cachedRouteRules(queryClient: QueryClient): RouteRule[] {
  return queryClient.getQueryData<RouteRule[]>(contentKeys.routeRules()) ?? [];
}

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
