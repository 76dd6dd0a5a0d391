import { Trans } from '@lingui/react/macro';
import { useTable, type RowData, type SortingState, type Updater } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { Link } from '../../../../components/ui/Link';
import { Pager } from '../../../../components/ui/Pager';
import { gridFeatures, type GridColumns } from './columns';
import { isNarrowed, type GridSearch, type GridSpec } from './grid-search';
import { useGridNavigate } from './use-grid-navigate';
import './grid.css';

export interface GridPage {
  page: number;
  last_page: number;
  total: number;
}

export interface DataGridProps<TRow extends RowData> {
  /** The grid's accessible name (its region and table), e.g. "Property submissions". */
  label: string;
  columns: GridColumns<TRow>;
  /** The page of rows the server sent; undefined while the first page loads. */
  rows: readonly TRow[] | undefined;
  /** The server's paging of the same answer. */
  pagination: GridPage | undefined;
  /** The state read from the URL (readGridSearch) and the spec it was read with. */
  grid: GridSearch;
  spec: GridSpec;
  getRowId: (row: TRow) => string;
  /** Said when nothing waits at all: what the list holds and when something shows up in it. */
  empty: ReactNode;
  /** Said while the rows load, e.g. "Loading the submissions…". */
  loading?: ReactNode;
  /** A row's class (e.g. to mark hidden or urgent rows). */
  rowClassName?: (row: TRow) => string | undefined;
  /**
   * Whether the search narrows the list, for a section whose filters the spec cannot list (the audit
   * log's staff member, days, record id); by default the spec's filters and the search text say so.
   */
  narrowed?: boolean;
  /** False when the section says how many rows match itself (else "Total: n" under the grid). */
  total?: false;
}

/**
 * The console's data grid: TanStack Table, headless and manual (the server sorts, filters and pages),
 * styled with the console's own table. Sortable headers are buttons with aria-sort; pressing one writes
 * `?sort=&dir=` (and page 1) to the URL, which the section's query reads, so the order can be linked
 * and walked back. Rows: a loading state, an empty state (nothing waits, or nothing matches the search
 * with a way to clear it) and the pager.
 */
export function DataGrid<TRow extends RowData>(props: DataGridProps<TRow>) {
  const { label, columns, rows, pagination, grid, spec } = props;
  const goTo = useGridNavigate();
  const sorting: SortingState = [{ id: grid.sort, desc: grid.dir === 'desc' }];
  const table = useTable({
    features: gridFeatures,
    columns,
    data: rows ?? NO_ROWS,
    getRowId: props.getRowId,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = (typeof updater === 'function' ? updater(sorting) : updater)[0];
      if (!next) return;
      goTo({ sort: next.id, dir: next.desc ? 'desc' : 'asc', page: 1 });
    },
  });
  const sortable = (id: string) => spec.sorts.includes(id);
  const loading = rows === undefined;
  const columnCount = table.getAllLeafColumns().length;
  const total = pagination?.total ?? 0;

  return (
    <>
      <div className="console-table-wrap" role="region" aria-label={label} tabIndex={0}>
        <table className="console-table data-grid" aria-busy={loading || undefined}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = sortable(header.column.id);
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        !canSort
                          ? undefined
                          : sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                      }
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <Button
                          className="grid-sort"
                          // The server's order is the truth: a press flips this column or starts with it.
                          onPress={() =>
                            header.column.toggleSorting(
                              sorted ? sorted === 'asc' : spec.defaultDir === 'desc',
                            )
                          }
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="grid-sort-mark">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </Button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading ? (
              <tr>
                <td colSpan={columnCount} className="grid-state">
                  <div role="status">
                    {props.loading ?? <Trans>Loading the list…</Trans>}{' '}
                    <span className="grid-state-hint">
                      <Trans>
                        It shows up here in a moment; if it doesn’t, check the connection and reload.
                      </Trans>
                    </span>
                  </div>
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className="grid-state">
                  <div role="status">
                    {(props.narrowed ?? isNarrowed(grid, spec)) ? (
                      <NothingMatches grid={grid} />
                    ) : (
                      props.empty
                    )}
                  </div>
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <tr key={row.id} className={props.rowClassName?.(row.original)}>
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {total > 0 && props.total !== false && (
        <p className="grid-total console-count">
          <Trans>Total: {total}</Trans>
        </p>
      )}
      {pagination && <Pager page={pagination.page} last={pagination.last_page} />}
    </>
  );
}

const NO_ROWS: never[] = [];

function NothingMatches({ grid }: { grid: GridSearch }) {
  // The order stays; the text, the filters and the page go.
  const clearedSearch: Record<string, string> = { sort: grid.sort, dir: grid.dir };
  return (
    <>
      {grid.q ? (
        <Trans>Nothing matches “{grid.q}” here.</Trans>
      ) : (
        <Trans>Nothing matches these filters.</Trans>
      )}{' '}
      <Link to="." search={clearedSearch}>
        <Trans>Clear the search and filters</Trans>
      </Link>
    </>
  );
}
