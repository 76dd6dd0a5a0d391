import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { backofficeKeys } from './keys';
import { backofficeSchemas, schemaOf } from './schemas';

/** One page of nights sold twice across all units, soonest first. */
export const conflictsQueryOptions = (locale: Locale, page: number) =>
  queryOptions({
    queryKey: backofficeKeys.conflicts(locale, page),
    queryFn: () =>
      api(`/api/v1/backoffice/calendar-conflicts?page=${page}`, {
        schema: schemaOf(backofficeSchemas, 'ConflictsResponse'),
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    meta: { persist: false },
  });
