import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { unitsKeys } from './keys';
import { unitsSchemas, schemaOf } from '../../../lib/schemas';

export const featuredUnitsQueryOptions = (locale: Locale, currency: string) =>
  queryOptions({
    queryKey: [...unitsKeys.all, 'featured', locale, currency] as const,
    queryFn: () =>
      api('/api/v1/units/featured', { schema: schemaOf(unitsSchemas, 'FeaturedUnitsResponse') }).then(
        (r) => r.data.items,
      ),
    staleTime: 5 * 60_000,
  });
