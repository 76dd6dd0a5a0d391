import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { Page } from '../../../../../components/layout/Page';
import { tripsListQueryOptions } from '../../../../../features/reservations/api/get-reservations';
import { TripsList } from '../../../../../features/reservations/components/TripsList';
import { TripsError } from '../../../../../features/reservations/components/TripsError';
import { userIdOrThrow, whenOfflineRestored } from '../../../../../features/reservations/route-helpers';
import { tripsSearch } from '../../../../../features/reservations/search';
import { keepRewardsOffline } from '../../../../../features/loyalty/api/keep-offline';
import { currentLocale } from '../../../../../lib/i18n';
import { isOffline } from '../../../../../lib/use-online';
import { TRIPS_KEPT_OFFLINE } from '../../../../../features/reservations/offline-copy';

export const Route = createFileRoute('/$lang/_default/account/reservations/')({
  staticData: { offline: TRIPS_KEPT_OFFLINE },
  validateSearch: tripsSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    await whenOfflineRestored();
    const userId = userIdOrThrow();
    const lang = currentLocale();
    await context.queryClient.ensureQueryData(tripsListQueryOptions(userId, deps, lang));
    if (!isOffline()) keepRewardsOffline(context.queryClient, userId, lang);
    return { userId };
  },
  component: ReservationsPage,
  errorComponent: TripsError,
});

function ReservationsPage() {
  const search = Route.useSearch();
  const { userId } = Route.useLoaderData();
  return (
    <Page
      title={msg({ id: 'page.reservations.title', message: 'My reservations' })}
      lead={msg({
        id: 'page.reservations.lead',
        message: 'Your stays: what’s coming up, where you’ve been, and what you cancelled.',
      })}
    >
      <TripsList userId={userId} search={search} />
    </Page>
  );
}
