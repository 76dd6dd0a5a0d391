import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { HostUnit, HostUnitTextsBody } from '../../../../../contract/hosting-units';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { TextField } from '../../../../components/ui/TextField';
import { useSaveSection } from '../../api/save-unit-section';
import { LongTextField } from './LongTextField';

type Texts = HostUnitTextsBody;
const KEYS = ['title', 'description', 'house_rules', 'check_in_instructions'] as const;

const textsOf = (unit: HostUnit): Texts => ({
  title_en: unit.title_en,
  title_ar: unit.title_ar,
  description_en: unit.description_en,
  description_ar: unit.description_ar,
  house_rules_en: unit.house_rules_en,
  house_rules_ar: unit.house_rules_ar,
  check_in_instructions_en: unit.check_in_instructions_en,
  check_in_instructions_ar: unit.check_in_instructions_ar,
});

/** The server's rule (units-view.ts): title, description and house rules all written. */
const complete = (texts: Texts, lang: 'en' | 'ar') =>
  [texts[`title_${lang}`], texts[`description_${lang}`], texts[`house_rules_${lang}`]].every(
    (v) => v.trim() !== '',
  );

/** Both languages side by side, each marked complete or not as the host types. */
export function TextsSection({ unit }: { unit: HostUnit }) {
  const { t } = useLingui();
  const save = useSaveSection(unit.id, 'texts');
  const [texts, setTexts] = useState<Texts>(() => textsOf(unit));
  const set = (name: keyof Texts) => (value: string) =>
    setTexts((current) => ({ ...current, [name]: value }));
  const locked = unit.status === 'review';
  const labels = {
    title: t`Title`,
    description: t`Description`,
    house_rules: t`House rules`,
    check_in_instructions: t`Check-in instructions (shown to confirmed guests only)`,
  };
  const column = (lang: 'en' | 'ar', heading: string) => {
    const done = complete(texts, lang);
    return (
      <fieldset className="host-texts-column" lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
        <legend>
          {heading}{' '}
          <span
            className={`host-mark ${done ? 'host-mark-done' : 'host-mark-todo'}`}
            data-testid={`complete-${lang}`}
          >
            {done ? t`Complete` : t`Incomplete`}
          </span>
        </legend>
        {KEYS.map((key) =>
          key === 'title' ? (
            <TextField
              key={key}
              name={`title_${lang}`}
              label={labels.title}
              value={texts[`title_${lang}`]}
              onChange={set(`title_${lang}`)}
              maxLength={120}
            />
          ) : (
            <LongTextField
              key={key}
              name={`${key}_${lang}`}
              label={labels[key]}
              lang={lang}
              value={texts[`${key}_${lang}`]}
              onChange={set(`${key}_${lang}`)}
              maxLength={key === 'description' ? 5000 : 2000}
            />
          ),
        )}
      </fieldset>
    );
  };
  return (
    <MutationForm
      className="form host-section"
      mutation={save}
      variables={() => {
        const body = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.trim()])) as Texts;
        return {
          body,
          patch: { ...body, languages: { en: complete(body, 'en'), ar: complete(body, 'ar') } },
          key: crypto.randomUUID(),
        };
      }}
    >
      {locked && (
        <p role="status" className="host-note">
          <Trans>This unit is being reviewed: its texts can change again once the review is done.</Trans>
        </p>
      )}
      <div className="host-texts">
        {column('en', t`English`)}
        {column('ar', t`Arabic`)}
      </div>
      <SubmitButton block={false} isDisabled={locked}>
        <Trans>Save texts</Trans>
      </SubmitButton>
    </MutationForm>
  );
}
