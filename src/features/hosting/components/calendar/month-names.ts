import { intlLocale, type Locale } from '../../../../../contract/i18n';

const asDay = (iso: string) => new Date(`${iso}T00:00:00Z`);
const lastDayOf = (first: string) => {
  const day = asDay(first);
  day.setUTCMonth(day.getUTCMonth() + 1, 0);
  return day;
};

/** "November 2026", in the page's language and always the Gregorian calendar. */
export function gregorianMonth(first: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale, 'gregory'), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asDay(first));
}

/**
 * The Umm al-Qura months a Gregorian month spans ("Jumada I – Jumada II 1448 AH"), the calendar hosts
 * in Saudi Arabia plan Ramadan and the Eids by.
 */
export function hijriMonths(first: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(intlLocale(locale, 'islamic-umalqura'), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.formatRange(asDay(first), lastDayOf(first));
}

/** A night's Umm al-Qura date, shown beside the Gregorian one in Arabic as on the guest's pages; null in English. */
export function hijriDay(iso: string, locale: Locale): string | null {
  if (locale !== 'ar') return null;
  return new Intl.DateTimeFormat(intlLocale('ar', 'islamic-umalqura'), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asDay(iso));
}
