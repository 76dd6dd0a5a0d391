/** The console's data grid: one import for a section's list (see DataGrid.tsx for how it works). */
export { DataGrid, type DataGridProps, type GridPage } from './DataGrid';
export { GridToolbar, type GridFilterDef } from './GridToolbar';
export { gridColumns, gridFeatures, type GridColumns, type GridFeatures } from './columns';
export {
  gridKey,
  gridQueryString,
  isNarrowed,
  readGridSearch,
  type GridSearch,
  type GridSpec,
  type SortDir,
} from './grid-search';
export { useGridNavigate } from './use-grid-navigate';
