import { useLingui } from '@lingui/react/macro';
import type { CancellationPolicy } from '../../../../contract/cancellation';
import type { PaymentState, ReservationTab } from '../../../../contract/reservations-account';
import type { ReservationStatus } from '../../../../contract/reservations';

/** Translated names of a trip's states, tabs and policies. */
export function useTripLabels() {
  const { t } = useLingui();
  const status: Record<ReservationStatus, string> = {
    pending_payment: t`Awaiting payment`,
    confirmed: t`Confirmed`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
    expired: t`Hold ended`,
  };
  const tab: Record<ReservationTab, string> = {
    upcoming: t({ message: 'Upcoming', context: 'trips tab' }),
    past: t({ message: 'Past', context: 'trips tab' }),
    cancelled: t({ message: 'Cancelled', context: 'trips tab' }),
  };
  const payment: Record<PaymentState, string> = {
    awaiting_payment: t`Not paid yet`,
    paid: t`Paid`,
    refund_pending: t`Refund on its way`,
    refunded: t`Refunded in full`,
    partially_refunded: t`Partly refunded`,
    not_refunded: t`No refund under the policy`,
  };
  const policy: Record<CancellationPolicy, { name: string; rule: string }> = {
    flexible: {
      name: t`Flexible`,
      rule: t`Full refund up to 24 hours before check-in; half after that, until check-in.`,
    },
    moderate: {
      name: t`Moderate`,
      rule: t`Full refund up to 5 days before check-in; half up to 24 hours before; none after that.`,
    },
    strict: {
      name: t`Strict`,
      rule: t`Full refund up to 14 days before check-in; half up to 7 days before; none after that.`,
    },
  };
  return { status, tab, payment, policy };
}
