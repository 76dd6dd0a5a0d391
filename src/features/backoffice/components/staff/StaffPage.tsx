import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTable } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import type { StaffMember } from '../../../../../contract/backoffice';
import type { StaffRole } from '../../../../../contract/roles';
import { Page } from '../../../../components/layout/Page';
import { Button } from '../../../../components/ui/Button';
import { Ltr } from '../../../../components/ui/Ltr';
import { Pager } from '../../../../components/ui/Pager';
import { staffQueryOptions } from '../../api/staff';
import { columnsFor, ConsoleGrid, gridFeatures } from './ConsoleGrid';
import { useStaffLabels } from './labels';
import { ResetFactorDialog } from './ResetFactorDialog';
import { RolesForm } from './RolesForm';
import './staff.css';

const TITLE = msg`Staff`;
const LEAD = msg`Who runs the site, with which roles. Roles apply at once; every change is kept in the audit log.`;
const column = columnsFor<StaffMember>();

/** Staff management (admin): the staff list, a form to give or change roles by email, factor resets. */
export function StaffPage({ page }: { page: number }) {
  const { t } = useLingui();
  const labels = useStaffLabels();
  const { data } = useSuspenseQuery(staffQueryOptions(page));
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
                aria-label={t`Change the roles of ${row.original.name ?? row.original.email ?? ''}`}
                onPress={() => {
                  setEditing((was) => ({
                    email: row.original.email ?? '',
                    roles: row.original.roles,
                    key: was.key + 1,
                  }));
                  document.getElementById('roles-form-title')?.scrollIntoView({ block: 'start' });
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
  const table = useTable({ features: gridFeatures, columns, data: data.items });
  return (
    <Page title={TITLE} lead={LEAD}>
      <RolesForm key={editing.key} email={editing.email} roles={editing.roles} />
      <ConsoleGrid table={table} label={t`Staff`} />
      <Pager page={data.pagination.page} last={data.pagination.last_page} />
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
