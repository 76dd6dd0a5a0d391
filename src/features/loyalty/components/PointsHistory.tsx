import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { intlLocale } from '../../../../contract/i18n';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { formatCount, formatNumber } from '../../../lib/numbers';
import { historyQueryOptions } from '../api/get-loyalty';
import { useLoyaltyLabels } from './use-loyalty-labels';
import { Ltr } from '../../../components/ui/Ltr';

/** The points ledger, newest first, a page at a time. */
export function PointsHistory({ userId }: { userId: string }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useLoyaltyLabels();
  const [page, setPage] = useState(1);
  const history = useQuery(historyQueryOptions(userId, page, lang));
  const day = new Intl.DateTimeFormat(intlLocale(lang, 'gregory'), { dateStyle: 'medium' });
  return (
    <section className="rewards-section" aria-labelledby="history-heading">
      <h2 id="history-heading">
        <Trans>Points history</Trans>
      </h2>
      {history.isPending ? (
        <p role="status">
          <Trans>Loading your points history…</Trans>
        </p>
      ) : history.isError || !history.data ? (
        <p role="alert">
          <Trans>Your history couldn’t be loaded.</Trans>{' '}
          <Button variant="ghost" onPress={() => void history.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </p>
      ) : history.data.items.length === 0 ? (
        <p className="empty-state">
          <Trans>No points yet. Your first completed stay starts your history.</Trans>
        </p>
      ) : (
        <>
          <table className="points-table">
            <caption className="visually-hidden">{t`Points history`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Reason`}</th>
                <th scope="col">{t`Points`}</th>
                <th scope="col">{t`Balance`}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((entry) => (
                <tr key={entry.id}>
                  <td>{day.format(new Date(entry.created_at))}</td>
                  <td>
                    {labels.reason[entry.reason]}
                    {entry.reservation && (
                      <>
                        {' · '}
                        <Link
                          to="/$lang/account/reservations/$id"
                          params={{ lang, id: entry.reservation.id }}
                        >
                          {entry.reservation.unit_title} (<Ltr>{entry.reservation.code}</Ltr>)
                        </Link>
                      </>
                    )}
                    {entry.coins !== null && (
                      <>
                        {' · '}
                        <Plural value={entry.coins} one="# coin" other="# coins" />
                      </>
                    )}
                  </td>
                  <td className={entry.delta < 0 ? 'points-minus' : 'points-plus'}>
                    <bdi>{formatNumber(entry.delta, lang, { signDisplay: 'exceptZero' })}</bdi>
                  </td>
                  <td>{formatCount(entry.balance_after, lang)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {history.data.pagination.last_page > 1 && (
            <nav className="pager" aria-label={t`Pages of points history`}>
              <Button variant="secondary" isDisabled={page <= 1} onPress={() => setPage(page - 1)}>
                <Trans>Previous</Trans>
              </Button>
              <span>
                <Trans>
                  Page {page} of {history.data.pagination.last_page}
                </Trans>
              </span>
              <Button
                variant="secondary"
                isDisabled={page >= history.data.pagination.last_page}
                onPress={() => setPage(page + 1)}
              >
                <Trans>Next</Trans>
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
