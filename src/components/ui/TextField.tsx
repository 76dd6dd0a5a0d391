import {
  FieldError,
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

export interface TextFieldProps extends AriaTextFieldProps {
  label: string;
  placeholder?: string;
  /** Visually hide the label (it stays the field's accessible name). */
  hideLabel?: boolean;
}

export function TextField({ label, placeholder, hideLabel, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} className={`field${className ? ` ${className}` : ''}`}>
      <Label className={hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <Input className="field-input" placeholder={placeholder} />
      <FieldError className="field-error" />
    </AriaTextField>
  );
}
