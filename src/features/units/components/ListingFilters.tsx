import { useLingui } from '@lingui/react/macro';
import { Island } from '../../../ssr/islands/Island';
import type { UnitListSearch } from '../api/keys';
import { FilterFields } from './FilterFields';
import { FiltersButton } from './FiltersButton';

/**
 * The listing's filters. On a phone they would fill the first screen and push the results below
 * it, so there they wait behind a Filters button (CSS decides which shows: the server cannot know
 * the width, and the markup must be the same for both).
 */
export function ListingFilters({
  search,
  onChange,
}: {
  search: UnitListSearch;
  onChange: (next: Partial<UnitListSearch>) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <Island>
        <FiltersButton search={search} onChange={onChange} />
      </Island>
      <section className="listing-filters-inline" aria-label={t`Filters`}>
        <FilterFields search={search} onChange={onChange} />
      </section>
    </>
  );
}
