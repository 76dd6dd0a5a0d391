import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { FeaturedUnitsResponse } from '../../../../contract/units';
import { api } from '../../../lib/api-client';
import { unitsKeys } from './keys';

export const featuredUnitsQueryOptions = (locale: Locale, currency: string) =>
  queryOptions({
    queryKey: [...unitsKeys.all, 'featured', locale, currency] as const,
    queryFn: () => api('/api/v1/units/featured', { schema: FeaturedUnitsResponse }).then((r) => r.data.items),
    staleTime: 5 * 60_000,
  });
