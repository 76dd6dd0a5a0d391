import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialLink } from '../../../../contract/content';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';
import { contentSchemas, schemaOf } from '../../../lib/schemas';

/** Spec, error catalogue: a failed load of the social settings is an empty list, never an error on screen. */
export async function getSocialLinks(): Promise<SocialLink[]> {
  try {
    const res = await api('/api/v1/settings/social', {
      schema: schemaOf(contentSchemas, 'SocialSettingsResponse'),
    });
    return res.data.items;
  } catch {
    return [];
  }
}

export const socialLinksQueryOptions = () =>
  queryOptions({ queryKey: contentKeys.socialLinks(), queryFn: getSocialLinks, staleTime: 60 * 60 * 1000 });

export const useSocialLinks = () => useQuery(socialLinksQueryOptions());
