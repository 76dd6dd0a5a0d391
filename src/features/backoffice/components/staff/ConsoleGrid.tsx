import { createColumnHelper, tableFeatures, type ReactTable, type RowData } from '@tanstack/react-table';

/** The console's grids need no client-side features: sorting, filtering and paging happen on the server. */
export const gridFeatures = tableFeatures({});
export const columnsFor = <Row extends RowData>() => createColumnHelper<typeof gridFeatures, Row>();

/**
 * A TanStack Table (headless, v9) drawn with the console's own table styles. The grid scrolls sideways
 * on a phone; its region is focusable so a keyboard can scroll it too.
 */
export function ConsoleGrid<Row extends RowData>({
  table,
  label,
}: {
  table: ReactTable<typeof gridFeatures, Row>;
  label: string;
}) {
  return (
    <div className="console-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="console-table">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
