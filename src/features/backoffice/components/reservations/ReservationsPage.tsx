import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { StaffReservationsQuery } from '../../../../../contract/backoffice';
import { ReservationStatus } from '../../../../../contract/reservations';
import { Page } from '../../../../components/layout/Page';
import { Button } from '../../../../components/ui/Button';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { Pager } from '../../../../components/ui/Pager';
import { Select } from '../../../../components/ui/Select';
import { TextField } from '../../../../components/ui/TextField';
import { formatDate } from '../../../../lib/dates';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { staffReservationsQueryOptions } from '../../api/staff-reservations';
import { useReservationLabels } from './labels';

export const RESERVATIONS_TITLE = msg`Reservations`;
export const RESERVATIONS_LEAD = msg`Find any stay by its code, the guest’s email or name, or its status, then open it to see its payments or cancel it for the guest.`;

/** The console's reservation search: a code, email or name and a status; newest bookings first. */
export function ReservationsPage({ query }: { query: StaffReservationsQuery }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useReservationLabels();
  const navigate = useNavigate();
  const [text, setText] = useState(query.q ?? '');
  const [status, setStatus] = useState<string>(query.status ?? 'any');
  const { data } = useSuspenseQuery(staffReservationsQueryOptions(lang, query));
  const statuses = [
    { id: 'any', label: t`Any status` },
    ...ReservationStatus.options.map((id) => ({ id, label: labels.status[id] })),
  ];
  return (
    <Page title={RESERVATIONS_TITLE} lead={RESERVATIONS_LEAD}>
      <form
        role="search"
        className="console-filters"
        onSubmit={(event) => {
          event.preventDefault();
          const q = text.trim();
          const search = { page: 1, ...(q ? { q } : {}), ...(status !== 'any' ? { status } : {}) };
          void navigate({ to: '/$lang/admin/$', params: { lang, _splat: 'reservations' }, search });
        }}
      >
        <TextField
          label={t`Code, email or name`}
          value={text}
          onChange={setText}
          type="search"
          maxLength={120}
        />
        <Select label={t`Status`} options={statuses} value={status} onChange={setStatus} />
        <Button type="submit" variant="secondary">
          <Trans>Search</Trans>
        </Button>
      </form>
      {data.items.length === 0 ? (
        <p className="empty-state" role="status">
          {query.q || query.status ? (
            <Trans>
              No reservation matches. Check the code (such as SKN-7K3P9Q) or search by the guest’s email.
            </Trans>
          ) : (
            <Trans>No reservations yet. Guests’ bookings show here as soon as they are held.</Trans>
          )}
        </p>
      ) : (
        <div className="console-table-wrap" role="region" aria-label={t`Reservations`} tabIndex={0}>
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{t`Code`}</th>
                <th scope="col">{t`Guest`}</th>
                <th scope="col">{t`Unit`}</th>
                <th scope="col">{t`Dates`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">{t`Total`}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((stay) => (
                <tr key={stay.code}>
                  <td>
                    <Link to="/$lang/admin/$" params={{ lang, _splat: `reservations/${stay.code}` }}>
                      <Ltr>{stay.code}</Ltr>
                    </Link>
                  </td>
                  <td>
                    {stay.guest.name}
                    <br />
                    <Ltr>{stay.guest.email}</Ltr>
                  </td>
                  <td>{stay.unit.title}</td>
                  <td>
                    <Trans>
                      {formatDate(stay.check_in, lang)} to {formatDate(stay.check_out, lang)}
                    </Trans>
                  </td>
                  <td>{labels.status[stay.status]}</td>
                  <td>{formatMoney(stay.total, lang)}</td>
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

/** The list while it loads, under the page's title. */
export function ReservationsLoading() {
  return (
    <Page title={RESERVATIONS_TITLE} lead={RESERVATIONS_LEAD}>
      <p role="status">
        <Trans>Loading reservations…</Trans>
      </p>
    </Page>
  );
}
