import { useLingui } from '@lingui/react/macro';
import { LazySelect } from '../../../components/ui/LazySelect';
import { currentLocale } from '../../../lib/i18n';
import { formatMonth, monthChoices, moveRange, type MonthRange } from '../earnings-range';

/** Two month selects, from and to; moving one end keeps the range in order and at most 36 months. */
export function MonthRangePicker({
  range,
  onChange,
  legend,
}: {
  range: MonthRange;
  onChange: (range: MonthRange) => void;
  /** What the months are of; the host's check-in months unless said. */
  legend?: string;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const options = monthChoices().map((month) => ({ id: month, label: formatMonth(month, lang) }));
  return (
    <fieldset className="earnings-range">
      <legend>{legend ?? t`Check-in months`}</legend>
      <LazySelect
        label={t`From`}
        options={options}
        value={range.from}
        onChange={(month) => onChange(moveRange(range, 'from', month))}
      />
      <LazySelect
        label={t`To`}
        options={options}
        value={range.to}
        onChange={(month) => onChange(moveRange(range, 'to', month))}
      />
    </fieldset>
  );
}
