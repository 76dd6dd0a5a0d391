import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { PROMO_SORTS, PROMO_STATUSES, type AdminPromo } from '../../../../../contract/backoffice';
import { formatCount, formatMoney, formatNumber, formatStayDay } from '../../../../../contract/format';
import { Page } from '../../../../components/layout/Page';
import { Link } from '../../../../components/ui/Link';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { promosQueryOptions } from '../../api/content/promos';
import { DataGrid, GridToolbar, gridColumns, gridQueryString, readGridSearch, type GridSpec } from '../grid';
import { PROMO_STATUS_LABELS } from './labels';

export const PROMOS_TITLE = msg`Promo codes`;
export const PROMOS_LEAD = msg`Codes guests enter at checkout, with their limits. Checkout enforces every limit set here.`;

const SPEC: GridSpec = {
  sorts: PROMO_SORTS,
  defaultSort: 'created_at',
  defaultDir: 'desc',
  filters: { status: ['all', ...PROMO_STATUSES] },
  maxQuery: 32,
};

/** A code's discount as guests read it: "15%" or "SAR 100". */
export const discountOf = (promo: Pick<AdminPromo, 'kind' | 'value'>, lang: 'en' | 'ar') =>
  promo.kind === 'percent'
    ? formatNumber(promo.value / 100, lang, { style: 'percent' })
    : formatMoney({ amount_minor: promo.value, currency: 'SAR' }, lang);

/** /admin/promo-codes: every code in a grid the server sorts, filters and pages. */
export function PromoList({ search }: { search: Record<string, unknown> }) {
  const { t, i18n } = useLingui();
  const lang = currentLocale();
  const grid = readGridSearch(search, SPEC);
  // "All" is the grid's own default; the API takes no status for it.
  const query = gridQueryString({ ...grid, filters: grid.filters.status === 'all' ? {} : grid.filters });
  const list = useQuery({ ...promosQueryOptions(query), placeholderData: keepPreviousData });
  // The section's boundary answers a refusal (not staff, signed out) or a failure with a retry.
  if (list.error) throw list.error;
  const columns = useMemo(() => {
    const col = gridColumns<AdminPromo>();
    return col.columns([
      col.accessor('code', {
        header: () => t`Code`,
        cell: ({ row }) => (
          <Link to="/$lang/admin/$" params={{ lang, _splat: `promo-codes/${row.original.id}` }}>
            <Ltr>{row.original.code}</Ltr>
          </Link>
        ),
      }),
      col.display({
        id: 'discount',
        header: () => t`Discount`,
        cell: ({ row }) => discountOf(row.original, lang),
      }),
      col.accessor('valid_from', {
        header: () => t`From`,
        cell: ({ getValue }) => formatStayDay(getValue(), lang),
      }),
      col.accessor('valid_to', {
        header: () => t`Until`,
        cell: ({ getValue }) => formatStayDay(getValue(), lang),
      }),
      col.accessor('uses', {
        header: () => t`Uses`,
        cell: ({ row }) => {
          const { uses, max_uses: max } = row.original;
          return max === null
            ? formatCount(uses, lang)
            : t`${formatCount(uses, lang)} of ${formatCount(max, lang)}`;
        },
      }),
      col.display({
        id: 'limits',
        header: () => t`Limits`,
        cell: ({ row }) =>
          t`${row.original.max_uses_per_guest} per guest, ${row.original.min_nights}+ nights`,
      }),
      col.display({
        id: 'status',
        header: () => t`Status`,
        cell: ({ row }) => (
          <span className={`content-status content-status-${row.original.status}`}>
            {i18n._(PROMO_STATUS_LABELS[row.original.status])}
          </span>
        ),
      }),
      col.accessor('created_at', {
        header: () => t`Created`,
        cell: ({ getValue }) => i18n.date(new Date(getValue()), { dateStyle: 'medium' }),
      }),
    ]);
  }, [t, i18n, lang]);

  return (
    <Page title={PROMOS_TITLE} lead={PROMOS_LEAD}>
      <p>
        <Link to="/$lang/admin/$" params={{ lang, _splat: 'promo-codes/new' }} className="btn btn-primary">
          <Trans>New promo code</Trans>
        </Link>
      </p>
      <GridToolbar
        grid={grid}
        searchLabel={t`Search codes`}
        searchHint={t`Part of a code, in any case.`}
        filters={[
          {
            key: 'status',
            label: t`Status`,
            options: [
              { id: 'all', label: t`All` },
              ...PROMO_STATUSES.map((id) => ({ id, label: i18n._(PROMO_STATUS_LABELS[id]) })),
            ],
          },
        ]}
      />
      <DataGrid
        label={t`Promo codes`}
        columns={columns}
        rows={list.data?.items}
        pagination={list.data?.pagination}
        grid={grid}
        spec={SPEC}
        getRowId={(promo) => String(promo.id)}
        empty={<Trans>No promo codes yet. Make one with “New promo code”.</Trans>}
        loading={<Trans>Loading the promo codes…</Trans>}
      />
    </Page>
  );
}
