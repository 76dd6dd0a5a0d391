import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SubmissionItem } from '../../../../../contract/backoffice-queues';
import { Page } from '../../../../components/layout/Page';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { queueListOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { DataGrid, GridToolbar, gridColumns, type GridSpec } from '../grid';
import { Badge, Moment, QueueLink } from './shared';
import { useQueueLabels } from './use-queue-labels';
import { useQueueGrid } from './use-queue-grid';

export const SUBMISSIONS_SPEC: GridSpec = {
  sorts: ['created_at', 'owner_name'],
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: { status: ['all', 'submitted', 'approved', 'rejected'] },
};
const schema = schemaOf(backofficeSchemas, 'SubmissionsResponse');
const col = gridColumns<SubmissionItem>();

/** "List your property" requests, the ones waiting first; a search by reference, owner or city. */
export function SubmissionsList({ search }: { search: Record<string, unknown> }) {
  const { t } = useLingui();
  const labels = useQueueLabels();
  const grid = useQueueGrid(search, SUBMISSIONS_SPEC);
  const { data } = useQuery(queueListOptions('property-submissions', currentLocale(), grid, schema));
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('reference', {
          header: t`Request`,
          cell: ({ row }) => (
            <QueueLink queue="property-submissions" id={row.original.reference}>
              <Ltr>{row.original.reference}</Ltr>
            </QueueLink>
          ),
        }),
        col.accessor('status', {
          header: t`Status`,
          cell: ({ row }) => (
            <Badge
              tone={
                row.original.status === 'submitted'
                  ? 'waiting'
                  : row.original.status === 'approved'
                    ? 'done'
                    : 'refused'
              }
            >
              {labels.submission[row.original.status]}
            </Badge>
          ),
        }),
        col.accessor('owner_name', {
          header: t`Owner`,
          cell: ({ row }) => (
            <>
              {row.original.owner_name}
              <br />
              <Ltr>{row.original.owner_email}</Ltr>
            </>
          ),
        }),
        col.display({
          id: 'place',
          header: t`Place`,
          cell: ({ row }) => (
            <>
              {row.original.category} · {row.original.city}
              <br />
              <Trans>
                {row.original.bedrooms} bedrooms, {row.original.guests} guests
              </Trans>
            </>
          ),
        }),
        col.accessor('created_at', {
          header: t`Sent`,
          cell: ({ row }) => <Moment iso={row.original.created_at} />,
        }),
      ]),
    [t, labels],
  );
  return (
    <Page title={TITLE} lead={LEAD}>
      <GridToolbar
        grid={grid}
        searchLabel={t`Search the requests`}
        searchHint={t`A reference, an owner’s name or e-mail, an address or a city.`}
        filters={[
          {
            key: 'status',
            label: t`Show`,
            options: [
              { id: 'all', label: t`All, waiting first` },
              { id: 'submitted', label: labels.submission.submitted },
              { id: 'approved', label: labels.submission.approved },
              { id: 'rejected', label: labels.submission.rejected },
            ],
          },
        ]}
      />
      <DataGrid
        label={t`Property submissions`}
        columns={columns}
        rows={data?.data.items}
        pagination={data?.pagination}
        grid={grid}
        spec={SUBMISSIONS_SPEC}
        getRowId={(row) => row.reference}
        loading={<Trans>Loading the property submissions…</Trans>}
        empty={
          <Trans>
            No property submission yet. When an owner sends “List your property”, it waits here for a
            decision.
          </Trans>
        }
      />
    </Page>
  );
}

const TITLE = msg`Property submissions`;
const LEAD = msg`Owners who asked to list a property. Accepting makes the owner a host with a draft unit to complete; rejecting tells them why.`;
