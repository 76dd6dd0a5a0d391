import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ModerationReview } from '../../../../../contract/backoffice-queues';
import { Page } from '../../../../components/layout/Page';
import { currentLocale } from '../../../../lib/i18n';
import { queueListOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { DataGrid, GridToolbar, gridColumns, type GridSpec } from '../grid';
import { ReviewState } from './ReviewState';
import { Moment, QueueLink } from './shared';
import { useQueueGrid } from './use-queue-grid';

export const MODERATION_SPEC: GridSpec = {
  sorts: ['created_at', 'score'],
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: { status: ['all', 'waiting', 'hidden'], rating: ['', '1', '2', '3', '4', '5'] },
};
const schema = schemaOf(backofficeSchemas, 'ModerationReviewsResponse');
const col = gridColumns<ModerationReview>();

/** Every review, hidden ones marked; low scores nobody has looked at yet wait for a look. */
export function ModerationList({ search }: { search: Record<string, unknown> }) {
  const { t } = useLingui();
  const grid = useQueueGrid(search, MODERATION_SPEC);
  const { data } = useQuery(queueListOptions('reviews', currentLocale(), grid, schema));
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('text', {
          header: t`Review`,
          cell: ({ row }) => (
            <QueueLink queue="reviews" id={row.original.id}>
              <span lang={row.original.language}>
                {row.original.text.length > 120 ? `${row.original.text.slice(0, 120)}…` : row.original.text}
              </span>
            </QueueLink>
          ),
        }),
        col.accessor('score', { header: t`Rating`, cell: ({ row }) => t`${row.original.score} of 5` }),
        col.display({
          id: 'state',
          header: t`State`,
          cell: ({ row }) => <ReviewState review={row.original} />,
        }),
        col.display({
          id: 'unit',
          header: t`Unit`,
          cell: ({ row }) => (
            <>
              {row.original.unit.title}
              <br />
              <Trans>by {row.original.author}</Trans>
            </>
          ),
        }),
        col.accessor('created_at', {
          header: t`Written`,
          cell: ({ row }) => <Moment iso={row.original.created_at} />,
        }),
      ]),
    [t],
  );
  return (
    <Page title={TITLE} lead={LEAD}>
      <GridToolbar
        grid={grid}
        searchLabel={t`Search the reviews`}
        searchHint={t`Words of the review, or a unit’s name.`}
        filters={[
          {
            key: 'status',
            label: t`Show`,
            options: [
              { id: 'all', label: t`All` },
              { id: 'waiting', label: t`Waiting for a look` },
              { id: 'hidden', label: t`Hidden` },
            ],
          },
          {
            key: 'rating',
            label: t`Rating`,
            options: [
              { id: '', label: t`Any` },
              ...[1, 2, 3, 4, 5].map((n) => ({ id: String(n), label: t`${n} of 5` })),
            ],
          },
        ]}
      />
      <DataGrid
        label={t`Reviews`}
        columns={columns}
        rows={data?.data.items}
        pagination={data?.pagination}
        grid={grid}
        spec={MODERATION_SPEC}
        getRowId={(row) => String(row.id)}
        rowClassName={(row) => (row.hidden ? 'queue-row-hidden' : undefined)}
        loading={<Trans>Loading the reviews…</Trans>}
        empty={<Trans>No review here yet. Guests review their stays once they are over.</Trans>}
      />
    </Page>
  );
}

const TITLE = msg`Reviews`;
const LEAD = msg`Guests’ reviews. A score of 1 or 2 waits until someone looks at it. Hide a review that breaks the rules (with the reason); the unit’s rating leaves it out until it is restored.`;
