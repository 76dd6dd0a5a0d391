import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, CheckboxGroup, Label } from 'react-aria-components';
import type { UnitExtra } from '../../../../../contract/units';
import { currentLocale } from '../../../../lib/i18n';
import { formatMoney } from '../../../../lib/money';

/** The unit's extras as a group of checkboxes, each with its price and whether it is a night or a stay. */
export function ExtrasChoice({
  extras,
  chosen,
  onChange,
}: {
  extras: readonly UnitExtra[];
  chosen: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  if (extras.length === 0) {
    return (
      <p className="extras-empty">
        <Trans>This place offers no extras. Continue when you’re ready.</Trans>
      </p>
    );
  }
  return (
    <CheckboxGroup
      className="extras-group"
      value={chosen.map(String)}
      onChange={(values) => onChange(values.map(Number))}
    >
      <Label className="field-label">{t`Extras`}</Label>
      {extras.map((extra) => {
        const price = formatMoney(extra.price, lang);
        return (
          <Checkbox key={extra.id} value={String(extra.id)} className="extra-option">
            <span className="extra-box" aria-hidden="true" />
            <span className="extra-name">{extra.name}</span>
            <span className="extra-price">
              {extra.pricing === 'per_night' ? t`${price} per night` : t`${price} per stay`}
            </span>
          </Checkbox>
        );
      })}
    </CheckboxGroup>
  );
}
