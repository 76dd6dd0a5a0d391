import { Plural, Trans } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/lazy-part';
import { formatNumber } from '../../../lib/numbers';
import type { UnitListSearch } from '../api/keys';
import { countActiveFilters } from '../filter-count';

// The sheet (react-aria's Modal and the fields it holds) loads when the button is first pointed at
// or pressed, and never on a wide screen, where the button is hidden.
const FiltersSheet = lazyPart(() => import('./FiltersSheet'));

/** A phone's Filters button, with the number of filters in use, opening them in a sheet. */
export function FiltersButton({
  search,
  onChange,
}: {
  search: UnitListSearch;
  onChange: (next: Partial<UnitListSearch>) => void;
}) {
  const [open, setOpen] = useState(false);
  const count = countActiveFilters(search);
  const preload = () => void FiltersSheet.preload();
  return (
    <>
      <Button
        variant="secondary"
        className="filters-button"
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
            {formatNumber(count, currentLocale())}
          </span>
        )}
        <span className="visually-hidden">
          <Plural value={count} _0="Filters" one="Filters, # in use" other="Filters, # in use" />
        </span>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <FiltersSheet search={search} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
