import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Button } from 'react-aria-components';
import { currentLocale } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { useCurrency } from '../../../lib/use-currency';
import { unitsQueryOptions } from '../api/get-units';
import type { UnitListSearch } from '../api/keys';
import { countActiveFilters, NO_FILTERS } from '../filter-count';
import { FilterFields } from './FilterFields';

// The sheet (react-aria's Modal) loads when the button is first pointed at or pressed, and never on
// a wide screen, where the button is hidden.
const FiltersSheet = lazyPart(() => import('./FiltersSheet'));

type Props = { search: UnitListSearch; onChange: (next: Partial<UnitListSearch>) => void };

/** A phone's Filters button, with the number of filters in use, opening them in a sheet. */
export function FiltersButton({ search, onChange }: Props) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const count = countActiveFilters(search);
  const preload = () => void FiltersSheet.preload();
  return (
    <>
      <Button
        className="btn btn-secondary filters-button"
        aria-haspopup="dialog"
        onHoverStart={preload}
        onPress={() => {
          preload();
          setOpen(true);
        }}
      >
        {/* Read as one phrase ("Filters, 2 in use"); seen as the word and a badge. */}
        <span aria-hidden="true">
          <Trans>Filters</Trans>
        </span>
        {count > 0 && (
          <span className="filters-count" aria-hidden="true">
            {i18n.number(count)}
          </span>
        )}
        <span className="visually-hidden">
          <Plural value={count} _0="Filters" one="Filters, # in use" other="Filters, # in use" />
        </span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FiltersSheet
            showLabel={<ShowLabel search={search} />}
            canClear={count > 0}
            onClear={() => onChange(NO_FILTERS)}
            onClose={() => setOpen(false)}
          >
            <FilterFields search={search} onChange={onChange} />
          </FiltersSheet>
        </Suspense>
      )}
    </>
  );
}

/** How many stays closing the sheet shows: the results' own query, so the same count and no request. */
function ShowLabel({ search }: { search: UnitListSearch }) {
  const { data } = useQuery(unitsQueryOptions(search, currentLocale(), useCurrency()));
  const total = data?.pagination.total;
  if (total === undefined) return <Trans>Show stays</Trans>;
  if (data?.pagination.total_capped) return <Plural value={total} one="Show #+ stay" other="Show #+ stays" />;
  return <Plural value={total} _0="No stays match" one="Show # stay" other="Show # stays" />;
}
