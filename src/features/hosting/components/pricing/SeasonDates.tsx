import { Trans } from '@lingui/react/macro';
import type { Locale } from '../../../../../contract/i18n';
import { gregorianDay, hijriDay } from './pricing-format';

function Day({ iso, locale }: { iso: string; locale: Locale }) {
  return (
    <span className="host-pricing-day">
      <time dateTime={iso}>{gregorianDay(iso, locale)}</time>{' '}
      <span className="host-pricing-hijri">({hijriDay(iso, locale)})</span>
    </span>
  );
}

/** A season's first and last nights, each Gregorian with its Umm al-Qura date beside it. */
export function SeasonDates({ first, last, locale }: { first: string; last: string; locale: Locale }) {
  const from = <Day iso={first} locale={locale} />;
  const to = <Day iso={last} locale={locale} />;
  return (
    <Trans>
      Nights of {from} to {to}
    </Trans>
  );
}
