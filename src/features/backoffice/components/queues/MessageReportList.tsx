import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MessageReportItem } from '../../../../../contract/messages';
import { Page } from '../../../../components/layout/Page';
import { currentLocale } from '../../../../lib/i18n';
import { queueListOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { DataGrid, GridToolbar, gridColumns, type GridSpec } from '../grid';
import { REPORT_REASONS } from './report-reasons';
import { Moment, QueueLink } from './shared';
import { useQueueGrid } from './use-queue-grid';

export const MESSAGE_REPORTS_SPEC: GridSpec = {
  sorts: ['first_reported_at'],
  defaultSort: 'first_reported_at',
  defaultDir: 'desc',
  filters: { status: ['waiting', 'hidden', 'all'] },
};
const schema = schemaOf(backofficeSchemas, 'MessageReportsResponse');
const col = gridColumns<MessageReportItem>();

/** Guest–host messages someone reported: each waits until staff hide it or keep it. */
export function MessageReportList({ search }: { search: Record<string, unknown> }) {
  const { t, i18n } = useLingui();
  const grid = useQueueGrid(search, MESSAGE_REPORTS_SPEC);
  const { data } = useQuery(queueListOptions('message-reports', currentLocale(), grid, schema));
  const columns = useMemo(
    () =>
      col.columns([
        col.display({
          id: 'message',
          header: t`Message`,
          cell: ({ row }) => (
            <QueueLink queue="message-reports" id={row.original.message.id}>
              {excerpt(row.original.message.text) || t`A photo`}
            </QueueLink>
          ),
        }),
        col.display({
          id: 'why',
          header: t`Why`,
          cell: ({ row }) =>
            new Intl.ListFormat(currentLocale()).format(
              row.original.reasons.map((reason) => i18n._(REPORT_REASONS[reason])),
            ),
        }),
        col.accessor('reports', { header: t`Reports`, cell: ({ row }) => i18n.number(row.original.reports) }),
        col.display({
          id: 'unit',
          header: t`Unit`,
          cell: ({ row }) => (
            <>
              {row.original.unit.title}
              <br />
              <Trans>by {row.original.message.author || t`Sakan support`}</Trans>
            </>
          ),
        }),
        col.accessor('first_reported_at', {
          header: t`First reported`,
          cell: ({ row }) => <Moment iso={row.original.first_reported_at} />,
        }),
      ]),
    [t, i18n],
  );
  return (
    <Page title={TITLE} lead={LEAD}>
      <GridToolbar
        grid={grid}
        searchLabel={t`Search the reported messages`}
        searchHint={t`Words of the message, a unit’s name, or the sender’s name.`}
        filters={[
          {
            key: 'status',
            label: t`Show`,
            options: [
              { id: 'waiting', label: t`Waiting for a look` },
              { id: 'hidden', label: t`Hidden` },
              { id: 'all', label: t`All` },
            ],
          },
        ]}
      />
      <DataGrid
        label={t`Reported messages`}
        columns={columns}
        rows={data?.data.items}
        pagination={data?.pagination}
        grid={grid}
        spec={MESSAGE_REPORTS_SPEC}
        getRowId={(row) => row.message.id}
        rowClassName={(row) => (row.message.hidden ? 'queue-row-hidden' : undefined)}
        loading={<Trans>Loading the reported messages…</Trans>}
        empty={
          <Trans>
            No reported message. Guests and hosts can report a message in their conversation; it waits here.
          </Trans>
        }
      />
    </Page>
  );
}

const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 120)}…` : text);

const TITLE = msg`Reported messages`;
const LEAD = msg`Messages between guests and hosts that one of them reported. Hide one that breaks the rules (with the reason: both sides then see a message was removed), or keep it.`;
