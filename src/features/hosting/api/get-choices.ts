import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { contentSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/** What the editor offers to choose from: the catalogue's cities, categories and amenities. */
export const hostChoicesQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: hostingKeys.choices(locale),
    queryFn: async () => {
      const [cities, categories, meta] = await Promise.all([
        api('/api/v1/cities', { schema: schemaOf(contentSchemas, 'CitiesResponse') }),
        api('/api/v1/categories', { schema: schemaOf(contentSchemas, 'CategoriesResponse') }),
        api('/api/v1/meta/units', { schema: schemaOf(contentSchemas, 'UnitsMetaResponse') }),
      ]);
      return {
        cities: cities.data.items.map(({ slug, name }) => ({ id: slug, label: name })),
        categories: categories.data.items.map(({ slug, name }) => ({ id: slug, label: name })),
        amenities: meta.data.filters.amenities.map(({ slug, name }) => ({ id: slug, label: name })),
      };
    },
    staleTime: 60 * 60_000,
    meta: { persist: false },
  });
