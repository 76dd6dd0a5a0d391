import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { unitsKeys } from './keys';
import { contentSchemas, schemaOf } from '../../../lib/schemas';

/** meta/units: the listing's search title and description, and the choices its filters offer. */
export const unitFilterOptionsQueryOptions = (locale: Locale, currency: string) =>
  queryOptions({
    queryKey: [...unitsKeys.all, 'filter-options', locale, currency] as const,
    queryFn: () =>
      api('/api/v1/meta/units', { schema: schemaOf(contentSchemas, 'UnitsMetaResponse') }).then(
        (r) => r.data,
      ),
    staleTime: 10 * 60_000,
  });
