import { Plural, Trans } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Island } from '../../../ssr/islands/Island';
import { Pager } from '../../../components/ui/Pager';
import { useCurrency } from '../../../lib/use-currency';
import { currentLocale } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { unitsQueryOptions } from '../api/get-units';
import type { UnitListSearch } from '../api/keys';
import { ListingMap } from './ListingMap';
import { rememberListing } from '../api/last-seen';
import { SavedListing } from './SavedListing';
import { UnitCard } from './UnitCard';

/**
 * The listing's results. Offline, a search this device holds no answer for shows the last results the
 * guest saw instead (SavedListing), marked as a saved copy with its age, never an error.
 */
export function ListingResults({ search }: { search: UnitListSearch }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const known = queryClient.getQueryData(unitsQueryOptions(search, currentLocale(), useCurrency()).queryKey);
  if (!online && known === undefined) return <SavedListing />;
  return <LiveResults search={search} />;
}

/** The count, the cards, and page links; an empty result says what to change. */
function LiveResults({ search }: { search: UnitListSearch }) {
  const lang = currentLocale();
  const currency = useCurrency();
  const online = useOnline();
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useSuspenseQuery(unitsQueryOptions(search, lang, currency));
  const { items, pagination } = data;

  useEffect(() => {
    // Only results fetched online count as "the last seen"; an empty page is nothing worth keeping.
    if (online && items.length > 0) rememberListing(queryClient, lang, { ...data, search }, dataUpdatedAt);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answer's identity says when it changed
  }, [data, online, lang, queryClient]);

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
      <Island hydrate="reached">
        <ListingMap items={items} stay={stay} />
      </Island>
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
