import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import { api } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/** The host's dashboard; earnings also in the chosen currency (the api client sends its header). */
export const overviewQueryOptions = (locale: Locale, currency: string) =>
  queryOptions({
    queryKey: hostingKeys.overview(locale, currency),
    queryFn: () =>
      api('/api/v1/hosting/overview', { schema: schemaOf(hostingSchemas, 'HostOverviewResponse') }).then(
        (r) => r.data.overview,
      ),
    staleTime: 30_000,
    meta: { persist: false },
  });
