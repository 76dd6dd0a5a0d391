import { queryOptions } from '@tanstack/react-query';
import type { RouteRule } from '../../../../contract/content';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';
import { contentSchemas, schemaOf } from '../../../lib/schemas';

/**
 * The redirect rules the route-rules guard applies (spec: screens, routes and guards). Fetched once and matched on the client, so no
 * navigation waits on a per-path lookup; offline or on error there are simply no rules.
 */
export async function getRouteRules(): Promise<RouteRule[]> {
  try {
    const res = await api('/api/v1/route-rules', { schema: schemaOf(contentSchemas, 'RouteRulesResponse') });
    return res.data.items;
  } catch {
    return [];
  }
}

export const routeRulesQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.routeRules(), queryFn: getRouteRules, staleTime: 5 * 60 * 1000 });
