import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Island } from '../../../ssr/islands/Island';
import { LazySelect } from '../../../components/ui/LazySelect';
import { categoriesQueryOptions, citiesQueryOptions } from '../../content';
import { currentLocale } from '../../../lib/i18n';
import type { UnitListSearch } from '../api/keys';
import { MoreFilters } from './MoreFilters';
import { GuestsField } from './search/GuestsField';
import { LazyDatesField } from './search/LazyDatesField';

/**
 * City, kind of stay, dates, guests and order, then the rarer ones. Each change rewrites the URL (and
 * resets to page 1). Shown above the results on a wide screen, and in the Filters sheet on a phone.
 */
export function FilterFields({
  search,
  onChange,
}: {
  search: UnitListSearch;
  onChange: (next: Partial<UnitListSearch>) => void;
}) {
  const { t } = useLingui();
  const locale = currentLocale();
  const cities = useQuery(citiesQueryOptions(locale)).data ?? [];
  const categories = useQuery(categoriesQueryOptions(locale)).data ?? [];
  const any = { id: '', label: t`Any` };
  // Each control hydrates on its own (see Island): together they are one long task on a phone. The
  // lists (LazySelect, whose code also waits) and the guests field, each a long task alone, wait
  // until they are reached.
  return (
    <div className="filters">
      <LazySelect
        label={t`City`}
        value={search.city ?? ''}
        options={[any, ...cities.map((c) => ({ id: c.slug, label: c.name }))]}
        onChange={(city) => onChange({ city: city || undefined })}
      />
      <LazySelect
        label={t`Kind of stay`}
        value={search.category ?? ''}
        options={[any, ...categories.map((c) => ({ id: c.slug, label: c.name }))]}
        onChange={(category) => onChange({ category: category || undefined })}
      />
      <Island>
        <LazyDatesField
          value={{ check_in: search.check_in, check_out: search.check_out }}
          onChange={(dates) => onChange(dates)}
        />
      </Island>
      <Island hydrate="reached">
        <GuestsField value={search.guests} onChange={(guests) => onChange({ guests })} />
      </Island>
      <LazySelect
        label={t`Sort by`}
        value={search.sort ?? 'newest'}
        options={[
          { id: 'newest', label: t`Newest` },
          { id: 'price_asc', label: t`Price: low to high` },
          { id: 'price_desc', label: t`Price: high to low` },
          { id: 'rating', label: t`Top rated` },
        ]}
        onChange={(sort) => onChange({ sort: sort as UnitListSearch['sort'] })}
      />
      <Island>
        <MoreFilters search={search} onChange={onChange} />
      </Island>
    </div>
  );
}
