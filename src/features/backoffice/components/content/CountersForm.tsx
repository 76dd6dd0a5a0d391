import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCounter } from '../../../../../contract/backoffice';
import { MutationForm, SubmitButton } from '../../../../components/form/MutationForm';
import { currentLocale } from '../../../../lib/i18n';
import { countersQueryOptions, useSaveCounter } from '../../api/content/settings';
import { BilingualText, type Lang } from './Bilingual';
import { NumberInput } from '../../../../components/form/NumberInput';

/** The home page's count-up figures: each one's labels in both languages and its value. */
export function CountersForm() {
  const { data } = useSuspenseQuery(countersQueryOptions());
  return (
    <section className="content-group" aria-labelledby="counters-title">
      <h2 id="counters-title">
        <Trans>Home page figures</Trans>
      </h2>
      {data.map((counter) => (
        <Counter
          key={`${counter.key}:${counter.value}:${counter.label_en}:${counter.label_ar}`}
          counter={counter}
        />
      ))}
    </section>
  );
}

function Counter({ counter }: { counter: AdminCounter }) {
  const { t } = useLingui();
  const save = useSaveCounter(counter.key);
  const [labels, setLabels] = useState({ en: counter.label_en, ar: counter.label_ar });
  const [value, setValue] = useState(counter.value);
  const name = currentLocale() === 'ar' ? counter.label_ar : counter.label_en;
  return (
    <MutationForm
      className="form content-form content-counter"
      aria-label={t`Figure: ${name}`}
      mutation={save}
      variables={() => ({ label_en: labels.en, label_ar: labels.ar, value })}
    >
      <BilingualText
        name="label"
        label={t`Label`}
        values={labels}
        onChange={(lang: Lang, text) => setLabels((current) => ({ ...current, [lang]: text }))}
        maxLength={60}
      />
      <NumberInput
        name="value"
        label={t`Figure`}
        value={value}
        onChange={setValue}
        min={0}
        isDisabled={counter.live}
        description={counter.live ? t`Counted from the catalogue as guests look.` : undefined}
      />
      <SubmitButton block={false} variant="secondary">
        {t`Save “${name}”`}
      </SubmitButton>
    </MutationForm>
  );
}
