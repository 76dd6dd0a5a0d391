import { Plural, useLingui } from '@lingui/react/macro';
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components';

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
    <NumberField
      className="field guest-picker"
      minValue={1}
      maxValue={max}
      step={1}
      value={value}
      // Typing clears the field for a moment; an empty field is not a choice, so it is ignored.
      onChange={(guests) => Number.isInteger(guests) && onChange(guests)}
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
      <Text slot="description" className="field-description">
        <Plural value={max} one="This place sleeps # guest." other="This place sleeps up to # guests." />
      </Text>
    </NumberField>
  );
}
