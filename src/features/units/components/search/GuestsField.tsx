import { useLingui } from '@lingui/react/macro';
import { StepperField } from '../../../../components/ui/StepperField';

/** How many guests, with − and + steppers; empty means "any". */
export function GuestsField({
  value,
  onChange,
  max = 50,
}: {
  value?: number;
  onChange: (guests: number | undefined) => void;
  max?: number;
}) {
  const { t } = useLingui();
  return (
    <StepperField
      label={t`Guests`}
      decrementLabel={t`Fewer guests`}
      incrementLabel={t`More guests`}
      placeholder={t({ message: 'Any', context: 'number of guests or bedrooms' })}
      value={value}
      onChange={onChange}
      min={1}
      max={max}
    />
  );
}
