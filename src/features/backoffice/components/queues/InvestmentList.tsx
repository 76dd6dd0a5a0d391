import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { InvestmentRequestItem } from '../../../../../contract/backoffice-queues';
import { Page } from '../../../../components/layout/Page';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { queueListOptions } from '../../api/queues/query';
import { backofficeSchemas, schemaOf } from '../../api/schemas';
import { DataGrid, GridToolbar, gridColumns, type GridSpec } from '../grid';
import { Badge, Moment, QueueLink } from './shared';
import { useQueueGrid } from './use-queue-grid';
import { useQueueLabels } from './use-queue-labels';

export const REQUESTS_SPEC: GridSpec = {
  sorts: ['created_at', 'shares', 'name'],
  defaultSort: 'created_at',
  defaultDir: 'asc',
  filters: { status: ['waiting', 'all', 'approved', 'declined'] },
};
const schema = schemaOf(backofficeSchemas, 'InvestmentRequestsResponse');
const col = gridColumns<InvestmentRequestItem>();
export const requestTone = (status: InvestmentRequestItem['status']) =>
  status === 'new' || status === 'contacted' ? 'waiting' : status === 'approved' ? 'done' : 'refused';

/** Requests to buy shares, the oldest waiting first, with what is left of each offer. */
export function InvestmentList({ search }: { search: Record<string, unknown> }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useQueueLabels();
  const grid = useQueueGrid(search, REQUESTS_SPEC);
  const { data } = useQuery(queueListOptions('investment-requests', lang, grid, schema));
  const columns = useMemo(
    () =>
      col.columns([
        col.accessor('name', {
          header: t`Investor`,
          cell: ({ row }) => (
            <QueueLink queue="investment-requests" id={row.original.id}>
              {row.original.name}
            </QueueLink>
          ),
        }),
        col.display({
          id: 'reference',
          header: t`Request`,
          cell: ({ row }) => (
            <>
              <Ltr>{row.original.reference}</Ltr>{' '}
              <Badge tone={requestTone(row.original.status)}>{labels.request[row.original.status]}</Badge>
            </>
          ),
        }),
        col.accessor('shares', {
          header: t`Shares`,
          cell: ({ row }) => (
            <>
              <Plural value={row.original.shares} one="# share" other="# shares" />
              <br />
              {formatMoney(row.original.amount, lang)}
            </>
          ),
        }),
        col.display({
          id: 'offer',
          header: t`Offer`,
          cell: ({ row }) => (
            <>
              {row.original.unit.title}
              <br />
              <Plural value={row.original.unit.shares_left} one="# share left" other="# shares left" />
            </>
          ),
        }),
        col.accessor('created_at', {
          header: t`Sent`,
          cell: ({ row }) => <Moment iso={row.original.created_at} />,
        }),
      ]),
    [t, lang, labels],
  );
  return (
    <Page title={TITLE} lead={LEAD}>
      <GridToolbar
        grid={grid}
        searchLabel={t`Search the requests`}
        searchHint={t`A reference (INV-…), an investor’s name, e-mail or phone, or an offer.`}
        filters={[
          {
            key: 'status',
            label: t`Show`,
            options: [
              { id: 'waiting', label: t`Waiting` },
              { id: 'all', label: t`All` },
              { id: 'approved', label: labels.request.approved },
              { id: 'declined', label: labels.request.declined },
            ],
          },
        ]}
      />
      <DataGrid
        label={t`Investment requests`}
        columns={columns}
        rows={data?.data.items}
        pagination={data?.pagination}
        grid={grid}
        spec={REQUESTS_SPEC}
        getRowId={(row) => String(row.id)}
        loading={<Trans>Loading the investment requests…</Trans>}
        empty={
          <Trans>
            No request waits. When someone asks to buy shares on an investment page, the request shows up
            here.
          </Trans>
        }
      />
    </Page>
  );
}

const TITLE = msg`Investment requests`;
const LEAD = msg`People who asked to buy shares. Approving sells the shares from what is left of the offer; declining tells the investor why.`;
