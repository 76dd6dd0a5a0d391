import { Plural, useLingui } from '@lingui/react/macro';
import { StepperField } from '../../../../components/ui/StepperField';

/** How many guests, from 1 to what the unit sleeps, with − and + steppers. */
export function GuestPicker({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number;
  onChange: (guests: number) => void;
}) {
  const { t } = useLingui();
  return (
    <StepperField
      className="guest-picker"
      label={t`Guests`}
      decrementLabel={t`Fewer guests`}
      incrementLabel={t`More guests`}
      value={value}
      // Typing clears the field for a moment; an empty field is not a choice, so it is ignored.
      onChange={(guests) => guests !== undefined && onChange(guests)}
      min={1}
      max={max}
      description={
        <Plural value={max} one="This place sleeps # guest." other="This place sleeps up to # guests." />
      }
    />
  );
}
