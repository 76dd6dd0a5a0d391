import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ReservationDetail } from '../../../../contract/reservations-account';
import { Link } from '@tanstack/react-router';
import { DocumentHead } from '../../../components/layout/DocumentHead';
import { OfflineNote } from '../../../components/ui/OfflineNote';
import { currentLocale } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useOnline } from '../../../lib/use-online';
import { AddToCalendar, QuoteLines } from '../../checkout';
import { reservationQueryOptions } from '../api/get-reservation';
import { moment } from '../dates';
import { CancelStay } from './CancelStay';
import { StayDate } from './StayDate';
import { TripPhoto } from './TripPhoto';
import { useTripLabels } from './use-labels';
import { formatPlace } from '../../../lib/numbers';
import { Ltr } from '../../../components/ui/Ltr';

/**
 * A trip's detail: what a guest needs at the door (address, directions, times, house rules, who to
 * call), the receipt, and cancellation. Readable offline from the saved copy. `messages` is the stay
 * kit and thread with the host, given by the route (the messages feature's), placed after the rules.
 */
export function TripDetail({
  userId,
  id,
  messages,
}: {
  userId: string;
  id: string;
  messages?: (trip: ReservationDetail) => ReactNode;
}) {
  const { t } = useLingui();
  const lang = currentLocale();
  const online = useOnline();
  const labels = useTripLabels();
  const { data: trip, dataUpdatedAt } = useSuspenseQuery(reservationQueryOptions(userId, id, lang));
  const { unit } = trip;
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${unit.lat},${unit.lng}`;
  const upcoming = trip.tab === 'upcoming';

  return (
    <article className="trip">
      <DocumentHead title={`${unit.title} · ${t({ id: 'brand.name', message: 'Sakan' })}`} />
      {!online && <OfflineNote updatedAt={dataUpdatedAt} />}
      <p>
        <Link
          to="/$lang/account/reservations"
          params={{ lang }}
          search={{ tab: trip.tab ?? 'upcoming', page: 1 }}
        >
          <Trans>All my trips</Trans>
        </Link>
      </p>
      <h1>{unit.title}</h1>
      <p className="trip-place">{formatPlace([unit.area, unit.city], lang)}</p>
      <p className={`trip-state trip-state-${trip.status}`}>
        {labels.status[trip.status]} · {labels.payment[trip.payment_state]} ·{' '}
        <Trans>
          Code <Ltr>{trip.code}</Ltr>
        </Trans>
      </p>
      {unit.image && <TripPhoto imageKey={unit.image.key} alt={unit.image.alt} priority />}

      <section className="trip-section" aria-labelledby="stay-heading">
        <h2 id="stay-heading">
          <Trans>Your stay</Trans>
        </h2>
        <dl className="facts">
          <dt>
            <Trans>Check-in</Trans>
          </dt>
          <dd>
            <StayDate iso={trip.check_in} locale={lang} /> ·{' '}
            <Trans>from {unit.check_in_time}, local time</Trans>
          </dd>
          <dt>
            <Trans>Check-out</Trans>
          </dt>
          <dd>
            <StayDate iso={trip.check_out} locale={lang} /> ·{' '}
            <Trans>by {unit.check_out_time}, local time</Trans>
          </dd>
          <dt>
            <Trans>Guests</Trans>
          </dt>
          <dd>
            <Plural value={trip.guests} one="# guest" other="# guests" /> ·{' '}
            <Plural value={trip.nights} one="# night" other="# nights" />
          </dd>
          {trip.amounts.extras.length > 0 && (
            <>
              <dt>
                <Trans>Extras</Trans>
              </dt>
              <dd>{trip.amounts.extras.map((extra) => extra.name).join('، ')}</dd>
            </>
          )}
          <dt>
            <Trans>Booked by</Trans>
          </dt>
          <dd>
            {trip.guest.name} · <Ltr>{trip.guest.phone}</Ltr>
          </dd>
        </dl>
        <div className="trip-actions">
          <a className="btn btn-secondary" href={directions} target="_blank" rel="noopener noreferrer">
            <Trans>Directions (opens a map)</Trans>
          </a>
          {upcoming && trip.status === 'confirmed' && <AddToCalendar reservation={trip} />}
        </div>
      </section>

      <section className="trip-section" aria-labelledby="rules-heading">
        <h2 id="rules-heading">
          <Trans>House rules</Trans>
        </h2>
        <p>{trip.house_rules}</p>
        <h3>
          <Trans>Contact</Trans>
        </h3>
        {trip.host ? (
          <p>
            {trip.host.name} {trip.host.phone && <Ltr>{trip.host.phone}</Ltr>}
          </p>
        ) : (
          <p>
            <Trans>
              We don’t have the host’s direct contact for this place. For anything about your stay,{' '}
              <Link to="/$lang/contact-us" params={{ lang }}>
                contact Sakan
              </Link>{' '}
              and mention code <Ltr>{trip.code}</Ltr>.
            </Trans>
          </p>
        )}
      </section>

      {messages?.(trip)}

      <section className="trip-section" aria-labelledby="receipt-heading">
        <h2 id="receipt-heading">
          <Trans>Receipt</Trans>
        </h2>
        <QuoteLines amounts={trip.amounts} totalLabel={t`Total paid`} />
        {trip.payment && (
          <p>
            <Trans>
              Paid {formatMoney(trip.payment.amount, lang)} on {moment(trip.payment.paid_at, lang)}.
            </Trans>
          </p>
        )}
        {trip.refund && (
          <p className="trip-refund">
            {trip.refund.status === 'succeeded' ? (
              <Trans>
                Refunded {formatMoney(trip.refund.amount, lang)} on{' '}
                {moment(trip.refund.refunded_at ?? trip.refund.created_at, lang)}.
              </Trans>
            ) : (
              <Trans>A refund of {formatMoney(trip.refund.amount, lang)} is on its way to your card.</Trans>
            )}{' '}
            {trip.refund.coins > 0 && (
              <Plural
                value={trip.refund.coins}
                one="# coin was returned to your balance."
                other="# coins were returned to your balance."
              />
            )}
          </p>
        )}
        {trip.points_earned !== null && (
          <p>
            <Plural
              value={trip.points_earned}
              one="This stay earned # point."
              other="This stay earned # points."
            />
          </p>
        )}
      </section>

      {upcoming && trip.status === 'confirmed' && <CancelStay userId={userId} trip={trip} />}
    </article>
  );
}
