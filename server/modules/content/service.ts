import { RouteRule, SocialLink } from '../../../contract/content';
import type { Database } from '../../db/client';
import * as repository from './repository';

/**
 * Social links from the 'social' setting. The setting is edited by hand, so each entry is checked and a
 * bad one is dropped rather than failing the whole list: the client loads this at startup and shows
 * nothing on failure (spec: error catalogue).
 */
export async function getSocialLinks(db: Database): Promise<SocialLink[]> {
  const value = await repository.findSetting(db, 'social');
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = SocialLink.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The whole rule list; the client matches paths itself (see contract/content.ts). */
export async function getRouteRules(db: Database): Promise<RouteRule[]> {
  const rules = await repository.listRouteRules(db);
  return rules.flatMap((rule) => {
    const parsed = RouteRule.safeParse(rule);
    return parsed.success ? [parsed.data] : [];
  });
}
