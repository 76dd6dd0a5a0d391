import { useLingui } from '@lingui/react/macro';
import type { Report, ReportRow } from '../../../../../contract/backoffice';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';
import { formatCount, formatPercent } from '../../../../lib/numbers';
import { formatMonth } from '../../../hosting';

/** Every measure per row, and the report's totals as the table's foot. */
export function ReportTable({ report }: { report: Report }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const cells = (row: ReportRow) => [
    formatCount(row.nights_available, lang),
    formatCount(row.nights_sold, lang),
    formatPercent(row.occupancy_bp, lang),
    formatMoney(row.room_revenue, lang),
    formatMoney(row.adr, lang),
    formatMoney(row.revpar, lang),
    formatCount(row.bookings, lang),
    formatCount(row.cancellations, lang),
    formatMoney(row.revenue, lang),
    formatMoney(row.refunds, lang),
  ];
  const heads = [
    t`Nights available`,
    t`Nights sold`,
    t`Occupancy`,
    t`Room revenue`,
    t`ADR`,
    t`RevPAR`,
    t`Bookings`,
    t`Cancellations`,
    t`Paid`,
    t`Refunded`,
  ];
  const name = (row: ReportRow) => (report.by === 'month' ? formatMonth(row.key, lang) : row.label);
  return (
    <div className="console-table-wrap" role="region" aria-label={t`Report`} tabIndex={0}>
      <table className="console-table report-table">
        <thead>
          <tr>
            <th scope="col">{{ month: t`Month`, city: t`City`, unit: t`Unit` }[report.by]}</th>
            {heads.map((head) => (
              <th scope="col" key={head}>
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{name(row)}</th>
              {cells(row).map((value, index) => (
                <td key={heads[index]}>{value}</td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t`All`}</th>
            {cells(report.totals).map((value, index) => (
              <td key={heads[index]}>{value}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
