import { useLingui } from '@lingui/react/macro';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';

/** A score from 1 to 5 as five radios, so it works with arrows, touch and screen readers alike. */
export function ScoreField({
  name,
  label,
  value,
  onChange,
}: {
  name: string;
  label: string;
  value: number | null;
  onChange: (value: number) => void;
}) {
  const { t } = useLingui();
  return (
    <RadioGroup
      className="field score-field"
      name={name}
      orientation="horizontal"
      isRequired
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      validate={(next) => (next ? null : t`Choose a score from 1 to 5.`)}
    >
      <Label className="field-label">{label}</Label>
      <div className="score-options">
        {[1, 2, 3, 4, 5].map((n) => (
          <Radio key={n} value={String(n)} className="score-option" aria-label={t`${n} out of 5`}>
            {n}
          </Radio>
        ))}
      </div>
      <FieldError className="field-error" />
    </RadioGroup>
  );
}
