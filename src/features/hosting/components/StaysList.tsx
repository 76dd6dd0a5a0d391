import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Ltr } from '../../../components/ui/Ltr';
import { OfflineNote } from '../../../components/ui/OfflineNote';
import { Pager } from '../../../components/ui/Pager';
import { TextField } from '../../../components/ui/TextField';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useOnline } from '../../../lib/use-online';
import { staysQueryOptions } from '../api/get-stays';
import { HOST_STAY_TABS, staysQueryOf, type HostStaysSearch } from '../search';
import { useStayLabels } from './use-stay-labels';

/** hosting/reservations: tabs, a search by code or guest, and the rows with each stay's payout. */
export function StaysList({ search }: { search: HostStaysSearch }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useStayLabels();
  const navigate = useNavigate();
  const online = useOnline();
  const [text, setText] = useState(search.q ?? '');
  const { data, dataUpdatedAt } = useSuspenseQuery(staysQueryOptions(lang, staysQueryOf(search)));

  return (
    <div className="host-stays">
      {!online && <OfflineNote updatedAt={dataUpdatedAt} />}
      <form
        role="search"
        className="trips-search"
        onSubmit={(event) => {
          event.preventDefault();
          const q = text.trim();
          void navigate({ to: '.', search: { tab: search.tab, page: 1, ...(q ? { q } : {}) } });
        }}
      >
        <TextField
          label={t`Search reservations`}
          description={t`A reservation code or the guest’s name.`}
          value={text}
          onChange={setText}
          type="search"
        />
        <Button type="submit" variant="secondary" isDisabled={!online}>
          <Trans>Search</Trans>
        </Button>
      </form>
      {search.q ? (
        <p className="trips-searching">
          <Trans>Reservations matching “{search.q}”.</Trans>{' '}
          <Link to="." search={{ tab: search.tab, page: 1 }}>
            <Trans>Clear the search</Trans>
          </Link>
        </p>
      ) : (
        <nav className="trips-tabs" aria-label={t`Reservations`}>
          {HOST_STAY_TABS.map((tab) => (
            <Link
              key={tab}
              to="."
              search={{ tab, page: 1 }}
              className="trips-tab"
              aria-current={tab === search.tab ? 'page' : undefined}
            >
              {labels.tab[tab]}
            </Link>
          ))}
        </nav>
      )}
      {data.items.length === 0 ? (
        <p className="host-empty">
          {search.q
            ? t`No reservations match “${search.q}”. Try a code such as SKN-7K3P9Q or the guest’s first name.`
            : {
                upcoming: t`No upcoming stays. Guests’ bookings of your published units show here.`,
                in_house: t`No guests are staying right now.`,
                past: t`No past stays yet. Stays show here once they are over.`,
                cancelled: t`No cancelled stays.`,
              }[search.tab]}
        </p>
      ) : (
        <ul className="host-stay-rows">
          {data.items.map((stay) => (
            <li key={stay.code} className="host-stay-row">
              <Link to="/$lang/hosting/$" params={{ lang, _splat: `reservations/${stay.code}` }}>
                <Ltr>{stay.code}</Ltr>
              </Link>
              <span>{stay.guest_first_name}</span>
              <span>{stay.unit.title}</span>
              <span>
                <Trans>
                  {formatDate(stay.check_in, lang)} to {formatDate(stay.check_out, lang)}
                </Trans>
              </span>
              <span>
                <Plural value={stay.nights} one="# night" other="# nights" /> ·{' '}
                <Plural value={stay.guests} one="# guest" other="# guests" />
              </span>
              <span className="host-payout">
                <Trans>Payout {formatMoney(stay.payout, lang)}</Trans>
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.pagination.page} last={data.pagination.last_page} />
    </div>
  );
}
