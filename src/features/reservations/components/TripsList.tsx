import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { ReservationTab } from '../../../../contract/reservations-account';
import { OfflineNote } from '../../../components/ui/OfflineNote';
import { Pager } from '../../../components/ui/Pager';
import { TextField } from '../../../components/ui/TextField';
import { Button } from '../../../components/ui/Button';
import { currentLocale } from '../../../lib/i18n';
import { useOnline } from '../../../lib/use-online';
import { reservationQueryOptions } from '../api/get-reservation';
import { tripsListQueryOptions } from '../api/get-reservations';
import { cacheTripPhotos } from '../cache-trip-photos';
import { TripCard } from './TripCard';
import { useTripLabels } from './use-labels';

const TABS: readonly ReservationTab[] = ['upcoming', 'past', 'cancelled'];

export interface TripsSearch {
  tab: ReservationTab;
  q?: string | undefined;
  page: number;
}

/** account/reservations: tabs, a search, the cards and what to do when a tab is empty. */
export function TripsList({ userId, search }: { userId: string; search: TripsSearch }) {
  const { t } = useLingui();
  const lang = currentLocale();
  const labels = useTripLabels();
  const navigate = useNavigate();
  const online = useOnline();
  const [text, setText] = useState(search.q ?? '');
  const { data, dataUpdatedAt } = useSuspenseQuery(tripsListQueryOptions(userId, search, lang));
  useKeepUpcomingOffline(userId, search.q ? [] : search.tab === 'upcoming' ? data.items : []);

  return (
    <div className="trips">
      {!online && <OfflineNote updatedAt={dataUpdatedAt} />}
      <form
        role="search"
        className="trips-search"
        onSubmit={(event) => {
          event.preventDefault();
          const q = text.trim();
          void navigate({ to: '.', search: { tab: search.tab, page: 1, ...(q ? { q } : {}) } });
        }}
      >
        <TextField
          label={t`Search your trips`}
          description={t`A reservation code, a place's name or a city.`}
          value={text}
          onChange={setText}
          type="search"
        />
        <Button type="submit" variant="secondary" isDisabled={!online}>
          <Trans>Search</Trans>
        </Button>
      </form>
      {search.q ? (
        <p className="trips-searching">
          <Trans>Trips matching “{search.q}”.</Trans>{' '}
          <Link to="." search={{ tab: search.tab, page: 1 }}>
            <Trans>Clear the search</Trans>
          </Link>
        </p>
      ) : (
        <nav className="trips-tabs" aria-label={t`Trips`}>
          {TABS.map((tab) => (
            <Link
              key={tab}
              to="."
              search={{ tab, page: 1 }}
              className="trips-tab"
              aria-current={tab === search.tab ? 'page' : undefined}
            >
              {labels.tab[tab]}
            </Link>
          ))}
        </nav>
      )}
      {data.items.length === 0 ? (
        <EmptyTrips tab={search.tab} searched={search.q} />
      ) : (
        <ul className="trips-grid">
          {data.items.map((trip) => (
            <li key={trip.id}>
              <TripCard trip={trip} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.pagination.page} last={data.pagination.last_page} />
    </div>
  );
}

/**
 * The trip wallet: each upcoming stay's detail is fetched into the saved cache and its photo into
 * the trip photo cache, so it opens at the door with no signal.
 */
function useKeepUpcomingOffline(
  userId: string,
  trips: readonly { id: string; unit: { image: { key: string } | null } }[],
) {
  const queryClient = useQueryClient();
  const lang = currentLocale();
  const ids = trips.map((trip) => trip.id).join(',');
  useEffect(() => {
    if (!ids || !navigator.onLine) return;
    for (const trip of trips) void queryClient.prefetchQuery(reservationQueryOptions(userId, trip.id, lang));
    void cacheTripPhotos(trips.flatMap((trip) => (trip.unit.image ? [trip.unit.image.key] : [])));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids say when the trips changed
  }, [ids, userId, lang, queryClient]);
}

function EmptyTrips({ tab, searched }: { tab: ReservationTab; searched?: string | undefined }) {
  const lang = currentLocale();
  if (searched) {
    return (
      <p className="empty-state">
        <Trans>
          No trips match “{searched}”. Try a reservation code such as SKN-7K3P9Q, the name of the place or its
          city.
        </Trans>
      </p>
    );
  }
  const text = {
    upcoming: (
      <Trans>You have no upcoming stays. Find a place for your next trip and book it in a few steps.</Trans>
    ),
    past: <Trans>No past stays yet. Once a stay is over it shows here, with the points it earned.</Trans>,
    cancelled: <Trans>No cancelled stays. If you cancel a stay, it shows here with its refund.</Trans>,
  }[tab];
  return (
    <div className="empty-state">
      <p>{text}</p>
      <Link to="/$lang/listing" params={{ lang }} className="btn btn-primary">
        <Trans>Find a place to stay</Trans>
      </Link>
    </div>
  );
}
