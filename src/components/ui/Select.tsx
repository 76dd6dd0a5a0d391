import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';

export interface SelectOption {
  id: string;
  label: string;
  /** A second, quieter line in the list (the button shows only the label). */
  description?: string;
}

export interface SelectProps {
  label: string;
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
  className?: string;
  /** The form field's name, so a server message about it shows under it. */
  name?: string;
}

/**
 * react-aria Select with the house look: a labelled button opening a list box. Pages use it through
 * LazySelect, which loads this code only when a visitor reaches the control.
 */
export function Select({ label, options, value, onChange, className, name }: SelectProps) {
  return (
    <AriaSelect
      className={`field select${className ? ` ${className}` : ''}`}
      name={name}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => key !== null && onChange(String(key))}
    >
      <Label className="field-label">{label}</Label>
      <Button className="field-input select-button">
        <SelectValue />
        <span aria-hidden="true" className="select-chevron">
          ▾
        </span>
      </Button>
      <Popover className="select-popover">
        <ListBox className="select-list" items={options}>
          {(option) => (
            <ListBoxItem id={option.id} className="select-option" textValue={option.label}>
              <Text slot="label">{option.label}</Text>
              {option.description && (
                <Text slot="description" className="select-option-description">
                  {option.description}
                </Text>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
      <FieldError className="field-error" />
    </AriaSelect>
  );
}
