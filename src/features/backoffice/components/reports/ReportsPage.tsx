import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import type { ReportGroup, ReportQuery } from '../../../../../contract/backoffice';
import { Page } from '../../../../components/layout/Page';
import { Pager } from '../../../../components/ui/Pager';
import { Select } from '../../../../components/ui/Select';
import { currentLocale } from '../../../../lib/i18n';
import { DownloadCsv, MonthRangePicker } from '../../../hosting';
import { downloadReportCsv, reportQueryOptions } from '../../api/get-report';
import { ReportTable } from './ReportTable';

// The chart library loads with the chart, never with the rest of the console.
const ReportChart = lazy(() => import('./ReportChart'));

const TITLE = msg`Reports`;
const LEAD = msg`Occupancy, average daily rate (ADR), revenue per available night (RevPAR), bookings, cancellations, what was paid and refunded: by month, city or unit.`;

/** The filters (months and grouping) and whatever state the report is in below them. */
function ReportFrame({
  query,
  children,
}: {
  query: Required<Pick<ReportQuery, 'from' | 'to' | 'by'>>;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const navigate = useNavigate();
  const go = (next: Partial<ReportQuery>) =>
    void navigate({
      to: '/$lang/admin/$',
      params: { lang, _splat: 'reports' },
      search: { ...query, ...next, page: 1 },
      replace: true,
    });
  const groups = [
    { id: 'month', label: t`Month` },
    { id: 'city', label: t`City` },
    { id: 'unit', label: t`Unit` },
  ];
  return (
    <Page title={TITLE} lead={LEAD}>
      <div className="console-filters">
        <MonthRangePicker range={query} onChange={(range) => go(range)} legend={t`Months`} />
        <Select
          label={t`By`}
          options={groups}
          value={query.by}
          onChange={(by) => go({ by: by as ReportGroup })}
        />
        <DownloadCsv download={() => downloadReportCsv(query)} />
      </div>
      {children}
    </Page>
  );
}

export function ReportsPage({
  query,
}: {
  query: Required<Pick<ReportQuery, 'from' | 'to' | 'by'>> & Pick<ReportQuery, 'page'>;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  // Another grouping or months keep the page (and the keyboard's focus on the filter just used) while
  // the new report loads; a failure goes to the section's error screen.
  const { data } = useQuery({
    ...reportQueryOptions(lang, query),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
  if (!data)
    return (
      <ReportFrame query={query}>
        <p role="status">
          <Trans>Working out the report…</Trans>
        </p>
      </ReportFrame>
    );
  const { report, pagination } = data;
  const quiet =
    report.totals.bookings === 0 && report.totals.nights_sold === 0 && report.totals.cancellations === 0;
  return (
    <ReportFrame query={query}>
      {quiet && (
        <p className="empty-state" role="status">
          <Trans>Nothing was booked, stayed or refunded in these months. Choose other months above.</Trans>
        </p>
      )}
      {report.by === 'month' && !quiet && (
        <Suspense fallback={<p role="status">{t`Drawing the chart…`}</p>}>
          <ReportChart report={report} />
        </Suspense>
      )}
      <ReportTable report={report} />
      {pagination && <Pager page={pagination.page} last={pagination.last_page} />}
    </ReportFrame>
  );
}

export function ReportsLoading({ query }: { query: Required<Pick<ReportQuery, 'from' | 'to' | 'by'>> }) {
  return (
    <ReportFrame query={query}>
      <p role="status">
        <Trans>Working out the report…</Trans>
      </p>
    </ReportFrame>
  );
}
