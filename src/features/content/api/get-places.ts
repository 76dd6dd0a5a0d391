import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';
import { contentSchemas, schemaOf } from '../../../lib/schemas';

/** Cities and categories for search boxes and filters; names come in the request's language. */
export const citiesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.cities(locale),
    queryFn: () =>
      api('/api/v1/cities', { schema: schemaOf(contentSchemas, 'CitiesResponse') }).then((r) => r.data.items),
    staleTime: 60 * 60 * 1000,
  });

export const categoriesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: contentKeys.categories(locale),
    queryFn: () =>
      api('/api/v1/categories', { schema: schemaOf(contentSchemas, 'CategoriesResponse') }).then(
        (r) => r.data.items,
      ),
    staleTime: 60 * 60 * 1000,
  });
