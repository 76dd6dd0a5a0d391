import { Plural, Trans } from '@lingui/react/macro';
import type { Earnings, EarningsLine } from '../../../../contract/hosting';
import { Ltr } from '../../../components/ui/Ltr';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { formatMoment } from '../../../../contract/format';
import { formatMonth } from '../earnings-range';

/** Per check-in month: stays, paid, refunds, the platform's fee and its VAT, the payout; then totals. */
export function MonthTotals({ months, totals }: Pick<Earnings, 'months' | 'totals'>) {
  const lang = currentLocale();
  const money = (m: Earnings['totals']['paid']) => formatMoney(m, lang);
  const cells = (row: Earnings['totals']) => (
    <>
      <td>
        <Plural value={row.stays} one="# stay" other="# stays" />
      </td>
      <td>{money(row.paid)}</td>
      <td>{money(row.refunded)}</td>
      <td>{money(row.platform_fee)}</td>
      <td>{money(row.vat_on_fee)}</td>
      <td>
        <strong>{money(row.payout)}</strong>
      </td>
    </>
  );
  return (
    <div role="region" aria-labelledby="earnings-months" className="table-scroll" tabIndex={0}>
      <h2 id="earnings-months">
        <Trans>By month</Trans>
      </h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Month</Trans>
            </th>
            <th scope="col">
              <Trans>Stays</Trans>
            </th>
            <th scope="col">
              <Trans>Paid</Trans>
            </th>
            <th scope="col">
              <Trans>Refunds</Trans>
            </th>
            <th scope="col">
              <Trans>Platform fee</Trans>
            </th>
            <th scope="col">
              <Trans>VAT on fee</Trans>
            </th>
            <th scope="col">
              <Trans>Payout</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{formatMonth(m.month, lang)}</th>
              {cells(m)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Total</Trans>
            </th>
            {cells(totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** One row per stay: its code, unit and dates, what was paid, the fee (with its VAT) and the payout. */
export function EarningsLines({ lines }: { lines: EarningsLine[] }) {
  const lang = currentLocale();
  return (
    <div role="region" aria-labelledby="earnings-lines" className="table-scroll" tabIndex={0}>
      <h2 id="earnings-lines">
        <Trans>Stays</Trans>
      </h2>
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Reservation</Trans>
            </th>
            <th scope="col">
              <Trans>Unit</Trans>
            </th>
            <th scope="col">
              <Trans>Dates</Trans>
            </th>
            <th scope="col">
              <Trans>Paid</Trans>
            </th>
            <th scope="col">
              <Trans>Fee and its VAT</Trans>
            </th>
            <th scope="col">
              <Trans>Payout</Trans>
            </th>
            <th scope="col">
              <Trans>Due</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const from = formatDate(line.check_in, lang);
            const to = formatDate(line.check_out, lang);
            const refunded = formatMoney(line.refunded, lang);
            return (
              <tr key={line.code}>
                <th scope="row">
                  <Ltr>{line.code}</Ltr>
                </th>
                <td>{line.unit_title}</td>
                <td>
                  <Trans>
                    {from} – {to}
                  </Trans>
                </td>
                <td>
                  {formatMoney(line.paid, lang)}
                  {line.refunded.amount_minor > 0 && (
                    <small className="earnings-refund">
                      {' '}
                      <Trans>({refunded} refunded)</Trans>
                    </small>
                  )}
                </td>
                <td>
                  {formatMoney(
                    {
                      ...line.platform_fee,
                      amount_minor: line.platform_fee.amount_minor + line.vat_on_fee.amount_minor,
                    },
                    lang,
                  )}
                </td>
                <td>
                  <strong>{formatMoney(line.payout, lang)}</strong>
                </td>
                <td>{line.due_at ? formatMoment(new Date(line.due_at), lang) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
