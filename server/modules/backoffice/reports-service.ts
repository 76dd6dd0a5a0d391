import {
  REPORT_MAX_MONTHS,
  REPORT_UNITS_PER_PAGE,
  type Report,
  type ReportQuery,
  type ReportRow,
} from '../../../contract/backoffice-reports';
import type { Locale, Pagination } from '../../../contract/common';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { offsetOf, paginationOf } from '../../lib/pagination';
import { reportRows, type RawReportRow } from './reports-repository';

const sar = (amount: number) => ({ amount_minor: amount, currency: 'SAR' as const });
const ratio = (part: number, whole: number, scale = 1) =>
  whole > 0 ? Math.round((part * scale) / whole) : 0;

/** The measures a row shows, derived from its sums the same way for every row and the totals. */
export function toReportRow(raw: RawReportRow): ReportRow {
  return {
    key: raw.key,
    label: raw.label,
    nights_available: raw.nights_available,
    nights_sold: raw.nights_sold,
    occupancy_bp: ratio(raw.nights_sold, raw.nights_available, 10_000),
    room_revenue: sar(raw.room_minor),
    adr: sar(ratio(raw.room_minor, raw.nights_sold)),
    revpar: sar(ratio(raw.room_minor, raw.nights_available)),
    bookings: raw.bookings,
    cancellations: raw.cancellations,
    revenue: sar(raw.revenue_minor),
    refunds: sar(raw.refunds_minor),
  };
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthOf = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The report's window as dates: the first day of `from` and the first day after `to`. */
export function windowOf(query: Pick<ReportQuery, 'from' | 'to'>) {
  const first = monthIndex(query.from);
  const last = monthIndex(query.to);
  if (last < first) throw new AppError('VALIDATION_FAILED', 422, 'backoffice.reports.reversed');
  if (last - first + 1 > REPORT_MAX_MONTHS)
    throw new AppError('VALIDATION_FAILED', 422, 'backoffice.reports.too_long');
  return { from: `${query.from}-01`, end: `${monthOf(last + 1)}-01` };
}

/** A report's totals when nothing at all happened (the totals query always answers one row). */
export const EMPTY_TOTALS: RawReportRow = {
  key: 'total',
  label: 'total',
  nights_available: 0,
  nights_sold: 0,
  room_minor: 0,
  bookings: 0,
  cancellations: 0,
  revenue_minor: 0,
  refunds_minor: 0,
  rows_total: 1,
};

/** Units ranked by room revenue, a page at a time; a page past the end shows the last one. */
async function unitPage(
  db: Database,
  locale: Locale,
  window: ReturnType<typeof windowOf>,
  requested: number,
) {
  const at = (offset: number) =>
    reportRows(db, locale, 'unit', window, { limit: REPORT_UNITS_PER_PAGE, offset });
  let rows = await at((requested - 1) * REPORT_UNITS_PER_PAGE);
  const total =
    rows[0]?.rows_total ??
    (await reportRows(db, locale, 'unit', window, { limit: 1, offset: 0 }))[0]?.rows_total ??
    0;
  const pagination = paginationOf(total, requested, REPORT_UNITS_PER_PAGE, true);
  if (rows.length === 0 && total > 0) rows = await at(offsetOf(pagination));
  return { rows, pagination };
}

export async function buildReport(
  db: Database,
  locale: Locale,
  query: ReportQuery,
): Promise<{ report: Report; pagination: Pagination | undefined }> {
  const by = query.by ?? 'month';
  const window = windowOf(query);
  const { rows, pagination } =
    by === 'unit'
      ? await unitPage(db, locale, window, query.page ?? 1)
      : { rows: await reportRows(db, locale, by, window), pagination: undefined };
  const [totals] = await reportRows(db, locale, 'total', window);
  const report = {
    by,
    from: query.from,
    to: query.to,
    rows: rows.map(toReportRow),
    totals: toReportRow(totals ?? EMPTY_TOTALS),
  };
  return { report, pagination };
}
