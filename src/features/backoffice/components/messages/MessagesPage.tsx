import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatCount } from '../../../../../contract/format';
import type { ConsoleThreadItem } from '../../../../../contract/messages';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { consoleThreadsOptions } from '../../api/messages/get-threads';
import { DataGrid, GridToolbar, gridColumns, readGridSearch, type GridSpec } from '../grid';
import { Badge, Moment } from '../queues/shared';
import { ThreadKind } from './ThreadKind';

const MESSAGES_TITLE = msg`Messages`;
const MESSAGES_LEAD = msg`Every conversation between guests and hosts, the newest message first. Open one to read it all and to write in it as Sakan support.`;
// The server has one order (the newest message first) and no filters: the grid only searches and pages.
const SPEC: GridSpec = { sorts: [], defaultSort: 'updated_at', defaultDir: 'desc' };
const col = gridColumns<ConsoleThreadItem>();

/** The console's Messages section: every guest–host thread, searched and paged on the server. */
export function MessagesPage({ search }: { search: Record<string, unknown> }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const grid = readGridSearch(search, SPEC);
  const { data } = useQuery(consoleThreadsOptions(lang, grid.page, grid.q));
  const columns = useMemo(
    () =>
      col.columns([
        col.display({
          id: 'conversation',
          header: t`Conversation`,
          cell: ({ row }) => (
            <>
              <Link to="/$lang/admin/$" params={{ lang, _splat: `messages/${row.original.id}` }}>
                {row.original.unit.title}
              </Link>
              <br />
              <ThreadKind thread={row.original} />
            </>
          ),
        }),
        col.display({ id: 'guest', header: t`Guest`, cell: ({ row }) => <Person {...row.original.guest} /> }),
        col.display({ id: 'host', header: t`Host`, cell: ({ row }) => <Person {...row.original.host} /> }),
        col.display({
          id: 'updated_at',
          header: t`Last message`,
          cell: ({ row }) => <LastMessage thread={row.original} />,
        }),
        col.display({
          id: 'count',
          header: t`Messages`,
          cell: ({ row }) => (
            <>
              {formatCount(row.original.messages_count, lang)}
              {row.original.reports_open > 0 && (
                <>
                  <br />
                  <Badge tone="waiting">
                    <Plural value={row.original.reports_open} one="# reported" other="# reported" />
                  </Badge>
                </>
              )}
            </>
          ),
        }),
      ]),
    [t, lang],
  );
  return (
    <Page title={MESSAGES_TITLE} lead={MESSAGES_LEAD}>
      <GridToolbar
        grid={grid}
        searchLabel={t`Find a conversation`}
        searchHint={t`A name or e-mail of the guest or the host, a reservation code, or a unit’s name.`}
      />
      <DataGrid
        label={t`Conversations`}
        columns={columns}
        rows={data?.items}
        pagination={data?.pagination}
        grid={grid}
        spec={SPEC}
        getRowId={(row) => String(row.id)}
        loading={<Trans>Loading the conversations…</Trans>}
        empty={
          <Trans>
            No conversation yet. One starts when a guest asks a host a question or writes about a stay.
          </Trans>
        }
      />
    </Page>
  );
}

function Person({ name, email }: { name: string; email: string }) {
  return (
    <>
      <bdi>{name || '—'}</bdi>
      <br />
      <Ltr>{email}</Ltr>
    </>
  );
}

/** Who wrote last and when, with the start of it (a photo or a hidden message has no excerpt). */
function LastMessage({ thread }: { thread: ConsoleThreadItem }) {
  const { t } = useLingui();
  const last = thread.last_message;
  if (!last) return <Trans>No message yet</Trans>;
  const who = { guest: t`Guest`, host: t`Host`, staff: t`Sakan support` }[last.sender];
  return (
    <>
      <span dir="auto">{last.excerpt || t`A photo, or a hidden message`}</span>
      <br />
      <span className="console-count">
        {who} · <Moment iso={last.created_at} />
      </span>
    </>
  );
}
