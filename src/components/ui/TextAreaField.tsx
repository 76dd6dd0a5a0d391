import { FieldError, Label, Text, TextArea, TextField } from 'react-aria-components';

/** A labelled multi-line text field with the house look (the shared TextField is single-line). */
export function TextAreaField({
  label,
  description,
  value,
  onChange,
  name,
  validate,
  maxLength,
  rows = 6,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  name: string;
  validate?: (value: string) => string | null;
  maxLength?: number;
  rows?: number;
}) {
  return (
    <TextField
      className="field"
      name={name}
      value={value}
      onChange={onChange}
      validate={validate}
      maxLength={maxLength}
      isRequired
    >
      <Label className="field-label">{label}</Label>
      <TextArea className="field-input field-textarea" rows={rows} />
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error" />
    </TextField>
  );
}
