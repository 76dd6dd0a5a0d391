import { queryOptions } from '@tanstack/react-query';
import type { Locale } from '../../../../contract/i18n';
import type { MonthRange } from '../earnings-range';
import { saveFile } from '../../../lib/save-file';
import { api, apiFile } from '../../../lib/api-client';
import { hostingSchemas, schemaOf } from '../../../lib/schemas';
import { hostingKeys } from './keys';

/**
 * The host's statement for a range of check-in months, one page of its lines; never kept on the
 * device (persist: false).
 */
export const earningsQueryOptions = (locale: Locale, range: MonthRange, page = 1) =>
  queryOptions({
    queryKey: hostingKeys.earnings(locale, { ...range, page }),
    queryFn: () =>
      api('/api/v1/hosting/earnings', {
        schema: schemaOf(hostingSchemas, 'EarningsResponse'),
        query: { ...range, page },
      }).then((r) => r.data.earnings),
    staleTime: 60_000,
    meta: { persist: false },
  });

/**
 * Fetches the statement's CSV with the caller's token and hands it to the browser as a download: a
 * plain link would go without the token and answer 401.
 */
export async function downloadEarningsCsv(range: MonthRange): Promise<void> {
  const { blob, filename } = await apiFile('/api/v1/hosting/earnings.csv', {
    query: range,
    headers: { Accept: 'text/csv' },
  });
  saveFile(blob, filename ?? `sakan-earnings-${range.from}-to-${range.to}.csv`);
}
