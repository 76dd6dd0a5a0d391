import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { formatStayDay } from '../../../../contract/format';
import { Page } from '../../../components/layout/Page';
import { Ltr } from '../../../components/ui/Ltr';
import { Pager } from '../../../components/ui/Pager';
import { currentLocale } from '../../../lib/i18n';
import { conflictsQueryOptions } from '../api/get-conflicts';

const TITLE = msg`Calendar conflicts`;
const LEAD = msg`Nights booked here that another site’s calendar also sells. Neither booking was dropped: ask the host to cancel one of the two.`;

/** Nights sold twice across every unit, soonest first: the unit, its host, the other site and the stay. */
export function ConflictsPage({ page }: { page: number }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const { data } = useSuspenseQuery(conflictsQueryOptions(lang, page));
  const day = (iso: string) => formatStayDay(iso, lang);
  return (
    <Page title={TITLE} lead={LEAD}>
      {data.items.length === 0 ? (
        <p className="empty-state" role="status">
          <Trans>
            No night is sold twice. When a unit’s imported calendar claims nights of a stay booked here, it
            shows up here.
          </Trans>
        </p>
      ) : (
        <div className="console-table-wrap" role="region" aria-label={t`Calendar conflicts`} tabIndex={0}>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t`Nights`}</th>
                <th scope="col">{t`Unit`}</th>
                <th scope="col">{t`Host`}</th>
                <th scope="col">{t`Other site`}</th>
                <th scope="col">{t`Stay here`}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={`${item.feed_id}:${item.reservation.code}`}>
                  <td>
                    {item.first_night === item.last_night ? (
                      day(item.first_night)
                    ) : (
                      <Trans>
                        {day(item.first_night)} to {day(item.last_night)}
                      </Trans>
                    )}
                  </td>
                  <td>
                    <a href={`/${lang}/units/${item.unit.slug}`}>{item.unit.title}</a>
                  </td>
                  <td>
                    {item.host ? (
                      <>
                        {item.host.name}
                        <br />
                        <Ltr>{item.host.email}</Ltr>
                      </>
                    ) : (
                      t`No host`
                    )}
                  </td>
                  <td>{item.feed_name}</td>
                  <td>
                    <Ltr>{item.reservation.code}</Ltr> · {item.reservation.guest_name}
                    <br />
                    <Trans>
                      {day(item.reservation.check_in)} to {day(item.reservation.check_out)}
                    </Trans>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={data.pagination.page} last={data.pagination.last_page} />
    </Page>
  );
}

/** The list while it loads: says so, under the page's title. */
export function ConflictsLoading() {
  return (
    <Page title={TITLE} lead={LEAD}>
      <p role="status">
        <Trans>Loading the conflicts…</Trans>
      </p>
    </Page>
  );
}
