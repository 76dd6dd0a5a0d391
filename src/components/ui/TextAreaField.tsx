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
      {({ isInvalid }) => (
        <>
          <Label className="field-label">{label}</Label>
          <TextArea className="field-input field-textarea" rows={rows} />
          {/* The error takes the help text's place rather than adding a line: a message that appears
              or goes when the field loses focus must not move the submit button under a pointer
              already pressing it (the press would be lost). */}
          {description && !isInvalid && (
            <Text slot="description" className="field-description">
              {description}
            </Text>
          )}
          <FieldError className="field-error" />
        </>
      )}
    </TextField>
  );
}
