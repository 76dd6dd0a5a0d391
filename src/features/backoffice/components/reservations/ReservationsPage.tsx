import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  STAFF_RESERVATION_SORTS,
  type StaffReservation,
  type StaffReservationSort,
} from '../../../../../contract/backoffice';
import { formatStayDay } from '../../../../../contract/format';
import { ReservationStatus } from '../../../../../contract/reservations';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { formatDate } from '../../../../lib/dates';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { staffReservationsQueryOptions } from '../../api/staff-reservations';
import { DataGrid, GridToolbar, gridColumns, gridQueryString, readGridSearch, type GridSpec } from '../grid';
import { useReservationLabels } from './labels';

export const RESERVATIONS_TITLE = msg`Reservations`;
export const RESERVATIONS_LEAD = msg`Find any stay by its code, the guest’s email or name, or its status, then open it to see its payments or cancel it for the guest.`;

/** Any status ('' sends none), then each one the server takes. */
const SPEC: GridSpec<StaffReservationSort> = {
  sorts: STAFF_RESERVATION_SORTS,
  defaultSort: 'created',
  defaultDir: 'desc',
  filters: { status: ['', ...ReservationStatus.options] },
  maxQuery: 120,
};
const col = gridColumns<StaffReservation>();

/** The console's reservation search: a code, email or name and a status; newest bookings first. */
export function ReservationsPage({ search }: { search: Record<string, unknown> }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useReservationLabels();
  const grid = readGridSearch(search, SPEC);
  // A failure (not staff, signed out, offline) goes to the section's error screen, which says what to do.
  const query = useQuery({
    ...staffReservationsQueryOptions(lang, gridQueryString(grid)),
    throwOnError: true,
  });
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('code', {
          header: t`Code`,
          cell: ({ getValue }) => (
            <Link to="/$lang/admin/$" params={{ lang, _splat: `reservations/${getValue()}` }}>
              <Ltr>{getValue()}</Ltr>
            </Link>
          ),
        }),
        col.accessor('guest', {
          header: t`Guest`,
          cell: ({ getValue }) => (
            <>
              {getValue().name}
              <br />
              <Ltr>{getValue().email}</Ltr>
            </>
          ),
        }),
        col.accessor('unit', { header: t`Unit`, cell: ({ getValue }) => getValue().title }),
        col.accessor('check_in', {
          header: t`Dates`,
          cell: ({ row }) => (
            <Trans>
              {formatDate(row.original.check_in, lang)} to {formatDate(row.original.check_out, lang)}
            </Trans>
          ),
        }),
        col.accessor('status', { header: t`Status`, cell: ({ getValue }) => labels.status[getValue()] }),
        col.accessor('total', { header: t`Total`, cell: ({ getValue }) => formatMoney(getValue(), lang) }),
        col.accessor('created_at', {
          id: 'created',
          header: t`Booked on`,
          cell: ({ getValue }) => formatStayDay(getValue().slice(0, 10), lang),
        }),
      ]),
    [t, lang, labels.status],
  );
  return (
    <Page title={RESERVATIONS_TITLE} lead={RESERVATIONS_LEAD}>
      <GridToolbar
        grid={grid}
        searchLabel={t`Code, email or name`}
        searchHint={t`A stay’s code such as SKN-7K3P9Q, or part of the guest’s email or name.`}
        filters={[
          {
            key: 'status',
            label: t`Status`,
            options: [
              { id: '', label: t`Any status` },
              ...ReservationStatus.options.map((id) => ({ id, label: labels.status[id] })),
            ],
          },
        ]}
      />
      <DataGrid
        label={t`Reservations`}
        columns={columns}
        rows={query.data?.items}
        pagination={query.data?.pagination}
        grid={grid}
        spec={SPEC}
        getRowId={(row) => row.code}
        loading={<Trans>Loading reservations…</Trans>}
        empty={<Trans>No reservations yet. Guests’ bookings show here as soon as they are held.</Trans>}
      />
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
