import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Island } from '../../../../ssr/islands/Island';
import { Button } from '../../../../components/ui/Button';
import { LazySelect } from '../../../../components/ui/LazySelect';
import { currentLocale } from '../../../../lib/i18n';
import { citiesQueryOptions } from '../../../content';
import type { UnitListSearch } from '../../api/keys';
import type { DateRangeValue } from './DatesField';
import { GuestsField } from './GuestsField';
import { LazyDatesField } from './LazyDatesField';

/**
 * The home page's invitation: where, when and how many. Searching opens the listing with those
 * filters in its URL, so the result can be shared and the back button returns here.
 */
export default function SearchBar() {
  const { t } = useLingui();
  const lang = currentLocale();
  const navigate = useNavigate();
  const cities = useQuery(citiesQueryOptions(lang)).data ?? [];
  const [city, setCity] = useState('');
  const [dates, setDates] = useState<DateRangeValue>({});
  const [guests, setGuests] = useState<number | undefined>();
  const search: UnitListSearch = {
    ...(city && { city }),
    ...(dates.check_in && dates.check_out && dates),
    ...(guests && { guests }),
  };
  return (
    <Form
      className="search-bar"
      role="search"
      aria-label={t`Search stays`}
      onSubmit={(e) => {
        e.preventDefault();
        void navigate({ to: '/$lang/listing', params: { lang }, search });
      }}
    >
      {/* Each control hydrates on its own (see Island): together they are one long task on a phone.
          The city list (LazySelect, whose code also waits) and the guests field, each a long task
          alone, wait until they are reached. */}
      <LazySelect
        label={t`Where`}
        value={city}
        options={[
          { id: '', label: t`Anywhere` },
          ...cities.map((c) => ({ id: c.slug, label: c.name, description: c.country_code })),
        ]}
        onChange={setCity}
      />
      <Island>
        <LazyDatesField value={dates} onChange={setDates} />
      </Island>
      <Island hydrate="reached">
        <GuestsField value={guests} onChange={setGuests} />
      </Island>
      <Island>
        <Button type="submit" className="search-submit">
          {t`Search`}
        </Button>
      </Island>
    </Form>
  );
}
