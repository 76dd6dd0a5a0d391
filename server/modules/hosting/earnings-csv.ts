import type { Earnings } from '../../../contract/hosting-earnings';
import type { MessageKey } from '../../i18n/translate';
import type { MonthRange } from './earnings-service';

/** Excel reads a UTF-8 file as UTF-8 (Arabic titles intact) only when it starts with this mark. */
const BOM = '\uFEFF';

const COLUMNS = [
  'code',
  'unit',
  'check_in',
  'check_out',
  'paid',
  'refunded',
  'guest_vat',
  'platform_fee',
  'vat_on_fee',
  'payout',
  'due_at',
] as const;

/** Halalas as a plain decimal with two places (115000 → "1150.00"): no grouping, no currency sign. */
export function decimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One cell. A spreadsheet runs text starting with = + - @ (or a tab or carriage return) as a formula,
 * so such text, e.g. a unit title a host typed, is prefixed with ' and shown as written. Amounts are
 * never negative, so no amount is changed by it. Cells with a comma, quote or line break are quoted.
 */
export function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const row = (cells: string[]) => cells.map(cell).join(',');

/** The statement as CSV: a header in the caller's language, one row per stay, then the totals. */
export function earningsCsv(earnings: Earnings, t: (key: MessageKey) => string): string {
  const header = row(COLUMNS.map((column) => t(`hosting_earnings.csv.${column}`)));
  const lines = earnings.lines.map((line) =>
    row([
      line.code,
      line.unit_title,
      line.check_in,
      line.check_out,
      decimal(line.paid.amount_minor),
      decimal(line.refunded.amount_minor),
      decimal(line.guest_vat.amount_minor),
      decimal(line.platform_fee.amount_minor),
      decimal(line.vat_on_fee.amount_minor),
      decimal(line.payout.amount_minor),
      line.due_at ? line.due_at.replace(/\.\d{3}Z$/, 'Z') : '',
    ]),
  );
  const totals = earnings.totals;
  const footer = row([
    t('hosting_earnings.csv.total'),
    '',
    '',
    '',
    decimal(totals.paid.amount_minor),
    decimal(totals.refunded.amount_minor),
    decimal(totals.guest_vat.amount_minor),
    decimal(totals.platform_fee.amount_minor),
    decimal(totals.vat_on_fee.amount_minor),
    decimal(totals.payout.amount_minor),
    '',
  ]);
  // CRLF line ends, as RFC 4180 asks and spreadsheets expect.
  return `${BOM}${[header, ...lines, footer].join('\r\n')}\r\n`;
}

/** ASCII only, so the attachment's name needs no encoding in Content-Disposition. */
export function csvFilename(range: MonthRange): string {
  return `sakan-earnings-${range.from}-to-${range.to}.csv`;
}
