import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { GUEST_SORTS, type GuestRow } from '../../../../../contract/backoffice-guests';
import { formatCount, formatStayDay, joinParts } from '../../../../../contract/format';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { guestsQueryOptions } from '../../api/get-guests';
import { DataGrid, GridToolbar, gridColumns, gridQueryString, readGridSearch, type GridSpec } from '../grid';
import { useGuestLabels } from './use-guest-labels';
import './guests.css';

const TITLE = msg`Guests`;
const LEAD = msg`Every account, newest first. Open one to see its stays and ledgers, change its coins or block it.`;
const SPEC: GridSpec<(typeof GUEST_SORTS)[number]> = {
  sorts: GUEST_SORTS,
  defaultSort: 'created_at',
  defaultDir: 'desc',
};

const col = gridColumns<GuestRow>();

/** The guests grid: search by email, name or phone; the server orders and pages. */
export function GuestsPage({ search }: { search: Record<string, unknown> }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useGuestLabels();
  const grid = readGridSearch(search, SPEC);
  // A failure (not staff, signed out, offline) goes to the section's error screen, which says what to do.
  const query = useQuery({ ...guestsQueryOptions(gridQueryString(grid)), throwOnError: true });
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t`Name`,
          cell: ({ row }) => (
            <Link to="/$lang/admin/$" params={{ lang, _splat: `guests/${row.original.id}` }}>
              {row.original.name ?? t`No name given`}
            </Link>
          ),
        }),
        col.accessor('email', {
          header: t`Email`,
          cell: ({ getValue }) => <Ltr>{getValue() ?? '—'}</Ltr>,
        }),
        col.accessor('phone', {
          header: t`Phone`,
          cell: ({ getValue }) => <Ltr>{getValue() ?? '—'}</Ltr>,
        }),
        col.accessor('created_at', {
          header: t`Joined`,
          cell: ({ getValue }) => formatStayDay(getValue().slice(0, 10), lang),
        }),
        col.accessor('stays', {
          header: t`Stays`,
          cell: ({ getValue }) => formatCount(getValue(), lang),
        }),
        col.accessor('coins', {
          header: t`Coins`,
          cell: ({ getValue }) => formatCount(getValue(), lang),
        }),
        col.display({
          id: 'state',
          header: t`Account`,
          cell: ({ row }) => (
            <>
              {row.original.blocked ? (
                <span className="guest-badge guest-badge-blocked">{t`Blocked`}</span>
              ) : (
                t`Active`
              )}
              {row.original.roles.length > 0 && (
                <span className="guest-roles">
                  {joinParts(
                    row.original.roles.map((role) => labels.role[role]),
                    lang,
                  )}
                </span>
              )}
            </>
          ),
        }),
      ]),
    [t, lang, labels.role],
  );

  return (
    <Page title={TITLE} lead={LEAD}>
      <GridToolbar
        grid={grid}
        searchLabel={t`Find an account`}
        searchHint={t`An email, a name, or a phone number written any way (0501234567, +966 50 123 4567).`}
      />
      <DataGrid
        label={t`Guests`}
        columns={columns}
        rows={query.data?.items}
        pagination={query.data?.pagination}
        grid={grid}
        spec={SPEC}
        getRowId={(row) => row.id}
        empty={<Trans>No account has been made yet. Accounts appear here as people sign up.</Trans>}
        loading={<Trans>Loading the accounts…</Trans>}
        rowClassName={(row) => (row.blocked ? 'guest-row-blocked' : undefined)}
      />
    </Page>
  );
}
