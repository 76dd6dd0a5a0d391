import { createFileRoute } from '@tanstack/react-router';
import { reservationQueryOptions } from '../../../../../features/reservations/api/get-reservation';
import { TripDetail } from '../../../../../features/reservations/components/TripDetail';
import { TripsError } from '../../../../../features/reservations/components/TripsError';
import { userIdOrThrow, whenOfflineRestored } from '../../../../../features/reservations/route-helpers';
import { currentLocale } from '../../../../../lib/i18n';
import { TRIPS_KEPT_OFFLINE } from '../../../../../features/reservations/offline-copy';
import { TripMessages } from '../../../../../features/messages/components/TripMessages';

export const Route = createFileRoute('/$lang/_default/account/reservations/$id')({
  staticData: { offline: TRIPS_KEPT_OFFLINE },
  loader: async ({ context, params }) => {
    await whenOfflineRestored();
    const userId = userIdOrThrow();
    await context.queryClient.ensureQueryData(reservationQueryOptions(userId, params.id, currentLocale()));
    return { userId };
  },
  component: TripPage,
  errorComponent: TripsError,
});

function TripPage() {
  const { id } = Route.useParams();
  const { userId } = Route.useLoaderData();
  return (
    <TripDetail
      userId={userId}
      id={id}
      messages={(trip) =>
        trip.status === 'pending_payment' || trip.status === 'expired' ? null : (
          <TripMessages userId={userId} reservationId={id} confirmed={trip.status === 'confirmed'} />
        )
      }
    />
  );
}
