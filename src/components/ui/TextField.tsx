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
  /** What is typed is read left to right whatever the page's direction (a code, a card number). */
  ltr?: boolean;
}

/** Phone numbers, e-mails and addresses are left to right even in Arabic (see Ltr.tsx for why). */
const LTR_TYPES = new Set(['tel', 'email', 'url']);

export function TextField({
  label,
  placeholder,
  description,
  hideLabel,
  className,
  ltr,
  ...props
}: TextFieldProps) {
  const dir = ltr || LTR_TYPES.has(props.type ?? '') ? 'ltr' : undefined;
  return (
    <AriaTextField {...props} className={`field${className ? ` ${className}` : ''}`}>
      <Label className={hideLabel ? 'visually-hidden' : 'field-label'}>{label}</Label>
      <Input className="field-input" placeholder={placeholder} dir={dir} />
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error" />
    </AriaTextField>
  );
}
