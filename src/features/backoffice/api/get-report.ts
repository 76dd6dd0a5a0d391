import { queryOptions } from '@tanstack/react-query';
import type { ReportQuery } from '../../../../contract/backoffice';
import type { Locale } from '../../../../contract/i18n';
import { api, apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { backofficeKeys } from './keys';
import { backofficeSchemas, schemaOf } from './schemas';

const queryOf = (query: ReportQuery) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;

/** A report over whole months, by month, city or unit (units a page at a time). */
export const reportQueryOptions = (locale: Locale, query: ReportQuery) =>
  queryOptions({
    queryKey: [...backofficeKeys.all, 'report', locale, query] as const,
    queryFn: () =>
      api(`/api/v1/backoffice/reports?${new URLSearchParams(queryOf(query)).toString()}`, {
        schema: schemaOf(backofficeSchemas, 'ReportResponse'),
      }).then((r) => ({ report: r.data.report, pagination: r.pagination })),
    meta: { persist: false },
  });

/** The whole report (every row) as a CSV file, fetched with the caller's token. */
export async function downloadReportCsv(query: ReportQuery): Promise<void> {
  const { page: _page, ...whole } = query;
  const { blob, filename } = await apiFile('/api/v1/backoffice/reports/export', {
    query: queryOf(whole),
    headers: { Accept: 'text/csv' },
  });
  saveFile(blob, filename ?? `sakan-report-${whole.from}-to-${whole.to}.csv`);
}
