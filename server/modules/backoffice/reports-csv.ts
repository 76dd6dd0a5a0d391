import type { Report, ReportRow } from '../../../contract/backoffice-reports';
import type { MessageKey } from '../../i18n/translate';
import { cell, decimal } from '../hosting/earnings-csv';

/** Excel reads a UTF-8 file as UTF-8 (Arabic names intact) only when it starts with this mark. */
const BOM = '\uFEFF';

const COLUMNS = [
  'key',
  'label',
  'nights_available',
  'nights_sold',
  'occupancy',
  'room_revenue',
  'adr',
  'revpar',
  'bookings',
  'cancellations',
  'revenue',
  'refunds',
] as const;

const line = (cells: string[]) => cells.map(cell).join(',');

/** A row's cells: counts as integers, occupancy as a percentage with two places, money in riyals. */
function cellsOf(row: ReportRow): string[] {
  return [
    row.key,
    row.label,
    String(row.nights_available),
    String(row.nights_sold),
    decimal(row.occupancy_bp),
    decimal(row.room_revenue.amount_minor),
    decimal(row.adr.amount_minor),
    decimal(row.revpar.amount_minor),
    String(row.bookings),
    String(row.cancellations),
    decimal(row.revenue.amount_minor),
    decimal(row.refunds.amount_minor),
  ];
}

/** The whole report (every row, no page) as CSV with a header in the caller's language and the totals. */
export function reportCsv(report: Report, t: (key: MessageKey) => string): string {
  const header = line(COLUMNS.map((column) => t(`backoffice.reports.csv.${column}`)));
  const totals = cellsOf(report.totals);
  totals[0] = t('backoffice.reports.csv.total');
  totals[1] = '';
  return `${BOM}${[header, ...report.rows.map((row) => line(cellsOf(row))), line(totals)].join('\r\n')}\r\n`;
}

/** ASCII only, so the attachment's name needs no encoding. */
export const reportFilename = (report: Pick<Report, 'by' | 'from' | 'to'>) =>
  `sakan-report-by-${report.by}-${report.from}-to-${report.to}.csv`;
