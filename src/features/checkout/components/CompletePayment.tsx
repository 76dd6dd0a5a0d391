import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { Reservation } from '../../../../contract/reservations';
import { Button } from '../../../components/ui/Button';
import { FormError } from '../../../components/ui/FormError';
import { Link } from '../../../components/ui/Link';
import { useErrorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { reservationQueryOptions } from '../api/get-reservation';
import { useStartPayment } from '../api/start-payment';
import { testPaymentQueryOptions } from '../api/test-gateway';
import { CardForm } from './CardForm';
import { HoldCountdown } from './HoldCountdown';
import { HoldEnded } from './HoldEnded';
import { MissingReservation } from './MissingReservation';
import { QuoteLines } from './QuoteLines';
import { StayCard } from './StayCard';
import { formatPlace } from '../../../lib/numbers';

const route = getRouteApi('/$lang/_default/confirmation/complete-payment');

/**
 * confirmation/complete-payment: pay a held stay. With the test gateway, its card form; back from an
 * abandoned hosted payment (Stripe's cancel), a way to try again. Either way only while the hold lasts.
 */
export function CompletePayment() {
  const { reservation: id, payment } = route.useSearch();
  if (!id) return <MissingReservation />;
  return <Payable id={id} paymentId={payment} />;
}

function Payable({ id, paymentId }: { id: string; paymentId: string | undefined }) {
  const lang = currentLocale();
  const { data: reservation } = useSuspenseQuery(reservationQueryOptions(id, lang));
  const [ended, setEnded] = useState(() => Date.parse(reservation.hold_expires_at) <= Date.now());
  const onEnd = useCallback(() => setEnded(true), []);

  if (reservation.status === 'confirmed' || reservation.status === 'completed') {
    return (
      <div className="empty-state" role="status">
        <p>
          <Trans>This stay is already paid.</Trans>
        </p>
        <Link
          to="/$lang/confirmation/payment-success"
          params={{ lang }}
          search={{ reservation: id }}
          className="btn btn-primary"
        >
          <Trans>See your booking</Trans>
        </Link>
      </div>
    );
  }
  if (reservation.status !== 'pending_payment' || ended)
    return <HoldEnded unitSlug={reservation.unit.slug} />;
  return (
    <div className="checkout-layout">
      <div className="checkout-main">
        <HoldCountdown until={reservation.hold_expires_at} onEnd={onEnd} />
        {paymentId ? (
          <TestGateway paymentId={paymentId} reservationId={id} />
        ) : (
          <PayAgain reservation={reservation} />
        )}
      </div>
      <aside className="booking-card checkout-aside">
        <StayCard
          title={reservation.unit.title}
          place={formatPlace([reservation.unit.area, reservation.unit.city], lang)}
          image={reservation.unit.image}
          checkIn={reservation.check_in}
          checkOut={reservation.check_out}
          guests={reservation.guests}
        />
        <QuoteLines amounts={reservation.amounts} />
      </aside>
    </div>
  );
}

function TestGateway({ paymentId, reservationId }: { paymentId: string; reservationId: string }) {
  const { t } = useLingui();
  const messageOf = useErrorMessage();
  const query = useQuery(testPaymentQueryOptions(paymentId));
  if (query.isError) return <FormError message={messageOf(query.error)} />;
  if (!query.data) return <p role="status">{t`Loading the payment…`}</p>;
  return (
    <section className="checkout-section" aria-labelledby="card-title">
      <h2 id="card-title">
        <Trans>Pay by card</Trans>
      </h2>
      <CardForm paymentId={paymentId} reservationId={reservationId} />
    </section>
  );
}

/** Back from a payment that was not finished: start a new attempt at the same hold. */
function PayAgain({ reservation }: { reservation: Reservation }) {
  const router = useRouter();
  const messageOf = useErrorMessage();
  const start = useStartPayment();
  const [key] = useState(() => crypto.randomUUID());
  return (
    <section className="checkout-section" role="status">
      <h2>
        <Trans>Your payment wasn’t finished</Trans>
      </h2>
      <p>
        <Trans>Nothing was charged. Your nights are still held, so you can try paying again now.</Trans>
      </p>
      <FormError message={start.error ? messageOf(start.error) : null} />
      <Button
        isPending={start.isPending}
        onPress={() =>
          start.mutate(
            { reservationId: reservation.id, key },
            {
              onSuccess: ({ redirect_url }) => {
                if (/^https?:\/\//.test(redirect_url)) window.location.assign(redirect_url);
                else router.history.push(redirect_url);
              },
            },
          )
        }
      >
        <Trans>Try paying again</Trans>
      </Button>
    </section>
  );
}
