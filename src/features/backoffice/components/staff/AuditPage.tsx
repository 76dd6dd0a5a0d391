import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AUDIT_SORTS, type AuditEntry, type AuditQuery } from '../../../../../contract/backoffice';
import { formatMoment } from '../../../../../contract/format';
import { Page } from '../../../../components/layout/Page';
import { Ltr } from '../../../../components/ui/Ltr';
import { currentLocale } from '../../../../lib/i18n';
import { auditQueryOptions } from '../../api/audit';
import { DataGrid, gridColumns, type GridSearch, type GridSpec } from '../grid';
import { AuditFilters } from './AuditFilters';
import { useStaffLabels } from './labels';
import './staff.css';

const TITLE = msg`Audit log`;
const LEAD = msg`Every change staff made, newest first: who, when, which record, the fields before and after, and why. Nothing here can be edited or deleted.`;
/** Only the time orders the log; its filters are the form's (AuditFilters), not the grid's. */
const SPEC: GridSpec<(typeof AUDIT_SORTS)[number]> = {
  sorts: AUDIT_SORTS,
  defaultSort: 'at',
  defaultDir: 'desc',
};
const column = gridColumns<AuditEntry>();

/** The grid's state of the log's query (read leniently by auditQueryOf). */
const gridOf = (query: AuditQuery): GridSearch => ({
  page: query.page ?? 1,
  sort: query.sort ?? SPEC.defaultSort,
  dir: query.dir ?? SPEC.defaultDir,
  q: query.q ?? '',
  filters: {},
});

/** A value as the log shows it: text as is, lists joined, anything else as compact JSON. */
const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : '—';
  return JSON.stringify(value);
};

/** Each changed field: its name, the value before (struck) and after. */
function Changes({ entry }: { entry: AuditEntry }) {
  // From before to after in the reading direction.
  const arrow = currentLocale() === 'ar' ? '←' : '→';
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return <>—</>;
  return (
    <ul className="console-change">
      {fields.map((field) => (
        <li key={field}>
          <Ltr>{field}</Ltr>: <del>{shown(entry.before?.[field])}</del> {arrow}{' '}
          <ins>{shown(entry.after?.[field])}</ins>
        </li>
      ))}
    </ul>
  );
}

/** The audit log (admin): filters in the address, the server's pages, newest first. */
export function AuditPage({ query }: { query: AuditQuery }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useStaffLabels();
  // A new order, page or search keeps the page (and the keyboard's focus) while the next rows load.
  const { data } = useQuery({
    ...auditQueryOptions(query),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('at', {
          header: () => t`When (UTC)`,
          cell: (info) => formatMoment(new Date(info.getValue()), lang, 'UTC'),
        }),
        column.accessor('staff', {
          header: () => t`Who`,
          cell: (info) => (
            <>
              {info.getValue().name ?? '—'}
              <br />
              <Ltr>{info.getValue().email ?? ''}</Ltr>
            </>
          ),
        }),
        column.accessor('action', {
          header: () => t`Action`,
          cell: (info) => labels.action(info.getValue()),
        }),
        column.display({
          id: 'record',
          header: () => t`Record`,
          cell: ({ row }) => (
            <>
              {labels.entity(row.original.entity)} <Ltr>{row.original.entity_id}</Ltr>
            </>
          ),
        }),
        column.display({
          id: 'changes',
          header: () => t`Before → after`,
          cell: ({ row }) => <Changes entry={row.original} />,
        }),
        column.accessor('reason', { header: () => t`Reason`, cell: (info) => info.getValue() ?? '—' }),
      ]),
    [t, lang, labels],
  );
  // Any filter of the form narrows the log (the page and the order do not).
  const narrowed = Object.keys(query).some((key) => !['page', 'sort', 'dir'].includes(key));
  return (
    <Page title={TITLE} lead={LEAD}>
      <AuditFilters query={query} />
      <p role="status" className="field-description">
        {data && <Plural value={data.pagination.total} one="# entry matches." other="# entries match." />}
      </p>
      <DataGrid
        label={t`Audit log`}
        columns={columns}
        rows={data?.items}
        pagination={data?.pagination}
        grid={gridOf(query)}
        spec={SPEC}
        getRowId={(row) => String(row.id)}
        narrowed={narrowed}
        total={false}
        loading={<Trans>Loading the audit log…</Trans>}
        empty={<Trans>Nothing recorded yet. Every change staff make shows here as they make it.</Trans>}
      />
    </Page>
  );
}

/** The log while it loads. */
export function AuditLoading() {
  return (
    <Page title={TITLE} lead={LEAD}>
      <p role="status">
        <Trans>Loading the audit log…</Trans>
      </p>
    </Page>
  );
}
