import { queryOptions } from '@tanstack/react-query';
import type { InformativePageSlug } from '../../../../contract/content-pages';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { contentPagesSchemas, schemaOf } from '../../../lib/schemas';
import { contentKeys } from './keys';

export const informativePageQueryOptions = (slug: InformativePageSlug, locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.page(slug, locale),
    queryFn: () =>
      api('/api/v1/informative-page', {
        query: { slug },
        schema: schemaOf(contentPagesSchemas, 'InformativePageResponse'),
      }).then((r) => r.data.page),
    staleTime: 10 * 60_000,
  });
