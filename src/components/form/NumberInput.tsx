import { FieldError, Group, Input, Label, NumberField, Text } from 'react-aria-components';

/**
 * A number with a name (so a server message lands under it), formatted for the page's language by
 * react-aria: counts, coordinates, percentages with `unit`, or money with `currency` (typed in riyals,
 * decimals allowed). An empty field is NaN.
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
  unit,
  description,
  isRequired,
  isDisabled,
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
  /** A whole number of this unit, shown with its sign ("15%"): a percentage typed as 15, not 0.15. */
  unit?: 'percent';
  description?: string;
  isRequired?: boolean;
  /** Shown but not editable (a figure the site computes itself). */
  isDisabled?: boolean;
}) {
  const formatOptions: Intl.NumberFormatOptions = currency
    ? { style: 'currency', currency, currencyDisplay: 'code' }
    : unit
      ? { style: 'unit', unit, maximumFractionDigits: 0 }
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
      isRequired={isRequired}
      isDisabled={isDisabled}
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
