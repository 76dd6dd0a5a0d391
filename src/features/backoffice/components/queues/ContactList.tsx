import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ContactMessageItem } from '../../../../../contract/backoffice-queues';
import { Page } from '../../../../components/layout/Page';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { queueListOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { DataGrid, GridToolbar, gridColumns, type GridSpec } from '../grid';
import { Badge, Moment, QueueLink } from './shared';
import { useQueueGrid } from './use-queue-grid';
import { useQueueLabels } from './use-queue-labels';

export const CONTACT_SPEC: GridSpec = {
  sorts: ['created_at', 'name'],
  defaultSort: 'created_at',
  defaultDir: 'asc',
  filters: { status: ['open', 'closed', 'all'] },
};
const schema = schemaOf(backofficeSchemas, 'ContactMessagesResponse');
const col = gridColumns<ContactMessageItem>();

/** Messages from the contact page, the oldest open first. */
export function ContactList({ search }: { search: Record<string, unknown> }) {
  const { t } = useLingui();
  const labels = useQueueLabels();
  const grid = useQueueGrid(search, CONTACT_SPEC);
  const { data } = useQuery(queueListOptions('contact-messages', currentLocale(), grid, schema));
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t`From`,
          cell: ({ row }) => (
            <>
              <QueueLink queue="contact-messages" id={row.original.id}>
                {row.original.name}
              </QueueLink>
              <br />
              <Ltr>{row.original.email}</Ltr>
            </>
          ),
        }),
        col.display({
          id: 'message',
          header: t`Message`,
          cell: ({ row }) => (
            <span lang={row.original.locale}>
              {row.original.message.length > 100
                ? `${row.original.message.slice(0, 100)}…`
                : row.original.message}
            </span>
          ),
        }),
        col.display({
          id: 'status',
          header: t`Status`,
          cell: ({ row }) => (
            <>
              <Badge tone={row.original.status === 'open' ? 'waiting' : 'muted'}>
                {labels.contact[row.original.status]}
              </Badge>{' '}
              {row.original.replies > 0 && (
                <Plural value={row.original.replies} one="# answer sent" other="# answers sent" />
              )}
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
        searchLabel={t`Search the messages`}
        searchHint={t`A reference (C-…), a name, an e-mail or words of the message.`}
        filters={[
          {
            key: 'status',
            label: t`Show`,
            options: [
              { id: 'open', label: labels.contact.open },
              { id: 'closed', label: labels.contact.closed },
              { id: 'all', label: t`All` },
            ],
          },
        ]}
      />
      <DataGrid
        label={t`Contact messages`}
        columns={columns}
        rows={data?.data.items}
        pagination={data?.pagination}
        grid={grid}
        spec={CONTACT_SPEC}
        getRowId={(row) => String(row.id)}
        loading={<Trans>Loading the contact messages…</Trans>}
        empty={
          <Trans>No open message. What visitors send from the contact page waits here for an answer.</Trans>
        }
      />
    </Page>
  );
}

const TITLE = msg`Contact messages`;
const LEAD = msg`What visitors wrote from the contact page. Answer by e-mail from here (the thread is kept), then close the conversation.`;
