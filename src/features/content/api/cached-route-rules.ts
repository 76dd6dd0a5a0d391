import type { QueryClient } from '@tanstack/react-query';
import type { RouteRule } from '../../../../contract/content';
import { contentKeys } from './keys';

/**
 * The rules the guard can use right now, without waiting for the network: the first paint never
 * blocks on this request. The server applies the same rules to full page loads. Apart from
 * sync-route-rules.ts so the root route (first load) does not carry the code that fetches them.
 */
export function cachedRouteRules(queryClient: QueryClient): RouteRule[] {
  return queryClient.getQueryData<RouteRule[]>(contentKeys.routeRules()) ?? [];
}
