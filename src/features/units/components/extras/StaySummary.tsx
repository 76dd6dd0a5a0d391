import { Plural, Trans } from '@lingui/react/macro';
import { intlLocale } from '../../../../../contract/i18n';
import type { UnitDetail } from '../../../../../contract/units';
import { Link } from '../../../../components/ui/Link';
import { ResponsiveImage } from '../../../../components/ui/ResponsiveImage';
import { currentLocale } from '../../../../lib/i18n';
import type { Stay } from '../booking/stay';
import { UnitPlace } from '../UnitPlace';

/** What is being booked: the unit's photo and name, the dates and guests, and a way back to change them. */
export function StaySummary({ unit, stay, guests }: { unit: UnitDetail; stay: Stay; guests: number }) {
  const lang = currentLocale();
  const dates = new Intl.DateTimeFormat(intlLocale(lang), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
    calendar: 'gregory',
  }).formatRange(new Date(`${stay.check_in}T00:00:00Z`), new Date(`${stay.check_out}T00:00:00Z`));
  const cover = unit.images[0];
  const nights = stay.nights;
  return (
    <section className="stay-summary" aria-labelledby="stay-summary-title">
      {cover && (
        <ResponsiveImage
          className="stay-summary-image"
          imageKey={cover.key}
          alt={cover.alt}
          sizes="(min-width: 640px) 12rem, 100vw"
          priority
        />
      )}
      <div className="stay-summary-text">
        <h2 id="stay-summary-title">{unit.title}</h2>
        <UnitPlace unit={unit} />
        <p>
          {dates} · <Plural value={nights} one="# night" other="# nights" /> ·{' '}
          <Plural value={guests} one="# guest" other="# guests" />
        </p>
        <Link
          to="/$lang/units/$slug"
          params={{ lang, slug: unit.slug }}
          search={{ check_in: stay.check_in, check_out: stay.check_out, guests }}
        >
          <Trans>Change dates or guests</Trans>
        </Link>
      </div>
    </section>
  );
}
