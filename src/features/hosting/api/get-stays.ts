import { queryOptions } from '@tanstack/react-query';
import type { HostStaysQuery } from '../../../../contract/hosting';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

export const STAYS_PER_PAGE = 20;

/** One page of the host's stays (a tab, a search, a unit); never kept on the device. */
export const staysQueryOptions = (locale: Locale, query: HostStaysQuery) =>
  queryOptions({
    queryKey: hostingKeys.stays(locale, query),
    queryFn: () =>
      api('/api/v1/hosting/reservations', {
        schema: schemaOf(hostingSchemas, 'HostStaysResponse'),
        query: { per_page: STAYS_PER_PAGE, ...query },
      }).then((r) => ({ items: r.data.items, pagination: r.pagination })),
    staleTime: 30_000,
    meta: { persist: false },
  });
