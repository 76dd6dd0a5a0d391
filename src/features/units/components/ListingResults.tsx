import { Plural, Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Island } from '../../../ssr/islands/Island';
import { Pager } from '../../../components/ui/Pager';
import { useCurrency } from '../../../lib/use-currency';
import { currentLocale } from '../../../lib/i18n';
import { unitsQueryOptions } from '../api/get-units';
import type { UnitListSearch } from '../api/keys';
import { UnitCard } from './UnitCard';

/** The count, the cards, and page links; an empty result says what to change. */
export function ListingResults({ search }: { search: UnitListSearch }) {
  const lang = currentLocale();
  const currency = useCurrency();
  const { data } = useSuspenseQuery(unitsQueryOptions(search, lang, currency));
  const { items, pagination } = data;
  const total = pagination.total;
  if (items.length === 0) {
    return (
      <div className="empty-state">
        <p>
          <Trans>No stays match these filters. Try another city, fewer guests or other dates.</Trans>
        </p>
        <Link to="/$lang/listing" params={{ lang }} search={{}} className="btn btn-secondary">
          <Trans>Clear all filters</Trans>
        </Link>
      </div>
    );
  }
  const { check_in, check_out, guests } = search;
  const stay = { check_in, check_out, guests };
  return (
    <>
      <p className="result-count" role="status">
        {/* The server counts up to a window past this page (100 at first); past it, it says so, and so do we. */}
        {pagination.total_capped ? (
          <Plural value={total} one="#+ stay" other="#+ stays" />
        ) : (
          <Plural value={total} one="# stay" other="# stays" />
        )}
      </p>
      <ul className="unit-grid">
        {items.map((unit, index) => (
          <li key={unit.id}>
            <Island hydrate="near">
              <UnitCard unit={unit} priority={index === 0} stay={stay} />
            </Island>
          </li>
        ))}
      </ul>
      <Island hydrate="near">
        <Pager page={pagination.page} last={pagination.last_page} />
      </Island>
    </>
  );
}
