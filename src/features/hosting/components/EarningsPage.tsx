import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Page } from '../../../components/layout/Page';
import { Pager } from '../../../components/ui/Pager';
import './earnings.css';
import { currentLocale } from '../../../lib/i18n';
import { downloadEarningsCsv, earningsQueryOptions } from '../api/get-earnings';
import { rangeOf } from '../earnings-range';
import { earningsSearch } from '../earnings-search';
import { DownloadCsv } from './DownloadCsv';
import { EarningsLines, MonthTotals } from './EarningsTables';
import { MonthRangePicker } from './MonthRangePicker';
import { PayoutExplainer } from './PayoutExplainer';

const route = getRouteApi('/$lang/_default/hosting/$');

/** The page's frame: heading, lead and the range picker, around whatever state the statement is in. */
export function EarningsFrame({ children }: { children: ReactNode }) {
  const range = rangeOf(earningsSearch(route.useSearch() as Record<string, unknown>));
  const navigate = route.useNavigate();
  return (
    <Page
      className="earnings-page"
      title={msg`Earnings`}
      lead={msg`What each completed stay paid you, month by month, and when the payout falls due.`}
    >
      <MonthRangePicker range={range} onChange={(next) => void navigate({ search: next, replace: true })} />
      {children}
    </Page>
  );
}

/** The statement: the month totals, the stays' lines, how a payout is worked out, and the CSV. */
export function EarningsPage() {
  const lang = currentLocale();
  const search = earningsSearch(route.useSearch() as Record<string, unknown>);
  const range = rangeOf(search);
  const { data } = useSuspenseQuery(earningsQueryOptions(lang, range, search.page));
  return (
    <EarningsFrame>
      {data.lines.length === 0 ? (
        <div className="empty-state" role="status">
          <h2>
            <Trans>No completed stays yet — payouts appear 24 hours after check-in</Trans>
          </h2>
          <p>
            <Trans>
              Choose an earlier range of months above, or come back after your next guest has checked in.
            </Trans>
          </p>
        </div>
      ) : (
        <>
          <DownloadCsv download={() => downloadEarningsCsv(range)} />
          <MonthTotals months={data.months} totals={data.totals} />
          <EarningsLines lines={data.lines} />
          <Pager page={data.pagination.page} last={data.pagination.last_page} />
        </>
      )}
      <PayoutExplainer feeBp={data.fee_bp} />
    </EarningsFrame>
  );
}

/** While the statement loads: the frame at once, and a line saying what is coming. */
export function EarningsLoading() {
  return (
    <EarningsFrame>
      <p role="status">
        <Trans>Loading your earnings…</Trans>
      </p>
    </EarningsFrame>
  );
}
