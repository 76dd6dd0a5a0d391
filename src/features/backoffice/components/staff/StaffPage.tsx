import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { STAFF_SORTS, type StaffMember } from '../../../../../contract/backoffice';
import type { StaffRole } from '../../../../../contract/roles';
import { Page } from '../../../../components/layout/Page';
import { Button } from '../../../../components/ui/Button';
import { Ltr } from '../../../../components/ui/Ltr';
import { staffQueryOptions } from '../../api/staff';
import { DataGrid, gridColumns, gridQueryString, readGridSearch, type GridSpec } from '../grid';
import { useStaffLabels } from './labels';
import { ResetFactorDialog } from './ResetFactorDialog';
import { RolesForm } from './RolesForm';
import './staff.css';

const TITLE = msg`Staff`;
const LEAD = msg`Who runs the site, with which roles. Roles apply at once; every change is kept in the audit log.`;
const SPEC: GridSpec<(typeof STAFF_SORTS)[number]> = {
  sorts: STAFF_SORTS,
  defaultSort: 'name',
  defaultDir: 'asc',
};
const column = gridColumns<StaffMember>();

/** Staff management (admin): the staff list, a form to give or change roles by email, factor resets. */
export function StaffPage({ search }: { search: Record<string, unknown> }) {
  const { t } = useLingui();
  const labels = useStaffLabels();
  const grid = readGridSearch(search, SPEC);
  // A failure (not an admin, signed out, offline) goes to the section's error screen.
  const query = useQuery({ ...staffQueryOptions(gridQueryString(grid)), throwOnError: true });
  // "Change roles" on a row fills the form with that member (a new key starts it afresh).
  const [editing, setEditing] = useState<{ email: string; roles: StaffRole[]; key: number }>({
    email: '',
    roles: [],
    key: 0,
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('name', { header: () => t`Name`, cell: (info) => info.getValue() ?? '—' }),
        column.accessor('email', {
          header: () => t`Email`,
          cell: (info) => <Ltr>{info.getValue() ?? ''}</Ltr>,
        }),
        column.accessor('roles', {
          header: () => t`Roles`,
          cell: (info) => info.getValue().map(labels.role).join(', '),
        }),
        column.accessor('second_factor', {
          header: () => t`Second factor`,
          cell: (info) => (info.getValue() ? t`Set up` : t`Not set up yet`),
        }),
        column.display({
          id: 'actions',
          header: () => t`Actions`,
          cell: ({ row }) => (
            <div className="console-actions">
              <Button
                variant="ghost"
                // The visible words first, then whose (axe: the name holds the label's text).
                aria-label={t`Change roles: ${row.original.name ?? row.original.email ?? ''}`}
                onPress={() => {
                  setEditing((was) => ({
                    email: row.original.email ?? '',
                    roles: row.original.roles,
                    key: was.key + 1,
                  }));
                  // The form is above the list: the keyboard's focus goes there too, to its heading
                  // (the next Tab is the email), once the form has been drawn afresh.
                  requestAnimationFrame(() => {
                    const title = document.getElementById('roles-form-title');
                    title?.focus();
                    title?.scrollIntoView({ block: 'start' });
                  });
                }}
              >
                <Trans>Change roles</Trans>
              </Button>
              {row.original.second_factor && <ResetFactorDialog member={row.original} />}
            </div>
          ),
        }),
      ]),
    [t, labels],
  );
  return (
    <Page title={TITLE} lead={LEAD}>
      <RolesForm key={editing.key} email={editing.email} roles={editing.roles} />
      <DataGrid
        label={t`Staff`}
        columns={columns}
        rows={query.data?.items}
        pagination={query.data?.pagination}
        grid={grid}
        spec={SPEC}
        getRowId={(row) => row.id}
        loading={<Trans>Loading the staff…</Trans>}
        empty={
          <Trans>Nobody holds a staff role. Give one with the form above, by the account’s email.</Trans>
        }
      />
    </Page>
  );
}

/** The list while it loads. */
export function StaffLoading() {
  return (
    <Page title={TITLE} lead={LEAD}>
      <p role="status">
        <Trans>Loading the staff…</Trans>
      </p>
    </Page>
  );
}
