import type { Locale } from '../../../../contract/i18n';
import { gregorianDay, hijriDay } from '../dates';

/** A stay's day: Gregorian, with the Hijri date beside it in Arabic. */
export function StayDate({ iso, locale }: { iso: string; locale: Locale }) {
  const hijri = hijriDay(iso, locale);
  return (
    <span className="stay-date">
      <time dateTime={iso}>{gregorianDay(iso, locale)}</time>
      {hijri && <span className="stay-date-hijri"> ({hijri})</span>}
    </span>
  );
}
