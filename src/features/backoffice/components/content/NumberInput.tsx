import { FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';

/**
 * A number with a name (so a server message lands under it), formatted for the console's language by
 * react-aria. An emptied field is NaN, which a caller may read as "no limit".
 */
export function NumberInput({
  label,
  name,
  value,
  onChange,
  min,
  max,
  fractionDigits = 0,
  description,
  isDisabled,
}: {
  label: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  fractionDigits?: number;
  description?: string;
  isDisabled?: boolean;
}) {
  return (
    <NumberField
      className="field"
      name={name}
      value={value}
      onChange={onChange}
      minValue={min}
      maxValue={max}
      isDisabled={isDisabled}
      formatOptions={{ maximumFractionDigits: fractionDigits }}
    >
      <Label className="field-label">{label}</Label>
      <Group className="number-field">
        <Input className="field-input" />
      </Group>
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error" />
    </NumberField>
  );
}
