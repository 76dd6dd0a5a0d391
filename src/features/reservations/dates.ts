import { formatStayDay } from '../../../contract/format';
import { intlLocale, type Locale } from '../../../contract/i18n';

const cache = new Map<string, Intl.DateTimeFormat>();
function format(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f;
}

const asDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A stay's day in the Gregorian calendar, e.g. "Mar 10, 2027" (the same as the server's notices). */
export const gregorianDay = formatStayDay;

/**
 * The same day in the Umm al-Qura Hijri calendar, shown beside the Gregorian one in Arabic (the
 * calendar Saudi Arabia uses for its civil dates). Null in English.
 */
export function hijriDay(iso: string, locale: Locale): string | null {
  if (locale !== 'ar') return null;
  return format(
    'h:ar',
    () =>
      new Intl.DateTimeFormat(intlLocale('ar', 'islamic-umalqura'), {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  ).format(asDay(iso));
}

/** A moment (ISO timestamp) in the reader's zone, e.g. a payment time. */
export function moment(iso: string, locale: Locale): string {
  return format(
    `m:${locale}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(locale, 'gregory'), {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
  ).format(new Date(iso));
}
