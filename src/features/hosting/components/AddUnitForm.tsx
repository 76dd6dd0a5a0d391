import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { MutationForm, SubmitButton } from '../../../components/form/MutationForm';
import { LazySelect } from '../../../components/ui/LazySelect';
import { currentLocale } from '../../../lib/i18n';
import { hostChoicesQueryOptions } from '../api/get-choices';
import { useCreateUnit } from '../api/get-units';

/** "Add a unit": a city and a kind of place make a draft, which opens in the editor. */
export function AddUnitForm() {
  const { t } = useLingui();
  const lang = currentLocale();
  const navigate = useNavigate();
  const choices = useQuery(hostChoicesQueryOptions(lang));
  const create = useCreateUnit();
  const [city, setCity] = useState('');
  const [category, setCategory] = useState('');
  const cities = choices.data?.cities ?? [];
  const categories = choices.data?.categories ?? [];
  return (
    <section className="host-add-unit" aria-labelledby="host-add-unit-title">
      <h2 id="host-add-unit-title">
        <Trans>Add a unit</Trans>
      </h2>
      {choices.isError ? (
        <p role="alert">
          <Trans>The list of cities couldn’t be loaded. Check your connection and reload the page.</Trans>
        </p>
      ) : (
        <MutationForm
          className="form host-add-unit-form"
          mutation={create}
          variables={() => ({
            body: { city: city || (cities[0]?.id ?? ''), category: category || (categories[0]?.id ?? '') },
            key: crypto.randomUUID(),
          })}
          onSuccess={(unit) =>
            void navigate({ to: '/$lang/hosting/$', params: { lang, _splat: `units/${unit.id}` } })
          }
        >
          <LazySelect
            label={t`City`}
            options={cities}
            value={city || (cities[0]?.id ?? '')}
            onChange={setCity}
          />
          <LazySelect
            label={t`Type of place`}
            options={categories}
            value={category || (categories[0]?.id ?? '')}
            onChange={setCategory}
          />
          <SubmitButton block={false} isDisabled={cities.length === 0}>
            <Trans>Add a unit</Trans>
          </SubmitButton>
        </MutationForm>
      )}
    </section>
  );
}
