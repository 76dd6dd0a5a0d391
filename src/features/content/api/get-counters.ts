import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { contentKeys } from './keys';
import { contentSchemas, schemaOf } from '../../../lib/schemas';

export const countersQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'counters', locale] as const,
    queryFn: () =>
      api('/api/v1/counters', { schema: schemaOf(contentSchemas, 'CountersResponse') }).then(
        (r) => r.data.items,
      ),
    staleTime: 10 * 60_000,
  });
