import type { ReactNode } from 'react';
import { Button, Group, Input, Label, NumberField, Text } from 'react-aria-components';

/**
 * A whole number with − and + steppers (guests, bedrooms). An empty field reads as "any" and is
 * passed on as undefined; callers that need a value ignore it. Filters say so with `placeholder`,
 * so the empty box between the steppers does not look broken.
 */
export function StepperField({
  label,
  decrementLabel,
  incrementLabel,
  value,
  onChange,
  min,
  max,
  description,
  placeholder,
  className,
}: {
  label: string;
  decrementLabel: string;
  incrementLabel: string;
  value?: number;
  onChange: (value: number | undefined) => void;
  min: number;
  max: number;
  description?: ReactNode;
  placeholder?: string;
  className?: string;
}) {
  return (
    <NumberField
      className={`field${className ? ` ${className}` : ''}`}
      minValue={min}
      maxValue={max}
      step={1}
      value={value ?? NaN}
      onChange={(next) => onChange(Number.isInteger(next) ? next : undefined)}
    >
      <Label className="field-label">{label}</Label>
      <Group className="number-field">
        <Button slot="decrement" className="stepper" aria-label={decrementLabel}>
          −
        </Button>
        <Input className="field-input" placeholder={placeholder} />
        <Button slot="increment" className="stepper" aria-label={incrementLabel}>
          +
        </Button>
      </Group>
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
    </NumberField>
  );
}
