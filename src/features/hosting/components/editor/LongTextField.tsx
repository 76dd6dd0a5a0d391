import { FieldError, Label, TextArea, TextField } from 'react-aria-components';

/**
 * A multi-line text the host may leave empty while drafting (the shared TextAreaField is always
 * required). `lang` and `dir` follow the text's language, not the page's, so Arabic reads right to
 * left on the English editor and the reverse.
 */
export function LongTextField({
  label,
  name,
  value,
  onChange,
  lang,
  maxLength,
  rows = 5,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  lang: 'en' | 'ar';
  maxLength: number;
  rows?: number;
}) {
  return (
    <TextField className="field" name={name} value={value} onChange={onChange} maxLength={maxLength}>
      <Label className="field-label">{label}</Label>
      <TextArea
        className="field-input field-textarea"
        rows={rows}
        lang={lang}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
      />
      <FieldError className="field-error" />
    </TextField>
  );
}
