import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReviewUnitItem } from '../../../../../contract/backoffice-queues';
import { Page } from '../../../../components/layout/Page';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { queueListOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { DataGrid, GridToolbar, gridColumns, type GridSpec } from '../grid';
import { Licence } from './licence';
import { Moment, QueueLink } from './shared';
import { useQueueGrid } from './use-queue-grid';

export const REVIEW_UNITS_SPEC: GridSpec = {
  sorts: ['submitted_at', 'licence_expires_on', 'title'],
  defaultSort: 'submitted_at',
  defaultDir: 'asc',
};
const schema = schemaOf(backofficeSchemas, 'ReviewUnitsResponse');
const col = gridColumns<ReviewUnitItem>();

/** Units hosts sent for review, the longest waiting first, each with its licence and its expiry. */
export function ReviewUnitsList({ search }: { search: Record<string, unknown> }) {
  const { t } = useLingui();
  const grid = useQueueGrid(search, REVIEW_UNITS_SPEC);
  const { data } = useQuery(queueListOptions('units-in-review', currentLocale(), grid, schema));
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('title', {
          header: t`Unit`,
          cell: ({ row }) => (
            <QueueLink queue="units-in-review" id={row.original.id}>
              {row.original.title || t`Untitled unit #${row.original.id}`}
            </QueueLink>
          ),
        }),
        col.display({
          id: 'host',
          header: t`Host`,
          cell: ({ row }) =>
            row.original.host ? (
              <>
                {row.original.host.name}
                <br />
                <Ltr>{row.original.host.email}</Ltr>
              </>
            ) : (
              t`No host`
            ),
        }),
        col.accessor('licence_expires_on', {
          header: t`Licence`,
          cell: ({ row }) => (
            <Licence
              number={row.original.licence_number}
              expires={row.original.licence_expires_on}
              required={row.original.licence_required}
            />
          ),
        }),
        col.display({ id: 'city', header: t`City`, cell: ({ row }) => row.original.city }),
        col.accessor('submitted_at', {
          header: t`Sent for review`,
          cell: ({ row }) => <Moment iso={row.original.submitted_at} />,
        }),
      ]),
    [t],
  );
  return (
    <Page title={TITLE} lead={LEAD}>
      <GridToolbar
        grid={grid}
        searchLabel={t`Search the units`}
        searchHint={t`A title, a licence number, or the host’s name or e-mail.`}
      />
      <DataGrid
        label={t`Units in review`}
        columns={columns}
        rows={data?.data.items}
        pagination={data?.pagination}
        grid={grid}
        spec={REVIEW_UNITS_SPEC}
        getRowId={(row) => String(row.id)}
        loading={<Trans>Loading the units in review…</Trans>}
        empty={
          <Trans>
            No unit waits for review. When a host sends a unit for review from its editor, it shows up here.
          </Trans>
        }
      />
    </Page>
  );
}

const TITLE = msg`Units in review`;
const LEAD = msg`Units hosts finished and sent to us. Check the text, the photos and the licence, then publish the unit or send it back with notes.`;
