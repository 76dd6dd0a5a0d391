import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  type ColumnHelper,
  type RowData,
} from '@tanstack/react-table';

/**
 * The features every console grid registers: sorting only, and manual (the server sorts, filters and
 * pages; the table only models the columns, the header state and the cells). Module scope: TanStack
 * Table wants its features stable.
 */
export const gridFeatures = tableFeatures({ rowSortingFeature });
export type GridFeatures = typeof gridFeatures;

/** A console grid's columns, as `gridColumns<Row>().columns([...])` makes them (keep them stable). */
export type GridColumns<TRow extends RowData> = ReturnType<ColumnHelper<GridFeatures, TRow>['columns']>;

/**
 * The column helper typed for console grids: `const col = gridColumns<Row>()`, then
 * `col.columns([col.accessor('name', { header: … }), col.display({ id: 'open', cell: … })])`. A column's id
 * (its accessor key, or `id`) is what `?sort=` names when the grid's spec lists it as sortable.
 */
export const gridColumns = <TRow extends RowData>() => createColumnHelper<GridFeatures, TRow>();
