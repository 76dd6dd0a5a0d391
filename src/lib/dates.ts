import { intlLocale, type Locale } from '../../contract/i18n';

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** `2027-01-10` as "Jan 10" / "١٠ يناير": Gregorian in both languages, read as a calendar day (UTC). */
export function formatDate(iso: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale, 'gregory'), {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}
