import { Plural, Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReservationCard } from '../../../../contract/reservations-account';
import { currentLocale } from '../../../lib/i18n';
import { StayDate } from './StayDate';
import { TripPhoto } from './TripPhoto';
import { useTripLabels } from './use-labels';
import { formatPlace } from '../../../lib/numbers';
import { Ltr } from '../../../components/ui/Ltr';

/** One trip in the list: photo, place, dates and state; the whole card opens the detail. */
export function TripCard({ trip }: { trip: ReservationCard }) {
  const lang = currentLocale();
  const labels = useTripLabels();
  return (
    <article className="trip-card">
      {trip.unit.image && <TripPhoto imageKey={trip.unit.image.key} alt={trip.unit.image.alt} />}
      <div className="trip-card-body">
        <h2 className="trip-card-title">
          <Link
            to="/$lang/account/reservations/$id"
            params={{ lang, id: trip.id }}
            className="trip-card-link"
          >
            {trip.unit.title}
          </Link>
        </h2>
        <p className="trip-card-place">{formatPlace([trip.unit.area, trip.unit.city], lang)}</p>
        <p className="trip-card-dates">
          <StayDate iso={trip.check_in} locale={lang} /> – <StayDate iso={trip.check_out} locale={lang} />
        </p>
        <p className="trip-card-meta">
          <Plural value={trip.nights} one="# night" other="# nights" /> ·{' '}
          <Plural value={trip.guests} one="# guest" other="# guests" /> ·{' '}
          <Trans>
            Code <Ltr>{trip.code}</Ltr>
          </Trans>
        </p>
        <p className={`trip-state trip-state-${trip.status}`}>{labels.status[trip.status]}</p>
      </div>
    </article>
  );
}
