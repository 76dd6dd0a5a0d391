import { Plural, Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { CardGridSkeleton } from '../../../components/ui/CardGridSkeleton';
import { Pager } from '../../../components/ui/Pager';
import { SavedAge } from '../../../components/ui/SavedAge';
import { currentLocale } from '../../../lib/i18n';
import { keepPhotosOffline } from '../../../lib/offline-photos';
import { useCurrency } from '../../../lib/use-currency';
import { useOnline } from '../../../lib/use-online';
import { UnitCard, unitQueryOptions } from '../../units';
import { favoritesQueryOptions } from '../api/get-favorites';

const route = getRouteApi('/$lang/_default/account/wishlist');

/**
 * The saved units as cards. Read with useQuery, not a loader: opened offline, the page must show the
 * copy restored from IndexedDB (lib/query-persist.ts) instead of failing in a loader. Online, each saved
 * unit's detail is fetched too, so it opens offline later, and the photos shown are handed to the
 * service worker to keep.
 */
export function Wishlist() {
  const { page = 1 } = route.useSearch();
  const lang = currentLocale();
  const currency = useCurrency();
  const online = useOnline();
  const queryClient = useQueryClient();
  const query = useQuery(favoritesQueryOptions(page, lang, currency));
  const grid = useRef<HTMLUListElement>(null);
  const items = query.data?.items;

  useEffect(() => {
    if (!items || !online) return;
    for (const favorite of items)
      void queryClient.prefetchQuery(unitQueryOptions(favorite.unit.slug, lang, currency));
    const list = grid.current;
    if (!list) return;
    // Once the chosen photo of each card has loaded, its exact file is known and can be kept.
    const images = [...list.querySelectorAll('img')];
    Promise.all(images.map((img) => (img.complete ? undefined : img.decode().catch(() => undefined)))).then(
      () => keepPhotosOffline(list),
    );
  }, [items, online, queryClient, lang, currency]);

  if (!query.data) {
    if (query.isError || !online) {
      return (
        <div className="empty-state" role="status">
          <p>
            {online ? (
              <Trans>We couldn’t load your saved stays.</Trans>
            ) : (
              <Trans>You’re offline, and your saved stays haven’t been kept on this device yet.</Trans>
            )}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      );
    }
    return <CardGridSkeleton />;
  }

  const { pagination } = query.data;
  if (pagination.total === 0) {
    return (
      <div className="empty-state">
        <p>
          <Trans>No saved stays yet. Press the heart on any stay to keep it here, even offline.</Trans>
        </p>
        <Link to="/$lang/listing" params={{ lang }} search={{}} className="btn btn-primary">
          <Trans>Browse stays</Trans>
        </Link>
      </div>
    );
  }
  return (
    <>
      {!online && (
        <SavedAge at={query.dataUpdatedAt}>
          {({ time }) => <Trans>You’re offline: these are your saved stays as of {time}.</Trans>}
        </SavedAge>
      )}
      <p className="result-count" role="status">
        <Plural value={pagination.total} one="# saved stay" other="# saved stays" />
      </p>
      <ul className="unit-grid" ref={grid}>
        {query.data.items.map((favorite, index) => (
          <li key={favorite.unit_id}>
            <UnitCard unit={favorite.unit} priority={index === 0} />
          </li>
        ))}
      </ul>
      <Pager page={pagination.page} last={pagination.last_page} />
    </>
  );
}
