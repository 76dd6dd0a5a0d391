import { FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';

/**
 * A number with a name (so a server message lands under it), formatted for the page's language by
 * react-aria: counts, coordinates, or money with `currency` (typed in riyals, decimals allowed).
 */
export function NumberInput({
  label,
  name,
  value,
  onChange,
  min,
  max,
  step,
  currency,
  fractionDigits,
  description,
}: {
  label: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  currency?: string;
  fractionDigits?: number;
  description?: string;
}) {
  const formatOptions: Intl.NumberFormatOptions = currency
    ? { style: 'currency', currency, currencyDisplay: 'code' }
    : { maximumFractionDigits: fractionDigits ?? 0, useGrouping: fractionDigits === undefined };
  return (
    <NumberField
      className="field"
      name={name}
      value={value}
      onChange={onChange}
      minValue={min}
      maxValue={max}
      step={step}
      formatOptions={formatOptions}
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
