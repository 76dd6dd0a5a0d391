import { useLingui } from '@lingui/react/macro';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';

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
    <NumberField
      className="field"
      minValue={1}
      maxValue={max}
      value={value ?? NaN}
      onChange={(guests) => onChange(Number.isNaN(guests) ? undefined : guests)}
    >
      <Label className="field-label">{t`Guests`}</Label>
      <Group className="number-field">
        <Button slot="decrement" className="stepper" aria-label={t`Fewer guests`}>
          −
        </Button>
        <Input className="field-input" />
        <Button slot="increment" className="stepper" aria-label={t`More guests`}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
