import { Plural, Trans } from '@lingui/react/macro';
import { ResponsiveImage } from '../../../components/ui/ResponsiveImage';
import { formatDate } from '../../../lib/dates';
import { currentLocale } from '../../../lib/i18n';

interface StayCardProps {
  title: string;
  place: string;
  image: { key: string; alt: string } | null;
  checkIn: string;
  checkOut: string;
  guests: number;
  checkInTime?: string;
}

/** The stay at a glance: the unit's photo, name and place, the dates and the guests. */
export function StayCard({ title, place, image, checkIn, checkOut, guests, checkInTime }: StayCardProps) {
  const lang = currentLocale();
  const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
  const from = formatDate(checkIn, lang);
  const to = formatDate(checkOut, lang);
  return (
    <section className="stay-card" aria-label={title}>
      {image && (
        <ResponsiveImage
          cover
          className="stay-card-image"
          imageKey={image.key}
          alt={image.alt}
          sizes="(min-width: 768px) 240px, 100vw"
        />
      )}
      <div className="stay-card-body">
        <h2 className="stay-card-title">{title}</h2>
        <p className="stay-card-place">{place}</p>
        <p>
          <Trans>
            {from} to {to}
          </Trans>{' '}
          (<Plural value={nights} one="# night" other="# nights" />)
        </p>
        <p>
          <Plural value={guests} one="# guest" other="# guests" />
          {checkInTime && (
            <>
              {' · '}
              <Trans>Check-in from {checkInTime}</Trans>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
