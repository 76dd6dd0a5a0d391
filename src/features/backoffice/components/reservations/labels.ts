import { useLingui } from '@lingui/react/macro';
import type { TimelineKind } from '../../../../../contract/backoffice';
import type { ReservationStatus } from '../../../../../contract/reservations';

/** The words the console's reservation pages share: statuses and the timeline's steps. */
export function useReservationLabels() {
  const { t } = useLingui();
  return {
    status: {
      pending_payment: t({ message: 'Awaiting payment', context: 'reservation status' }),
      confirmed: t({ message: 'Confirmed', context: 'reservation status' }),
      completed: t({ message: 'Completed', context: 'reservation status' }),
      cancelled: t({ message: 'Cancelled', context: 'reservation status' }),
      expired: t({ message: 'Expired', context: 'reservation status' }),
    } satisfies Record<ReservationStatus, string>,
    kind: {
      created: t`Booked and held`,
      payment: t`Payment attempt`,
      webhook: t`Gateway event`,
      confirmed: t`Confirmed`,
      expired: t`Hold expired`,
      cancelled: t`Cancelled`,
      refund: t`Refund`,
      notification: t`Notice to the guest`,
    } satisfies Record<TimelineKind, string>,
    by: { guest: t`by the guest`, host: t`by the host`, staff: t`by staff` } as Record<string, string>,
  };
}
