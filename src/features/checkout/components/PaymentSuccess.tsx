import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { Reservation } from '../../../../contract/reservations';
import { Button } from '../../../components/ui/Button';
import { Link } from '../../../components/ui/Link';
import { formatDate } from '../../../lib/dates';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { reservationQueryOptions } from '../api/get-reservation';
import { AddToCalendar } from './AddToCalendar';
import { HoldEnded } from './HoldEnded';
import { MissingReservation } from './MissingReservation';
import { QuoteLines } from './QuoteLines';
import { Ltr } from '../../../components/ui/Ltr';
import { formatPlace } from '../../../lib/numbers';

const route = getRouteApi('/$lang/_default/confirmation/payment-success');

/**
 * confirmation/payment-success: the booking as paid. After a hosted payment the provider's webhook
 * may land a moment after the browser does, so a reservation still pending is polled every 2 s.
 */
export function PaymentSuccess() {
  const { reservation: id } = route.useSearch();
  const lang = currentLocale();
  const { t } = useLingui();
  const messageOf = useErrorMessage();
  const query = useQuery({
    ...reservationQueryOptions(id ?? '', lang),
    enabled: Boolean(id),
    refetchInterval: (q) => (q.state.data?.status === 'pending_payment' ? 2000 : false),
  });
  if (!id) return <MissingReservation />;
  if (query.isError) {
    return (
      <div className="empty-state" role="alert">
        <p>{messageOf(query.error)}</p>
        <Button onPress={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  const reservation = query.data;
  if (!reservation) return <p role="status">{t`Loading your booking…`}</p>;
  if (reservation.status === 'pending_payment') {
    // As of the last poll: a hold past its end by then will not be paid any more.
    if (Date.parse(reservation.hold_expires_at) <= query.dataUpdatedAt)
      return <HoldEnded unitSlug={reservation.unit.slug} />;
    return (
      <div className="empty-state" role="status">
        <p>
          <Trans>We’re confirming your payment. This takes a few seconds…</Trans>
        </p>
        <Link
          to="/$lang/confirmation/complete-payment"
          params={{ lang }}
          search={{ reservation: id }}
          className="btn btn-secondary"
        >
          <Trans>Back to payment</Trans>
        </Link>
      </div>
    );
  }
  if (reservation.status === 'expired') return <HoldEnded unitSlug={reservation.unit.slug} />;
  return <Receipt reservation={reservation} />;
}

function Receipt({ reservation: r }: { reservation: Reservation }) {
  const { t } = useLingui();
  const lang = currentLocale();
  return (
    <div className="checkout-layout receipt">
      <div className="checkout-main">
        <p className="receipt-status" role="status">
          {r.status === 'confirmed' ? t`Your stay is booked and paid.` : t`This booking is ${r.status}.`}
        </p>
        <dl className="receipt-facts">
          <div>
            <dt>{t`Reservation code`}</dt>
            <dd>
              <Ltr className="receipt-code">{r.code}</Ltr>
            </dd>
          </div>
          <div>
            <dt>{t`Place`}</dt>
            <dd>{r.unit.title}</dd>
          </div>
          <div>
            <dt>{t`Address`}</dt>
            <dd>{formatPlace([r.unit.area, r.unit.city], lang)}</dd>
          </div>
          <div>
            <dt>{t`Check-in`}</dt>
            <dd>
              <Trans>
                {formatDate(r.check_in, lang)}, from {r.unit.check_in_time}
              </Trans>
            </dd>
          </div>
          <div>
            <dt>{t`Check-out`}</dt>
            <dd>
              <Trans>
                {formatDate(r.check_out, lang)}, by {r.unit.check_out_time}
              </Trans>
            </dd>
          </div>
          <div>
            <dt>{t`Guests`}</dt>
            <dd>
              <Plural value={r.guests} one="# guest" other="# guests" /> · {r.guest.name}
            </dd>
          </div>
        </dl>
        <p>
          <Trans>
            We emailed a receipt to <Ltr>{r.guest.email}</Ltr>.
          </Trans>
        </p>
        <div className="receipt-actions">
          <AddToCalendar reservation={r} />
          <Link to="/$lang" params={{ lang }} className="btn btn-ghost">
            <Trans>Back to home</Trans>
          </Link>
        </div>
      </div>
      <aside className="booking-card checkout-aside">
        <h2 className="checkout-aside-title">
          <Trans>What you paid</Trans>
        </h2>
        <QuoteLines amounts={r.amounts} totalLabel={t`Total paid`} />
      </aside>
    </div>
  );
}
