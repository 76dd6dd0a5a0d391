import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  placeholder?: string;
  /** Help shown under the field and announced with it. */
  description?: string;
  /** Visually hide the label (it stays the field's accessible name). */
  hideLabel?: boolean;
}

export function TextField({
  label,
  placeholder,
  description,
  hideLabel,
  className,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} className={`field${className ? ` ${className}` : ''}`}>
      <Label className={hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <Input className="field-input" placeholder={placeholder} />
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error" />
    </AriaTextField>
  );
}
