import { useLingui } from '@lingui/react/macro';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';

export type Lang = 'en' | 'ar';
export const LANGS: readonly Lang[] = ['en', 'ar'];
export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

/**
 * One text in one language. The field's `lang` and `dir` follow the text's language, not the page's:
 * Arabic is typed right to left in the English console and English left to right in the Arabic one.
 */
export function LangText({
  name,
  label,
  lang,
  value,
  onChange,
  multiline,
  rows = 4,
  maxLength,
  description,
}: {
  name: string;
  label: string;
  lang: Lang;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  rows?: number;
  maxLength: number;
  description?: string;
}) {
  return (
    <TextField className="field" name={name} value={value} onChange={onChange} maxLength={maxLength}>
      <Label className="field-label">{label}</Label>
      {multiline ? (
        <TextArea className="field-input field-textarea" rows={rows} lang={lang} dir={dirOf(lang)} />
      ) : (
        <Input className="field-input" lang={lang} dir={dirOf(lang)} />
      )}
      {description && (
        <Text slot="description" className="field-description">
          {description}
        </Text>
      )}
      <FieldError className="field-error" />
    </TextField>
  );
}

/**
 * A text in both languages side by side: English and Arabic next to each other on a wide screen, one
 * above the other on a phone. Field names are `<name>_en` and `<name>_ar`, as the API names them, so a
 * server message lands under the right one.
 */
export function BilingualText({
  name,
  label,
  values,
  onChange,
  ...rest
}: {
  name: string;
  label: string;
  values: Record<Lang, string>;
  onChange: (lang: Lang, value: string) => void;
  multiline?: boolean;
  rows?: number;
  maxLength: number;
  description?: string;
}) {
  const { t } = useLingui();
  const named = { en: t`${label} (English)`, ar: t`${label} (Arabic)` };
  return (
    <div className="bilingual-row">
      {LANGS.map((lang) => (
        <LangText
          key={lang}
          {...rest}
          name={`${name}_${lang}`}
          lang={lang}
          label={named[lang]}
          value={values[lang]}
          onChange={(value) => onChange(lang, value)}
        />
      ))}
    </div>
  );
}
